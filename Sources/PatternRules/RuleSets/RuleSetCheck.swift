/// One compiled check of a rule-set field: a rule, type-erased and `Sendable`.
struct RuleSetCheck: Sendable {
    private let check: @Sendable (String) -> Validation

    init(_ rule: some ValidationRule<String> & Sendable) {
        check = { rule.validate($0) }
    }

    init(_ check: @escaping @Sendable (String) -> Validation) {
        self.check = check
    }

    func validate(_ value: String) -> Validation { check(value) }
}

/// The built-in and catalogue rules are existentials; they hold only Sendable values (patterns, errors,
/// tables), so the box is safe to share.
struct SendableRule: ValidationRule, @unchecked Sendable {
    let rule: any ValidationRule<String>
    func validate(_ value: String) -> Validation { rule.validate(value) }
    func verdict(for value: String) -> Verdict { rule.verdict(for: value) }
}
