import Testing

@testable import PatternRulesEngine

/// Corners where PCRE2 10.42's optimisations or JIT part from PCRE2's documented meaning, and what the
/// engine chain does about each: every engine gives the same verdict.
@Suite struct PCRE2CornerTests {
    static let spaces = ["a", "\u{A0}", "\u{1680}", "\u{3000}", "\u{85}", "\u{2028}", " ", "\n"]

    /// Every string over `alphabet` up to `length` characters.
    static func strings(over alphabet: [String], upTo length: Int) -> [String] {
        var all = [""]
        var layer = [""]
        for _ in 0..<length {
            layer = layer.flatMap { prefix in alphabet.map { prefix + $0 } }
            all += layer
        }
        return all
    }

    /// Without UCP, U+00A0, U+1680, U+3000 (`\h`) and U+0085, U+2028 (`\v`) are also `\S`; PCRE2's
    /// auto-possessification must not take `\S+` to be disjoint from them.
    @Test(arguments: [#"\S+\h"#, #"\S*\h"#, #"\S{1,3}\h"#, #"\S?\h"#, #"\S+\v"#, #"\S*\v"#, #"\S+\h\S"#, #"\S+\H"#])
    func nonSpaceBeforeHorizontalOrVerticalSpaceAgreesOnEveryEngine(source: String) throws {
        let automaton = try Pattern(source, engine: .automaton)
        var engines = [try Pattern(source, engine: .pcre2Interpreter)]
        if Engine.isJITAvailable { engines.append(try Pattern(source, engine: .pcre2JIT)) }
        var disagreements: [String] = []
        for input in Self.strings(over: Self.spaces, upTo: 4) {
            let expected = try automaton.verdict(for: input)
            for engine in engines where try engine.verdict(for: input) != expected {
                disagreements.append("\(engine.engine) on \(input.unicodeScalars.map { String($0.value, radix: 16) })")
            }
        }
        let count = disagreements.count
        #expect(count == 0, "\(disagreements.prefix(5))")
    }

    @Test func aBackreferenceAfterNonSpaceAndHorizontalSpaceMatches() throws {
        for engine in [Engine.pcre2Interpreter] + (Engine.isJITAvailable ? [.pcre2JIT] : []) {
            let pattern = try Pattern(#"(\S+)\h\1"#, engine: engine)
            #expect(try pattern.verdict(for: "a\u{A0}\u{A0}a\u{A0}") == .valid, "\(engine)")
        }
    }

    /// `(*NO_JIT)` leaves no JIT code: the chain runs the interpreter, and forcing the JIT is an error.
    @Test func aPatternThatTurnsTheJITOffRunsOnTheInterpreter() throws {
        let pattern = try Pattern("(*NO_JIT)a+")
        #expect(pattern.engine == .pcre2Interpreter)
        #expect(try pattern.verdict(for: "aa") == .valid)
        #expect(try pattern.verdict(for: "b") == .invalid)
        if Engine.isJITAvailable {
            #expect(pattern.fallbackReason?.contains("(*NO_JIT)") == true)
            #expect(throws: PatternError.self) { try Pattern("(*NO_JIT)a+", engine: .pcre2JIT) }
        }
    }

    /// `(*NOTEMPTY)` excludes the empty match: the empty input is incomplete (a continuation matches),
    /// on every engine that runs it.
    @Test(arguments: ["(*NOTEMPTY)a*", "(*NOTEMPTY_ATSTART)a*"])
    func notEmptyExcludesTheEmptyInputOnEveryEngine(source: String) throws {
        for engine in [nil, Engine.pcre2Interpreter] {
            let pattern = try Pattern(source, engine: engine)
            #expect(try pattern.verdict(for: "") == .incomplete, "\(pattern.engine)")
            #expect(try !pattern.matches(""), "\(pattern.engine)")
            #expect(try pattern.verdict(for: "aa") == .valid, "\(pattern.engine)")
        }
        if Engine.isJITAvailable {
            #expect(throws: PatternError.self) { try Pattern(source, engine: .pcre2JIT) }
        }
    }
}
