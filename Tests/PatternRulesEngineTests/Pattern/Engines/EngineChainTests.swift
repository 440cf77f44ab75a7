import Testing

@testable import PatternRulesEngine

/// Engine selection: the automatic chain, forced engines, and the errors when nothing fits.
@Suite struct EngineChainTests {
    @Test func automaticChainPrefersTheAutomaton() throws {
        let pattern = try Pattern("(?=.*[0-9])[a-z0-9]+")
        #expect(pattern.engine == .automaton)
        #expect(pattern.automatonRefusal == nil)
        #expect(pattern.fallbackReason == nil)
    }

    @Test(.enabled(if: Engine.isJITAvailable, "needs PCRE2's JIT"))
    func patternsTheAutomatonRefusesGoToTheJITWithTheReasonShown() throws {
        let pattern = try Pattern(#"(a)\1"#)
        #expect(pattern.engine == .pcre2JIT)
        #expect(pattern.automatonRefusal == #"the escape \1"#)
        #expect(pattern.fallbackReason == nil)
        #expect(try Pattern("(?<=^a)b|c").automatonRefusal == "an assertion inside a lookbehind")
    }

    @Test func aForcedAutomatonNamesWhatItCannotRun() throws {
        let error = try #require(throws: PatternError.self) { try Pattern("(?>a+)b", engine: .automaton) }
        #expect(error.reason == .engineUnavailable)
        #expect(error.message == "the automaton engine does not run this pattern: atomic groups")
        let syntax = try #require(throws: PatternError.self) { try Pattern("a(", engine: .automaton) }
        #expect(syntax.reason == .syntax)
    }

    @Test func withoutAJITTheInterpreterRuns() throws {
        let withoutJIT = Engine.builtInRegistry.filter { $0.engine != .pcre2JIT }
        let compiled = try Engine.$registry.withValue(withoutJIT) {
            try Pattern._compile(
                CompileRequest(
                    #"(a)\1"#, dialect: .pcre2, options: [], limits: .default, steps: 8_000_000, isForced: false),
                preference: nil)
        }
        #expect(compiled.program.compiled is PCRE2Program)
        #expect(compiled.program.compiled.engine == .pcre2Interpreter)
        #expect(compiled.fallbackReason == nil, "no JIT was passed over: this registry has none")
    }

    @Test func icuOnlySyntaxFallsBackToFoundation() throws {
        let pattern = try Pattern(#"\N{LATIN SMALL LETTER A}+"#)
        #expect(pattern.engine == .foundation)
        #expect(try pattern.matches("aaa"))
        #expect(try pattern.verdict(for: "b") != .valid)
    }

    @Test func icuOnlySyntaxCannotBeForcedOntoPCRE2() {
        #expect(throws: PatternError.self) { try Pattern(#"\N{LATIN SMALL LETTER A}"#, engine: .pcre2JIT) }
    }

    @Test func syntaxErrorCarriesPCRE2MessageAndBothOffsets() throws {
        let error = try #require(throws: PatternError.self) { try Pattern("é(c") }
        #expect(error.reason == .syntax)
        #expect(error.message == "missing closing parenthesis")
        #expect(error.utf8Offset == 4)
        #expect(error.characterOffset == 3)
        #expect(error.code == 114)
        #expect(error.description == #"missing closing parenthesis at offset 4 (character 3) in "é(c""#)
    }

    @Test func foundationSyntaxErrorNamesICU() throws {
        let error = try #require(throws: PatternError.self) { try Pattern("a(", engine: .foundation) }
        #expect(error.engine == .foundation)
        #expect(error.message.hasPrefix("ICU rejects the pattern"))
    }

    @Test func characterOffsetCountsWholeCharacters() {
        #expect(PatternError._characterOffset(ofUTF8Offset: 0, in: "aé") == 0)
        #expect(PatternError._characterOffset(ofUTF8Offset: 2, in: "aé") == 1)
        #expect(PatternError._characterOffset(ofUTF8Offset: 3, in: "aé") == 2)
        // 👍🏽 is one character of 8 bytes: an offset inside it counts none of it.
        #expect(PatternError._characterOffset(ofUTF8Offset: 4, in: "👍🏽x") == 0)
        #expect(PatternError._characterOffset(ofUTF8Offset: 8, in: "👍🏽x") == 1)
    }

    @Test func leadingSettingsStayInFront() {
        let (settings, body) = WholeStringSource.splitLeadingSettings("(*UTF)(*LIMIT_MATCH=10)a(*SKIP)")
        #expect(settings == "(*UTF)(*LIMIT_MATCH=10)")
        #expect(body == "a(*SKIP)")
        #expect(WholeStringSource.splitLeadingSettings("(*skip)a").settings == "")
    }
}
