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
