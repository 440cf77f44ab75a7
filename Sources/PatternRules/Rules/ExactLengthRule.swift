/// Requires exactly `length` elements (`Character`s for a string).
///
/// ```swift
/// ExactLengthRule<String>(4).verdict(for: "123")     // .incomplete
/// ExactLengthRule<String>(4).verdict(for: "12345")   // .invalid
/// ```
public struct ExactLengthRule<Value: Collection>: ValidationRule {
    /// The number of elements required.
    public let length: Int
    /// The error reported for any other length.
    public let error: any Error

    /// A rule that reports `error` (by default ``RuleError/wrongLength(length:)``) for any other length.
    public init(_ length: Int, error: (any Error)? = nil) {
        self.length = length
        self.error = error ?? RuleError.wrongLength(length: length)
    }

    public func verdict(for value: Value) -> Verdict {
        let count = value.count
        if count == length { return .valid }
        return count < length ? .incomplete : .invalid
    }

    public func validate(_ value: Value) -> Validation {
        Validation(verdict(for: value), error: error)
    }
}

// Only values inside: safe to keep in a `static let` and share between tasks.
extension ExactLengthRule: Sendable {}
