/// Requires at least one of its rules: a value may take any of several accepted forms.
///
/// ```swift
/// let contact = AnyOfRule<String>([EmailRule(), try RegexRule(#"@[a-z0-9_]{1,15}"#)], error: MyError.contact)
/// ```
///
/// Valid if any rule is valid, else incomplete if any is incomplete, else invalid; a failure reports
/// the rule's own error, not those of the alternatives.
public struct AnyOfRule<Value>: ValidationRule {
    /// The alternatives.
    public let rules: [any ValidationRule<Value>]
    /// The error reported when no alternative holds.
    public let error: any Error

    /// A rule that holds when any of `rules` holds.
    public init(_ rules: [any ValidationRule<Value>], error: any Error = RuleError.noAlternativeHolds) {
        self.rules = rules
        self.error = error
    }

    public func verdict(for value: Value) -> Verdict {
        Verdict.any(rules.lazy.map { $0.verdict(for: value) })
    }

    public func validate(_ value: Value) -> Validation {
        Validation(verdict(for: value), error: error)
    }
}
