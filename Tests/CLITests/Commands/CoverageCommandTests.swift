import Foundation
import Testing

/// `patterns coverage` and `patterns tests` end to end: the JSON report, closing every gap with the
/// inputs it names, the CI gates, recorded verdicts read back, and refusals.
@Suite struct CoverageCommandTests {
    struct Report: Decodable {
        struct Count: Decodable {
            let covered: Int
            let total: Int
        }
        struct Gap: Decodable {
            let input: String
            let verdict: String
        }
        struct Mutants: Decodable {
            struct Survivor: Decodable {
                let mutant: String
                let input: String
                let verdict: String
                let mutantVerdict: String
            }
            let total: Int
            let equivalent: Int
            let killed: Int
            let surviving: [Survivor]
        }
        let states: Count
        let transitions: Count
        let uncovered: [Gap]
        let mutants: Mutants
        let suggested: [Gap]?
    }

    private func report(_ arguments: [String]) throws -> (Report, PatternsBinary.Outcome) {
        let outcome = try PatternsBinary.run(["coverage", "--output", "json"] + arguments)
        return (try JSONDecoder().decode(Report.self, from: Data(outcome.standardOutput.utf8)), outcome)
    }

    @Test func theReportedInputsBringBothFiguresToAHundred() throws {
        let pattern = #"[A-Z]{2}-\d{3,4}"#
        let (first, outcome) = try report(["--regex", pattern, "--", "AB-123"])
        #expect(outcome.status == 0)
        #expect(first.transitions.covered < first.transitions.total)
        #expect(first.mutants.total == first.mutants.equivalent + first.mutants.killed + first.mutants.surviving.count)
        #expect(!first.mutants.surviving.isEmpty)
        let added = first.uncovered.map(\.input) + first.mutants.surviving.map(\.input)
        let (closed, gated) = try report(
            ["--regex", pattern, "--min-transitions", "100", "--min-mutation", "100", "--", "AB-123"] + added)
        #expect(gated.status == 0, "\(gated.standardError)")
        #expect(closed.transitions.covered == closed.transitions.total)
        #expect(closed.states.covered == closed.states.total)
        #expect(closed.mutants.surviving.isEmpty)
    }

    @Test func suggestedInputsCloseEveryGapAtOnce() throws {
        let (first, _) = try report(["--regex", "colou?r|gr[ae]y", "--suggest", "--", "color"])
        let suggested = try #require(first.suggested).map(\.input)
        let (closed, _) = try report(["--regex", "colou?r|gr[ae]y", "--", "color"] + suggested)
        #expect(closed.uncovered.isEmpty)
        #expect(closed.mutants.surviving.isEmpty)
    }

    @Test func theGatesExitOneWithTheFigure() throws {
        let outcome = try PatternsBinary.run([
            "coverage", "--regex", "[0-9]{3}", "--min-transitions", "90", "--", "123",
        ])
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("transition coverage 42.9% is below --min-transitions 90.0%"))
        #expect(outcome.standardOutput.hasPrefix("states\t4 of 5 (80.0%)\ntransitions\t3 of 7 (42.9%)\n"))
    }

    @Test func testsWritesJSONLinesThatCoverageReadsBack() throws {
        let written = try PatternsBinary.run(["tests", "--regex", "a+b", "--format", "jsonl", "--", "ab", "a", "b"])
        #expect(
            written.standardOutput == """
                {"input": "ab", "verdict": "valid"}
                {"input": "a", "verdict": "incomplete"}
                {"input": "b", "verdict": "invalid"}

                """)
        let folder = try TemporaryFolder.make([
            "tests.jsonl": written.standardOutput, "wrong.jsonl": #"{"input": "ab", "verdict": "invalid"}"# + "\n",
        ])
        let (readBack, outcome) = try report(
            ["--regex", "a+b", "--inputs", folder.appendingPathComponent("tests.jsonl").path])
        #expect(outcome.status == 0)
        #expect(readBack.states.covered == 4)
        let wrong = try PatternsBinary.run(
            ["coverage", "--regex", "a+b", "--inputs", folder.appendingPathComponent("wrong.jsonl").path])
        #expect(wrong.status == 1)
        #expect(wrong.standardError.contains(#"wrong.jsonl':1: "ab" is valid, not invalid as recorded"#))
    }

    @Test func theGeneratedSwiftSuiteIsTheOneExamplesRuns() throws {
        let outcome = try PatternsBinary.run(["tests", "postal-code.gb"])
        let committed = try String(
            contentsOf: TestRepository.root.appendingPathComponent(
                "Examples/Tests/GeneratedSuiteTests/PostalCodeGbTests.swift"), encoding: .utf8)
        #expect(outcome.standardOutput == committed)
        #expect(outcome.standardOutput.contains(#"("SW1A 1AA", .valid),"#))
    }

    @Test func aPatternOffTheAutomatonIsRefusedWithTheReason() throws {
        let outcome = try PatternsBinary.run(["coverage", "--regex", #"(a)\1"#, "--", "aa"])
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains("cannot measure test coverage"))
        let file = try PatternsBinary.run(["coverage", "--regex", "a", "--inputs", "/nonexistent/inputs.txt"])
        #expect(file.status == 2)
        #expect(file.standardError.contains("/nonexistent/inputs.txt"))
    }

    @Test func untrustedTextIsQuotedInTheTextReport() throws {
        let outcome = try PatternsBinary.run(["coverage", "--regex", "a\nb|c", "--", "a\nb"])
        #expect(!outcome.standardOutput.contains("a\nb"))
        #expect(outcome.standardOutput.contains(#""a\nb""#))
    }
}
