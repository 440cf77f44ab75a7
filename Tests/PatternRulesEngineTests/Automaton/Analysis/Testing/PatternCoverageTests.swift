import Testing

@testable import PatternRulesEngine

/// Coverage of the minimal automaton: the counts on a pattern worked out by hand, and the property users
/// rely on: adding the reported inputs covers every transition and every state.
@Suite struct PatternCoverageTests {
    static let patterns: [(String, Pattern.Dialect, Pattern.Options)] = [
        ("[A-Z]{2}[0-9]+", .pcre2, []),
        (#"[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}"#, .pcre2, [.caseInsensitive]),
        (#"(?:\d{1,3}\.){3}\d{1,3}"#, .pcre2, []),
        ("colou?r|gr[ae]y", .pcre2, []),
        (#"\bfoo\b"#, .pcre2, []),
        (#"[a-z]+(?:-[a-z]+)*"#, .javascript, []),
        (#"[\p{L}--[a-z]]+"#, .html, []),
        ("x*", .pcre2, [.dotMatchesLineSeparators]),
    ]

    @Test func countsStatesAndTransitionsOfTheMinimalAutomaton() throws {
        // States: start, one capital, two capitals, digits, dead. Each live state has two transitions:
        // to its successor and to the dead state.
        let coverage = try Pattern("[A-Z]{2}[0-9]+").coverage(of: ["AB1", "A"])
        #expect(coverage.states == .init(covered: 4, total: 5))
        #expect(coverage.transitions == .init(covered: 3, total: 8))
        #expect(coverage.uncovered.map(\.input) == ["a", "Aa", "AAa", "AA0a", "AA00"])
        #expect(coverage.uncovered.map(\.verdict) == [.invalid, .invalid, .invalid, .invalid, .valid])
    }

    @Test func noInputsCoverNothing() throws {
        let coverage = try Pattern("ab").coverage(of: [])
        #expect(coverage.states.covered == 0)
        #expect(coverage.transitions.covered == 0)
        #expect(coverage.uncovered.count == coverage.transitions.total)
    }

    @Test(arguments: patterns)
    func theReportedInputsCloseEveryGap(source: String, dialect: Pattern.Dialect, options: Pattern.Options) throws {
        let pattern = try Pattern(source, dialect: dialect, options: options)
        let coverage = try pattern.coverage(of: ["a"])
        for gap in coverage.uncovered {
            #expect(try pattern.verdict(for: gap.input) == gap.verdict, "\(source): \(gap.input.debugDescription)")
        }
        let closed = try pattern.coverage(of: ["a"] + coverage.uncovered.map(\.input))
        #expect(closed.transitions.covered == closed.transitions.total, "\(source)")
        #expect(closed.states.covered == closed.states.total, "\(source)")
        #expect(closed.uncovered.isEmpty)
    }

    @Test(arguments: patterns)
    func suggestedInputsCloseCoverageAndKillEveryMutant(
        source: String, dialect: Pattern.Dialect, options: Pattern.Options
    ) throws {
        let pattern = try Pattern(source, dialect: dialect, options: options)
        let inputs = ["a"]
        let suggested = try pattern.coverage(of: inputs).suggestedInputs(closing: pattern.mutationAnalysis(of: inputs))
        let all = inputs + suggested.map(\.input)
        #expect(try pattern.coverage(of: all).uncovered.isEmpty, "\(source)")
        #expect(try pattern.mutationAnalysis(of: all).surviving.isEmpty, "\(source)")
        #expect(suggested.count < (try pattern.coverage(of: inputs).uncovered.count) + 60)
    }

    @Test func readableInputsAvoidWhatAnArgumentCannotCarry() throws {
        let coverage = try Pattern("[^a]b").coverage(of: [])
        for gap in coverage.uncovered {
            #expect(!gap.input.unicodeScalars.contains { $0.value < 0x20 }, "\(gap.input.debugDescription)")
        }
    }

    @Test func aPatternOffTheAutomatonIsRefusedWithTheReason() {
        #expect(throws: PatternError.self) { try Pattern(#"(a)\1"#).coverage(of: ["aa"]) }
        do {
            _ = try Pattern(#"(a)\1"#).mutationAnalysis(of: [])
        } catch {
            #expect(error.reason == .engineUnavailable)
            #expect(error.message.contains("cannot analyse mutants"))
        }
    }
}
