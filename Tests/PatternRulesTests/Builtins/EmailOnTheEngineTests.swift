import Testing

@testable import PatternRules

/// The email levels on the automaton: each compiles to it, its length budget is exact, and the levels
/// compare as languages.
@Suite struct EmailOnTheEngineTests {
    @Test func theEmailLevelsCompare() throws {
        let practical = try Pattern(EmailLevel.practical.patternSource)
        let html5 = try Pattern(EmailLevel.html5.patternSource)
        let comparison = try practical.compared(with: html5)
        #expect(comparison.relation != .equal)
        // PCRE2 confirms the witnesses on each side.
        let (left, right) = (
            try Pattern(EmailLevel.practical.patternSource, engine: .pcre2Interpreter),
            try Pattern(EmailLevel.html5.patternSource, engine: .pcre2Interpreter)
        )
        for example in comparison.onlyLeft.prefix(3) { #expect(try left.matches(example) && !right.matches(example)) }
        for example in comparison.onlyRight.prefix(3) { #expect(try !left.matches(example) && right.matches(example)) }
    }

    @Test func theEmailLengthBudgetIsExact() {
        let email = EmailRule()
        // 254 octets that still need a top-level label: no completion fits.
        let full =
            String(repeating: "a", count: 64) + "@" + String(repeating: "b", count: 63) + "."
            + String(repeating: "c", count: 63) + "." + String(repeating: "d", count: 60) + "."
        #expect(full.utf8.count == 254)
        #expect(email.verdict(for: full) == .invalid)
        #expect(email.verdict(for: String(full.dropLast(2)) + ".") == .incomplete, "one octet is left for the label")
    }

    @Test func everyBuiltInEmailPatternCompilesToTheAutomaton() throws {
        for level in EmailLevel.allCases {
            let pattern = try Pattern(level.patternSource)
            #expect(pattern.engine == .automaton, "\(level): \(pattern.automatonRefusal ?? "")")
        }
    }
}
