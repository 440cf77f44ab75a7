/// Requires a value that is not empty: a non-empty string or collection, a non-`nil` optional, a `true`
/// toggle, or any ``Emptable`` value that is not empty.
///
/// ```swift
/// RequiredRule<String>().isValid("")            // false
/// RequiredRule<Bool>(MyError.acceptTerms).isValid(true)   // true
/// ```
///
/// An empty value is ``Verdict/incomplete``: it can still be filled in.
public struct RequiredRule<Value: Emptable>: ValidationRule {
    /// The error reported for an empty value.
    public let error: any Error

    /// A rule that reports `error` (by default ``RuleError/required``) for an empty value.
    public init(error: any Error = RuleError.required) {
        self.error = error
    }

    public func verdict(for value: Value) -> Verdict {
        value.isEmpty ? .incomplete : .valid
    }

    public func validate(_ value: Value) -> Validation {
        Validation(verdict(for: value), error: error)
    }
}

// Only values inside: safe to keep in a `static let` and share between tasks.
extension RequiredRule: Sendable {}
