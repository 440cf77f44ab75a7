/// Requires every one of its rules, and reports every violation in order.
///
/// ```swift
/// let username = AllOfRule<String>([RequiredRule(), MinLengthRule(3), MaxLengthRule(20)])
/// // or: RequiredRule<String>().and(MinLengthRule(3)).and(MaxLengthRule(20))
/// ```
public struct AllOfRule<Value>: ValidationRule {
    /// The rules, checked in order.
    public let rules: [any ValidationRule<Value>]

    /// A rule that holds when all of `rules` hold.
    public init(_ rules: [any ValidationRule<Value>]) {
        self.rules = rules
    }

    public func verdict(for value: Value) -> Verdict {
        Verdict.all(rules.lazy.map { $0.verdict(for: value) })
    }

    public func validate(_ value: Value) -> Validation {
        rules.validate(value)
    }
}
