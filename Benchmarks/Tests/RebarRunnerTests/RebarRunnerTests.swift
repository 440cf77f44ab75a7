import Foundation
import PatternRules
import Testing

@testable import RebarRunner

/// The rebar runner on rebar's own benchmark definitions (`Tests/Fixtures/rebar/benchmarks.jsonl`):
/// each count must be the one rebar expects of its pcre2 engine, or the runner must refuse with a reason.
@Suite struct RebarRunnerTests {
    struct Definition: Decodable {
        let name: String
        let model: String
        let patterns: [String]
        let caseInsensitive: Bool
        let unicode: Bool
        let haystack: String
        /// rebar's count for the twin of each of our engines (`pcre2-jit`: rebar's `pcre2/jit`).
        let counts: [String: Int]

        enum CodingKeys: String, CodingKey {
            case name, model, patterns, unicode, haystack, counts
            case caseInsensitive = "case-insensitive"
        }

        var benchmark: RebarBenchmark {
            var benchmark = RebarBenchmark()
            (benchmark.name, benchmark.model, benchmark.patterns) = (name, model, patterns)
            (benchmark.caseInsensitive, benchmark.unicode) = (caseInsensitive, unicode)
            benchmark.haystack = Array(Data(base64Encoded: haystack)!)
            benchmark.maxIterations = 1
            return benchmark
        }
    }

    static func definitions() throws -> [Definition] {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Tests/Fixtures/rebar/benchmarks.jsonl")
        let lines = try String(contentsOf: fixture, encoding: .utf8).split(separator: "\n").dropFirst()
        return try lines.map { try JSONDecoder().decode(Definition.self, from: Data($0.utf8)) }
    }

    /// Where PCRE2 10.46, inside the package, answers otherwise than the 10.42 rebar's counts come from:
    /// since 10.43, `\w` and `\b` under UCP take non-spacing marks (Mn) and connector punctuation (Pc) as
    /// word characters, as Perl does. The rest of each count is rebar's.
    static let releaseDifferences: Set<String> = [
        "test/unicode/word-boundary/unicode-mark", "test/unicode/word-boundary/unicode-connector-punctuation",
        "test/unicode/word/unicode-mark", "test/unicode/word/unicode-connector-punctuation",
    ]

    /// The automaton is held to rebar's pcre2-jit counts: it finds what PCRE2 finds.
    @Test(arguments: Engine.available.filter { $0 == .pcre2JIT || $0 == .pcre2Interpreter || $0 == .automaton })
    func everyCountIsRebarsOrARefusal(engine: Engine) throws {
        let runner = try RebarRunner(engineName: engine.rawValue)
        let definitions = try Self.definitions()
        #expect(definitions.count >= 100)
        var (agreed, refused, differing) = (0, [String](), [String: String]())
        for definition in definitions {
            let expected = try #require(definition.counts[engine == .automaton ? "pcre2-jit" : engine.rawValue])
            // Through the KLV text, as rebar hands it over.
            let benchmark = try RebarBenchmark(klv: definition.benchmark.klv())
            do {
                let samples = try runner.samples(for: benchmark)
                if samples.map(\.count) == [expected] {
                    agreed += 1
                } else {
                    differing[definition.name] = "\(samples.map(\.count)), rebar expects \(expected)"
                }
            } catch {
                refused.append("\(definition.name): \(error)")
            }
        }
        #expect(Set(differing.keys).isSubset(of: Self.releaseDifferences), "\(differing)")
        print("\(engine): \(agreed) agree, \(differing.count) differ, \(refused.count) refused:")
        for reason in refused { print("  \(reason)") }
        #expect(refused.count * 4 <= definitions.count, "\(refused.count) refused:\n\(refused.joined(separator: "\n"))")
        // PCRE2 runs every benchmark of one pattern, those that read a haystack as bytes too.
        if engine != .automaton {
            #expect(refused.allSatisfy { $0.contains("one pattern at a time") }, "\(refused)")
        }
        #expect(agreed + refused.count + differing.count == definitions.count)
    }

    @Test func theAutomatonSearchesOrSaysWhyNot() throws {
        let runner = try RebarRunner(engineName: "automaton")
        var benchmark = RebarBenchmark()
        (benchmark.model, benchmark.patterns, benchmark.haystack) = ("count", [#"\bab"#], Array("ab cab ab".utf8))
        #expect(try runner.samples(for: benchmark).map(\.count) == [2])
        benchmark.patterns = ["a(?=bc)"]
        let error = try #require(throws: RebarError.self) { try runner.samples(for: benchmark) }
        #expect(error.description.contains("does not search this pattern (lookarounds longer than one character"))
    }

    @Test func klvReadsWhatItWritesAndNamesWhatIsWrong() throws {
        var benchmark = RebarBenchmark()
        (benchmark.name, benchmark.model, benchmark.patterns) = ("x", "count", ["a:b\n"])
        benchmark.haystack = [0xFF, 0x0A, 0x3A]
        benchmark.maxTime = .milliseconds(5)
        let read = try RebarBenchmark(klv: benchmark.klv())
        #expect(read.patterns == ["a:b\n"] && read.haystack == [0xFF, 0x0A, 0x3A] && read.maxTime == .milliseconds(5))
        #expect(throws: RebarError.self) { try RebarBenchmark(klv: Array("name:5:ab\n".utf8)) }
        let unknown = try #require(throws: RebarError.self) { try RebarBenchmark(klv: Array("colour:3:red\n".utf8)) }
        #expect(unknown.description == "unknown KLV key 'colour'")
        #expect(throws: RebarError.self) { try RebarRunner(engineName: "pcre3") }
    }

    @Test func capturesCountOnPCRE2AndSeveralPatternsAreRefusedWithTheReason() throws {
        var benchmark = RebarBenchmark()
        // MODELS.md's example: 3 matches, 8 groups that took part.
        (benchmark.model, benchmark.patterns, benchmark.haystack) = (
            "count-captures", ["([0-9])([0-9])|([a-z])"], Array("12a34".utf8)
        )
        #expect(try RebarRunner(engineName: "pcre2").samples(for: benchmark).map(\.count) == [8])
        benchmark.model = "grep-captures"
        benchmark.haystack = Array("12a\r\n34\nb".utf8)
        #expect(try RebarRunner(engineName: "pcre2").samples(for: benchmark).map(\.count) == [10])
        let automaton = try #require(throws: RebarError.self) {
            try RebarRunner(engineName: "automaton").samples(for: benchmark)
        }
        #expect(automaton.description.contains("reports whole matches only"))
        (benchmark.model, benchmark.patterns) = ("count", ["a", "b"])
        let several = try #require(throws: RebarError.self) {
            try RebarRunner(engineName: "pcre2").samples(for: benchmark)
        }
        #expect(several.description.contains("one pattern at a time"))
    }

    @Test func emptyMatchesFollowRebarsIterationNotPCRE2sGlobalRule() throws {
        // rebar's runners skip an empty match that ends where the last match ended: `a*` in `baa` is an
        // empty match at 0 and `aa` (2), where PCRE2's /g also finds the empty match at 3.
        let searcher = try Pattern("a*", engine: .pcre2Interpreter).searcher()
        #expect(try RebarRunner.matches(searcher, in: Array("baa".utf8)).count == 2)
    }
}
