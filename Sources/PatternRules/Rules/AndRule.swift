/// Requires two rules, and reports the violations of both in order: what ``ValidationRule/and(_:)``
/// builds. Chains nest (`a.and(b).and(c)`); for a list known only at run time use ``AllOfRule``.
///
/// ```swift
/// let name = RequiredRule<String>().and(MaxLengthRule(40))   // AndRule<RequiredRule<String>, MaxLengthRule<String>>
/// ```
///
/// Keeps the rules' own types, so the pair is `Sendable` when both are, and ``verdict(for:)`` asks
/// each rule for its verdict without collecting errors.
public struct AndRule<First: ValidationRule, Second: ValidationRule>: ValidationRule
where First.Value == Second.Value {
    public typealias Value = First.Value

    /// The rule checked first.
    public let first: First
    /// The rule checked second.
    public let second: Second

    /// A rule that holds when `first` and `second` hold.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public func verdict(for value: Value) -> Verdict {
        let verdict = first.verdict(for: value)
        if verdict == .invalid { return .invalid }
        let other = second.verdict(for: value)
        if other == .invalid { return .invalid }
        return verdict == .valid && other == .valid ? .valid : .incomplete
    }

    public func validate(_ value: Value) -> Validation {
        Validation(combining: [first.validate(value), second.validate(value)])
    }
}

extension AndRule: Sendable where First: Sendable, Second: Sendable {}
