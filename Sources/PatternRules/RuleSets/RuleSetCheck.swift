/// One compiled check of a rule-set field: a rule, type-erased and `Sendable`.
struct RuleSetCheck: Sendable {
    private let check: @Sendable (String) -> Validation
    /// The rule's verdict alone, where it has one: most values pass most checks, and a verdict is
    /// cheaper than a `Validation` (no errors to carry).
    private let verdict: (@Sendable (String) -> Verdict)?

    init(_ rule: some ValidationRule<String> & Sendable) {
        check = { rule.validate($0) }
        verdict = { rule.verdict(for: $0) }
    }

    init(_ check: @escaping @Sendable (String) -> Validation) {
        self.check = check
        verdict = nil
    }

    /// The validation of `value`, or `nil` when it passes, found by the cheaper question first.
    func failure(of value: String) -> Validation? {
        if let verdict, verdict(value) == .valid { return nil }
        let validation = check(value)
        return validation.isValid ? nil : validation
    }
}
