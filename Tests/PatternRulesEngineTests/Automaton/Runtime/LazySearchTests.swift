import PatternRulesTestSupport
import Testing

@testable import PatternRulesEngine

/// The search automata built lazily (``SearchTable+Rows``): compile makes the rows it can afford, a
/// search makes the rest as it reaches them, and a full cache starts again, within its size, with the
/// same answers as PCRE2.
@Suite struct LazySearchTests {
    /// rebar's `10-bounded-repeat/compile-context`: its whole forward automaton passes 10,000 states.
    static let context = #"[A-Za-z]{10}\s+[\s\S]{0,100}Result[\s\S]{0,100}\s+[A-Za-z]{10}"#

    /// Words, `Result`, spaces and line breaks, so that the context pattern matches now and then.
    static func randomText(bytes: Int, using generator: inout SeededGenerator) -> [UInt8] {
        let pieces = ["abcdefghijkl", "Result", " ", "  ", "\n", "word", "MixedCaseWords", "é", "12", "x"]
        var text: [UInt8] = []
        while text.count < bytes { text += Array(pieces.randomElement(using: &generator)!.utf8) }
        return text
    }

    static func pcre2Spans(_ source: String, in text: [UInt8]) throws -> [Range<Int>] {
        try AutomatonSearchTests.spans(
            of: try SearchCompiler.compile(try Pattern(source), automaton: false).get(), in: text)
    }

    @Test func anAutomatonPastTheStateLimitIsSearchedAsItIsReached() throws {
        let searcher = try Pattern(Self.context).searcher()
        #expect(searcher.engine == .automaton)
        #expect(try Pattern(Self.context).searchStrategy().contains("built as searches reach its states"))
        var generator = SeededGenerator(state: 660)
        let text = Self.randomText(bytes: 60_000, using: &generator)
        let expected = try Self.pcre2Spans(Self.context, in: text)
        #expect(expected.count > 10)
        #expect(try AutomatonSearchTests.spans(of: searcher.program, in: text) == expected)
    }

    @Test func compileMakesTheRowsItCanAffordAndNoMore() throws {
        let budget = CompileBudget(steps: CompileBudget.defaultSteps)
        func program(_ source: String) throws -> AutomatonSearchProgram {
            let tree = try RegexNode.parsing(source, options: [], dialect: .pcre2, budget: budget, keepsLaziness: true)
            return try AutomatonSearchProgram(tree, javaScript: false, budget: budget)
        }
        // rebar's `09-aws-keys/compile-quick`: 5,500 states whole, a few made at compile time.
        let keys = try program("((?:ASIA|AKIA|AROA|AIDA)([A-Z0-7]{16}))")
        #expect(!keys.automata.forward.isComplete)
        #expect(keys.automata.forward.stateCount < 500)
        // A small automaton is made whole, and shared by every thread.
        let small = try program("[A-Za-z]+ing")
        #expect(small.automata.isComplete)
        #expect(small.session() === small)
    }

    @Test func aFullCacheStartsAgainWithinItsSize() throws {
        let pattern = try Pattern(Self.context)
        guard
            case .success(let compiled) = SearchCompiler.compile(pattern, laziness: .always(cacheBytes: 256 << 10)),
            let program = compiled as? AutomatonSearchProgram
        else {
            Issue.record("the automaton does not search \(Self.context)")
            return
        }
        var generator = SeededGenerator(state: 661)
        let text = Self.randomText(bytes: 60_000, using: &generator)
        let automata = program.automata.copy()
        let session = AutomatonSearchSession(program: program, automata: automata)
        #expect(try AutomatonSearchTests.spans(of: session, in: text) == (try Self.pcre2Spans(Self.context, in: text)))
        let forward = automata.forward
        #expect(forward.restarts > 0)
        let rows = SearchTable.cacheRows(
            columnCount: forward.columnCount, shift: forward.shift, starts: forward.startStateCount,
            cacheBytes: 256 << 10)
        #expect(forward.capacity <= rows)
        #expect(forward.capacity << forward.shift * 4 <= 256 << 10)
    }
}
