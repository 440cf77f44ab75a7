import Testing

@testable import PatternRulesEngine

/// What configuration and oversized patterns do: errors that say what is wrong, fallbacks that say why,
/// and no verdict where an engine gave up.
@Suite struct EngineConfigurationTests {
    /// Each engine's worst case is what its registered type declares: what the benchmarks and a caller
    /// choosing an engine for untrusted input read.
    @Test func eachEngineDeclaresItsWorstCase() {
        #expect(Engine.automaton.worstCase == .linear)
        #expect(Engine.pcre2JIT.worstCase == .boundedByMatchLimits)
        #expect(Engine.pcre2Interpreter.worstCase == .boundedByMatchLimits)
        #expect(Engine.foundation.worstCase == .unbounded)
    }

    @Test func theEnvironmentSettingIsParsedStrictly() throws {
        #expect(try Engine.parseSetting(nil).get() == nil)
        #expect(try Engine.parseSetting("").get() == nil)
        #expect(try Engine.parseSetting("auto").get() == nil)
        #expect(try Engine.parseSetting("pcre2").get() == .pcre2Interpreter)
        guard case .failure(let error) = Engine.parseSetting("PCRE2") else {
            Issue.record("PCRE2 (capitals) was accepted")
            return
        }
        #expect(error.reason == .unknownEngine)
        #expect(error.description.hasPrefix("PATTERNRULES_ENGINE=PCRE2 names no engine (expected one of auto,"))
    }

    @Test func anUnavailableEngineIsAThrownError() {
        #expect(throws: Never.self) { try Engine.pcre2Interpreter.checkAvailable() }
        #expect(throws: Never.self) { try Engine.foundation.checkAvailable() }
        #expect(Engine.available.contains(.pcre2JIT) == Engine.isJITAvailable)
    }

    @Test func aPatternTooLargeForPCRE2FallsBackVisibly() throws {
        let pattern = try Pattern((0..<12_000).map { "a\($0)" }.joined(separator: "|"))
        #expect(pattern.engine == .foundation)
        let reason = try #require(pattern.fallbackReason)
        #expect(reason.hasPrefix("PCRE2 rejects the pattern ("))
        #expect(try Pattern("[a-z]+").fallbackReason == nil || !Engine.isJITAvailable)
        #expect(
            try Pattern("[a-z]+", engine: .pcre2Interpreter).fallbackReason == nil, "a forced engine is no fallback")
    }

    @Test func icuGivingUpIsAMatchErrorNeverInvalid() throws {
        let pattern = try Pattern("(a|b)*c", engine: .foundation)
        let input = String(repeating: "a", count: 200_000) + "c"
        #expect(throws: MatchError.engineStopped) { try pattern.verdict(for: input) }
        #expect(throws: MatchError.engineStopped) { try pattern.matches(input) }
        #expect(try pattern.verdict(for: "aabc") == .valid, "short input still answers")
    }

    @Test func builtInsReadALimitAsIncomplete() throws {
        let tight = try Pattern(
            "(a+)+b", engine: MatchLimitTests.pcre2, limits: MatchLimits(match: 10, depth: 10, heapKibibytes: 1024))
        let input = String(repeating: "a", count: 40)
        #expect(throws: MatchError.self) { try tight.verdict(for: input) }
        #expect(tight._verdictOrIncomplete(for: input) == .incomplete)
        #expect(tight._matchesOrFalse(input) == false)
    }

    @Test func aLongPatternErrorQuotesAWindowAroundTheOffset() throws {
        let source = String(repeating: "a", count: 5_000) + "(" + String(repeating: "b", count: 5_000)
        let error = try #require(throws: PatternError.self) { try Pattern(source) }
        #expect(error.utf8Offset == 10_001)
        #expect(
            error.description
                == "missing closing parenthesis at offset 10001 (character 10001) in …\"\(String(repeating: "b", count: 60))\" (characters 9941–10001 of 10001)"
        )
        let short = try #require(throws: PatternError.self) { try Pattern("ab(c") }
        #expect(short.description == #"missing closing parenthesis at offset 4 (character 4) in "ab(c""#)
    }
}
