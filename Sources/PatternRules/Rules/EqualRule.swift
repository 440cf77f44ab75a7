/// Requires a value equal to another one, read when the rule runs: the password confirmation field.
///
/// ```swift
/// confirmField.rules = [EqualRule(to: { form.passwordField.value }, error: SignUpError.mismatch)]
/// ```
///
/// For strings, a value that is a prefix of the other is ``Verdict/incomplete`` (still typing it).
public struct EqualRule<Value: Equatable>: ValidationRule {
    /// Reads the value to compare with.
    public let other: () -> Value
    /// The error reported for a different value.
    public let error: any Error

    /// A rule that reports `error` (by default ``RuleError/notEqual``) when the value differs from what
    /// `other` returns at validation time.
    public init(to other: @escaping () -> Value, error: any Error = RuleError.notEqual) {
        self.other = other
        self.error = error
    }

    /// A rule that requires equality with a fixed value.
    public init(_ value: Value, error: any Error = RuleError.notEqual) {
        self.init(to: { value }, error: error)
    }

    public func verdict(for value: Value) -> Verdict {
        let target = other()
        if value == target { return .valid }
        if let typed = value as? String, let expected = target as? String, expected.hasPrefix(typed) {
            return .incomplete
        }
        return .invalid
    }

    public func validate(_ value: Value) -> Validation {
        Validation(verdict(for: value), error: error)
    }
}
