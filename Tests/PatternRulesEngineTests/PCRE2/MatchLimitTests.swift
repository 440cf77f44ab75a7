import Foundation
import Testing

@testable import PatternRulesEngine

/// Catastrophic patterns stop at PCRE2's limits with an error the caller can tell apart; the automaton
/// has no backtracking to limit.
@Suite struct MatchLimitTests {
    static let catastrophicInput = String(repeating: "a", count: 5_000)
    /// The fastest PCRE2 engine here: the patterns below are regular, so the chain would pick the automaton.
    static let pcre2: Engine = Engine.isJITAvailable ? .pcre2JIT : .pcre2Interpreter

    @Test func theAutomatonAnswersCatastrophicPatternsExactlyInLinearTime() throws {
        let pattern = try Pattern("(a+)+b")
        #expect(pattern.engine == .automaton)
        let long = String(repeating: "a", count: 1_000_000)
        #expect(try pattern.verdict(for: long) == .incomplete, "a `b` would complete it")
        #expect(try pattern.verdict(for: long + "b") == .valid)
        #expect(try pattern.verdict(for: long + "c") == .invalid)
    }

    @Test(arguments: Engine.available.filter { $0 != .foundation && $0 != .automaton })
    func nestedQuantifierStopsAtTheMatchLimit(engine: Engine) throws {
        let pattern = try Pattern("(a+)+b", engine: engine)
        let started = ContinuousClock.now
        #expect(throws: MatchError.matchLimitExceeded) { try pattern.verdict(for: Self.catastrophicInput) }
        // A complete match may fail fast instead (the JIT knows a `b` is required and none is there).
        #expect((try? pattern.matches(Self.catastrophicInput)) != true)
        // Not a speed target: a guard against a hang (PCRE2's own defaults would take minutes).
        #expect(ContinuousClock.now - started < .seconds(5))
    }

    @Test func limitsAreConfigurable() throws {
        let input = String(repeating: "a", count: 12) + "c"
        let generous = try Pattern("(a+)+b", engine: Self.pcre2)
        #expect(try generous.verdict(for: input) == .invalid)
        let strict = try Pattern(
            "(a+)+b", engine: Self.pcre2, limits: MatchLimits(match: 100, depth: 100, heapKibibytes: 1024))
        #expect(throws: MatchError.matchLimitExceeded) { try strict.verdict(for: input) }
        // The strict limits of one pattern do not leak into the next match on the same thread.
        #expect(try generous.verdict(for: input) == .invalid)
    }

    @Test(.enabled(if: Engine.isJITAvailable, "needs PCRE2's JIT"))
    func jitStackExhaustionIsReported() throws {
        let pattern = try Pattern("(a|ab)*c", engine: .pcre2JIT)
        let error = try #require(throws: MatchError.self) {
            try pattern.verdict(for: String(repeating: "a", count: 200_000))
        }
        #expect(error == .jitStackExhausted)
        #expect(error.isLimitExceeded)
    }

    @Test func interpreterDepthLimitIsReported() throws {
        let pattern = try Pattern("(a|ab)*c", engine: .pcre2Interpreter)
        #expect(throws: MatchError.depthLimitExceeded) {
            try pattern.verdict(for: String(repeating: "a", count: 200_000))
        }
    }

}
