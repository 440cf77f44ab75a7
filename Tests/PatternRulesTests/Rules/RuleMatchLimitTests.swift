import Testing

@testable import PatternRules

/// A rule whose pattern hits PCRE2's match limit reports `incomplete` with the limit as its error, never
/// a guess.
@Suite struct RuleMatchLimitTests {
    @Test func limitErrorsBecomeIncompleteRuleViolations() throws {
        let rule = RegexRule(try Pattern("(a+)+b", engine: Engine.isJITAvailable ? .pcre2JIT : .pcre2Interpreter))
        let validation = rule.validate(String(repeating: "a", count: 5_000))
        #expect(validation.verdict == .incomplete)
        #expect(validation.firstError as? MatchError == .matchLimitExceeded)
    }
}
