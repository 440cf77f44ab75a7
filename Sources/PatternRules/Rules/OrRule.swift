/// Requires one of two rules, reporting its own error when neither holds: what
/// ``ValidationRule/or(_:error:)`` builds. For a list known only at run time use ``AnyOfRule``.
///
/// ```swift
/// let contact = EmailRule().or(try RegexRule(#"@[a-z0-9_]{1,15}"#), error: MyError.contact)
/// ```
///
/// Valid if either is valid, else incomplete if either is incomplete, else invalid. `Sendable` when both
/// rules are.
public struct OrRule<First: ValidationRule, Second: ValidationRule>: ValidationRule
where First.Value == Second.Value {
    public typealias Value = First.Value

    /// The first alternative.
    public let first: First
    /// The second alternative.
    public let second: Second
    /// The error reported when neither holds.
    public let error: any Error

    /// A rule that holds when `first` or `second` holds.
    public init(_ first: First, _ second: Second, error: any Error = RuleError.noAlternativeHolds) {
        self.first = first
        self.second = second
        self.error = error
    }

    public func verdict(for value: Value) -> Verdict {
        let verdict = first.verdict(for: value)
        if verdict == .valid { return .valid }
        let other = second.verdict(for: value)
        if other == .valid { return .valid }
        return verdict == .incomplete || other == .incomplete ? .incomplete : .invalid
    }

    public func validate(_ value: Value) -> Validation {
        Validation(verdict(for: value), error: error)
    }
}

extension OrRule: Sendable where First: Sendable, Second: Sendable {}
