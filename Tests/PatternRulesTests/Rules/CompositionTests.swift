import PatternRules
import Testing

/// `and`, `or` and `not` keep their rules' types, so composed rules stay `Sendable`, and every rule's
/// allocation-free `verdict(for:)` says what its `validate(_:)` says.
@Suite struct CompositionTests {
    // Compiles only while the composed types are Sendable: a rule kept in a `static let`.
    static let username = RequiredRule<String>().and(MinLengthRule(3)).and(MaxLengthRule(12))
    static let notReserved = OneOfRule(["admin", "root"]).not()
    static let contact = ExactLengthRule<String>(4).or(MinLengthRule(8))

    static func requireSendable(_ rule: some ValidationRule<String> & Sendable) -> Bool { true }

    @Test func combinatorsKeepTheRulesTypes() {
        let both: AndRule<RequiredRule<String>, MaxLengthRule<String>> = RequiredRule().and(MaxLengthRule(3))
        let either: OrRule<MinLengthRule<String>, OneOfRule<String>> = MinLengthRule(5).or(OneOfRule(["n/a"]))
        let neither: NotRule<OneOfRule<String>> = OneOfRule(["admin"]).not()
        #expect(Self.requireSendable(both) && Self.requireSendable(either) && Self.requireSendable(neither))
        #expect(Self.requireSendable(Self.username))
    }

    @Test func andReportsBothViolationsAndTheWeakestVerdict() {
        #expect(Self.username.verdict(for: "ab") == .incomplete)
        #expect(Self.username.verdict(for: "abc") == .valid)
        #expect(Self.username.verdict(for: "abcdefghijklm") == .invalid)
        let both = MinLengthRule<String>(3, error: RuleError.required).and(OneOfRule(["abc"]))
        #expect(both.validate("x").errors.count == 2)
    }

    @Test func orHoldsWhenEitherDoes() {
        #expect(Self.contact.verdict(for: "abcd") == .valid)
        #expect(Self.contact.verdict(for: "abcdefgh") == .valid)
        #expect(Self.contact.verdict(for: "abcde") == .incomplete)
        #expect(Self.contact.validate("abcde").errors.count == 1)
    }

    @Test func notIsIncompleteWhereTheRuleHolds() {
        #expect(Self.notReserved.verdict(for: "bob") == .valid)
        #expect(Self.notReserved.verdict(for: "root") == .incomplete)
    }

    /// The fast path and the full path of every generic rule and combinator agree on every input.
    @Test func verdictAgreesWithValidate() throws {
        let rules: [any ValidationRule<String>] = [
            RequiredRule(), MinLengthRule(3), MaxLengthRule(5), ExactLengthRule(4), OneOfRule(["free", "pro"]),
            EqualRule("pro"), CustomRule { $0.hasPrefix("p") }, RangeRule("b"..."m"),
            GreaterThanOrEqualRule("f"), LessThanOrEqualRule("p"),
            AllOfRule([RequiredRule(), MaxLengthRule(4)]), AnyOfRule([ExactLengthRule(2), OneOfRule(["free"])]),
            NotRule(OneOfRule(["pro"])), Self.username, Self.contact, Self.notReserved,
            RequiredRule<String>().and(MaxLengthRule(3)).or(OneOfRule(["free"])).not(),
            try RegexRule("[a-z]{2,4}"), EmailRule(),
        ]
        let inputs = ["", "p", "pr", "pro", "prof", "free", "fr", "freedom", "admin", "b", "zz", "a@b.co", "PRO"]
        for (index, rule) in rules.enumerated() {
            for input in inputs {
                #expect(rule.verdict(for: input) == rule.validate(input).verdict, "rule \(index) on \(input)")
            }
        }
    }
}
