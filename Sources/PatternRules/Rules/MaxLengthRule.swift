/// Allows at most `maximum` elements (`Character`s for a string).
///
/// ```swift
/// MaxLengthRule<String>(3).verdict(for: "abcd")   // .invalid
/// ```
///
/// Too long is ``Verdict/invalid``: typing more never fixes it.
public struct MaxLengthRule<Value: Collection>: ValidationRule {
    /// The most elements accepted.
    public let maximum: Int
    /// The error reported for a value that is too long.
    public let error: any Error

    /// A rule that reports `error` (by default ``RuleError/tooLong(maximum:)``) above `maximum`.
    public init(_ maximum: Int, error: (any Error)? = nil) {
        self.maximum = maximum
        self.error = error ?? RuleError.tooLong(maximum: maximum)
    }

    public func verdict(for value: Value) -> Verdict {
        value.count <= maximum ? .valid : .invalid
    }

    public func validate(_ value: Value) -> Validation {
        Validation(verdict(for: value), error: error)
    }
}

// Only values inside: safe to keep in a `static let` and share between tasks.
extension MaxLengthRule: Sendable {}
