import Foundation
import PatternRules
import PatternRulesCLI
import Testing

/// An engine is its type plus one registry line: this engine, written here in the test target, is
/// registered for the tests below (the `withValue` line) and shows up wherever the product lists or
/// chooses engines, with no switch elsewhere to extend.
@Suite struct TestOnlyEngineTests {
    /// A toy engine: the one word it was compiled for is valid, each of its proper prefixes incomplete.
    /// It reads patterns made of ASCII letters only, and refuses the rest.
    enum OneWordEngine: RegisteredEngine {
        static let engine = Engine(declaring: "one-word")
        static let summary = "test-only: a pattern of letters is that one word"
        static let facts = EngineFacts(verdicts: .mayDiffer, risk: .time)

        static func compile(_ request: CompileRequest) throws(EngineRefusal) -> any PatternProgram {
            guard request.dialect == .pcre2, !request.source.isEmpty,
                request.source.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic && $0.isASCII })
            else {
                throw EngineRefusal(
                    engine, pattern: request.source, reason: "not a word of ASCII letters",
                    message: "the one-word engine runs words of ASCII letters only")
            }
            return OneWordProgram(request.source)
        }

        /// Search by the same recipe: every place the word stands.
        static func compileSearch(_ request: SearchRequest) throws(EngineRefusal) -> any SearchProgram {
            _ = try compile(
                CompileRequest(
                    request.pattern.source, dialect: request.pattern.dialect, options: [], limits: .default,
                    steps: 10_000, isForced: true))
            return OneWordSearch(request.pattern.source)
        }
    }

    final class OneWordSearch: SearchProgram {
        let word: [UInt8]
        init(_ word: String) { self.word = Array(word.utf8) }

        var engine: Engine { OneWordEngine.engine }
        var automatonRefusal: String? { "the one-word engine searches" }

        func firstMatch(in text: UnsafeBufferPointer<UInt8>, from start: Int, anchoredNotEmpty: Bool) -> Range<Int>? {
            let last = text.count - word.count
            guard start <= last else { return nil }
            for position in start...last where text[position..<position + word.count].elementsEqual(word) {
                return position..<position + word.count
            }
            return nil
        }
    }

    final class OneWordProgram: PatternProgram {
        let word: [UInt8]
        init(_ word: String) { self.word = Array(word.utf8) }

        var engine: Engine { OneWordEngine.engine }

        func verdict(text: UnsafeBufferPointer<UInt8>) -> Verdict {
            if text.elementsEqual(word) { return .valid }
            return word.starts(with: text) ? .incomplete : .invalid
        }

        func matches(text: UnsafeBufferPointer<UInt8>) -> Bool { text.elementsEqual(word) }
    }

    /// Runs `body` with the test-only engine registered after the built-in ones.
    func registered<T>(_ body: () throws -> T) rethrows -> T {
        try Engine.$registry.withValue(Engine.builtInRegistry + [OneWordEngine.self], operation: body)
    }

    func run(_ arguments: [String]) -> (status: Int32, output: String, error: String) {
        let (output, error) = (OutputSink.memory(), OutputSink.memory())
        let status = CommandLineTool(standardOutput: output, standardError: error).run(arguments)
        return (status, output.capturedText, error.capturedText)
    }

    @Test func theLibraryListsAndNamesIt() {
        registered {
            #expect(Engine.allCases.last == OneWordEngine.engine)
            #expect(Engine.available.contains(OneWordEngine.engine))
            #expect(Engine(rawValue: "one-word") == OneWordEngine.engine)
            #expect(Engine.choiceNames.hasSuffix(", foundation, one-word"))
        }
        #expect(Engine(rawValue: "one-word") == nil, "outside the registration it is no engine")
    }

    @Test func aForcedPatternAsksTheProgramEveryQuestion() throws {
        try registered {
            let pattern = try Pattern("hello", engine: OneWordEngine.engine)
            #expect(pattern.engine == OneWordEngine.engine)
            #expect(try pattern.verdict(for: "hel") == .incomplete)
            #expect(try pattern.verdict(for: "hello") == .valid)
            #expect(try pattern.verdict(for: "help") == .invalid)
            #expect(try pattern.matches("say hello".dropFirst(4)))
            #expect(try pattern.verdict(forUTF8: [0x68, 0xFF]) == .invalid)
            var cursor = Pattern.Cursor(pattern)
            var verdicts: [Verdict] = []
            for scalar in "hello!".unicodeScalars {
                cursor.append(scalar)
                verdicts.append(try cursor.verdict)
            }
            #expect(verdicts == [.incomplete, .incomplete, .incomplete, .incomplete, .valid, .invalid])
            #expect(pattern.shortestCompletion(of: "hel") == nil, "only the automaton offers completions")
            let refusal = try #require(throws: PatternError.self) { try Pattern("a+", engine: OneWordEngine.engine) }
            #expect(refusal.reason == .engineUnavailable)
            #expect(refusal.message == "the one-word engine runs words of ASCII letters only")
        }
    }

    @Test func itSearchesThroughTheSameRegistration() throws {
        try registered {
            let pattern = try Pattern("hello", engine: OneWordEngine.engine)
            let text = "hello, say hello"
            #expect(try pattern.searcher().engine == OneWordEngine.engine)
            #expect(try pattern.matches(in: text).map { String(text[$0]) } == ["hello", "hello"])
        }
        // Outside the registration no pattern is compiled for it.
        #expect(throws: PatternError.self) { try Pattern("hello", engine: OneWordEngine.engine) }
    }

    @Test func theChainReachesItLastAndSaysWhatEachEngineRefused() throws {
        try registered {
            #expect(try Pattern("hello").engine == .automaton, "earlier engines come first")
            let error = try #require(throws: PatternError.self) {
                try Pattern("(a", dialect: .pcre2, engine: OneWordEngine.engine)
            }
            #expect(error.message == "the one-word engine runs words of ASCII letters only")
        }
    }

    @Test func patternsEnginesListsIt() {
        registered {
            let outcome = run(["engines"])
            #expect(outcome.status == 0)
            #expect(
                outcome.output.hasSuffix("\none-word\tavailable\ttest-only: a pattern of letters is that one word\n"))
            #expect(run(["validate", "--engine", "one-word", "--regex", "hello", "hel"]).output == "incomplete\thel\n")
        }
        #expect(run(["validate", "--engine", "one-word", "--regex", "hello", "hel"]).status == 2)
    }

    @Test func checkAndTheCatalogueTreatItByItsFacts() {
        registered {
            #expect(CatalogueCheck.Column.all.contains(.engine(OneWordEngine.engine)))
            #expect(CatalogueCheck.Column(name: "one-word") == .engine(OneWordEngine.engine))
            #expect(!CatalogueCheck.Column.engine(OneWordEngine.engine).isReference)
        }
    }

    @Test func riskMeasuresItInTime() {
        registered {
            let risk = BacktrackingRisk(of: "(a+)+b", dialect: .pcre2, options: [])
            #expect(OneWordEngine.facts.risk == .time)
            // The attack is no word of letters: the engine refuses it, and the measure gives up.
            #expect(risk.measure(on: OneWordEngine.engine, pumps: [4]).map(\.work) == [nil])
            let outcome = run(["risk", "--regex", "(a+)+b", "--output", "json"])
            #expect(outcome.output.contains(#""one-word": [{"pumps": 4, "work": null}"#), "\(outcome.output)")
        }
    }
}
