import Foundation
import PatternRulesSupport
import PatternRulesTestSupport
import Testing

@testable import PatternRulesEngine

/// Every match, against the references themselves: PCRE2's own global-matching loop for the `pcre2`
/// dialect, V8's `matchAll` for `javascript` and `html` (`Tests/Fixtures/search/`, written by
/// scripts/differential/search.py). Each span must be the reference's, in order, none missing
/// and none extra, on the automaton as compiled, on PCRE2, and on the automaton built lazily.
@Suite struct SearchDifferentialTests {
    struct Case: Decodable {
        let dialect: String?
        let pattern: String
        let flags: String
        let text: String
        let spans: [[Int]]?
        let error: String?
    }

    static func spans(of program: any SearchProgram, dialect: Pattern.Dialect, in text: String) throws -> [[Int]] {
        var spans: [[Int]] = []
        var copy = text
        try copy.withUTF8 { utf8 in
            try GlobalMatching.forEachMatch(of: program, dialect: dialect, readsBytes: false, in: utf8) { range in
                spans.append([range.lowerBound, range.upperBound])
                return true
            }
        }
        return spans
    }

    /// Each case on the engine search picks and, where that is the automaton, on PCRE2 as well (where
    /// PCRE2 takes the pattern): every engine that answers must find the reference's spans.
    /// `automatonCases` counts the cases the automaton searched, `refused` those no engine searches
    /// (a refusal with its reason, never an answer).
    func disagreements(
        in fixture: String, defaultDialect: Pattern.Dialect
    ) throws -> (cases: Int, automatonCases: Int, refused: Int, failures: [String]) {
        let cases = try Fixtures.jsonLines(fixture, as: Case.self)
        var failures: [String] = []
        var (automatonCases, refused) = (0, 0)
        // Each pattern compiled once: a property of strings (`\p{RGI_Emoji}`) takes seconds in a debug build.
        var compiled: [String: [any SearchProgram]] = [:]
        for testCase in cases {
            let dialect = testCase.dialect.flatMap(Pattern.Dialect.init(rawValue:)) ?? defaultDialect
            let label =
                "/\(testCase.pattern)/\(testCase.flags) (\(dialect.rawValue)) in \(JSONText.quoted(testCase.text))"
            guard let expected = testCase.spans else { continue }
            do {
                let key = "\(dialect.rawValue)/\(testCase.flags)/\(testCase.pattern)"
                var programs: [any SearchProgram]
                if let known = compiled[key] {
                    programs = known
                } else {
                    let pattern = try Pattern(
                        testCase.pattern, dialect: dialect, options: JavaScriptDifferentialTests.options(testCase.flags)
                    )
                    switch SearchCompiler.compile(pattern) {
                    case .success(let program): programs = [program]
                    case .failure(let error) where error.reason == .engineUnavailable: programs = []
                    case .failure(let error): throw error
                    }
                    if programs.first?.engine == .automaton,
                        case .success(let pcre2) = SearchCompiler.compile(pattern, automaton: false)
                    {
                        programs.append(pcre2)
                        // The automaton again with every row made as the search reaches it: in a cache
                        // large enough to keep them, and in the smallest, which starts again whenever a
                        // row could add a state.
                        for cacheBytes in [1 << 20, 1] {
                            if case .success(let lazy) = SearchCompiler.compile(
                                pattern, laziness: .always(cacheBytes: cacheBytes))
                            {
                                programs.append(lazy)
                            }
                        }
                    }
                    compiled[key] = programs
                }
                guard let chosen = programs.first else {
                    refused += 1
                    continue
                }
                if chosen.engine == .automaton { automatonCases += 1 }
                for program in programs {
                    let found = try Self.spans(of: program, dialect: dialect, in: testCase.text)
                    if found != expected {
                        let lazily = program is AutomatonSearchProgram && program !== programs[0] ? " (lazy)" : ""
                        failures.append(
                            "\(label) on \(program.engine)\(lazily): \(found), the reference finds \(expected)")
                    }
                }
            } catch {
                failures.append("\(label): \(error)")
            }
        }
        return (cases.count, automatonCases, refused, failures)
    }

    /// The first grammar: PCRE2's global loop for `pcre2`, V8's `matchAll` for the JavaScript dialects;
    /// and the loops grammar, repetitions of bodies that can match nothing nested in one another and
    /// `v`-flag classes of strings, which V8 tries longest first; and the bounded loops, optional iterations
    /// of bodies that can match nothing, which V8 rejects when they read nothing. Nothing is refused.
    @Test(arguments: [
        ("search/pcre2-global.jsonl", Pattern.Dialect.pcre2), ("search/v8-matchall.jsonl", .javascript),
        ("search/v8-matchall-loops.jsonl", .javascript), ("search/v8-matchall-bounded.jsonl", .javascript),
    ])
    func everyMatchIsPCRE2sOrV8s(fixture: String, dialect: Pattern.Dialect) throws {
        let (count, automatonCases, refused, failures) = try disagreements(in: fixture, defaultDialect: dialect)
        #expect(count >= 1_000)
        #expect(refused == 0)
        print("\(fixture): \(automatonCases) of \(count) on the automaton")
        #expect(failures.isEmpty, "\(failures.count) of \(count):\n\(failures.prefix(20).joined(separator: "\n"))")
    }

    /// The extended grammar: quantified groups (nullable bodies among them), longer lookarounds, literals
    /// and alternations that share a prefix; what the automaton refuses of it, PCRE2 searches.
    @Test(arguments: [
        ("search/pcre2-global-extended.jsonl", Pattern.Dialect.pcre2),
        ("search/v8-matchall-extended.jsonl", .javascript),
    ])
    func everyMatchOfTheExtendedGrammarIsTheReferences(fixture: String, dialect: Pattern.Dialect) throws {
        let (count, automatonCases, refused, failures) = try disagreements(in: fixture, defaultDialect: dialect)
        #expect(count >= 1_000)
        // At most 1% refused: PCRE2 patterns whose engines disagree (docs/SEARCH.md), and JavaScript
        // patterns with a lookaround the automaton does not search around a group able to match nothing.
        #expect(refused * 100 <= count, "\(refused) of \(count) refused")
        print("\(fixture): \(automatonCases) of \(count) on the automaton, \(refused) refused")
        #expect(failures.isEmpty, "\(failures.count) of \(count):\n\(failures.prefix(20).joined(separator: "\n"))")
    }
}
