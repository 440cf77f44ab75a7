/// Requires at least `minimum` elements: `Character`s for a string (what a person counts, so `"é"` is one
/// whatever its encoding), elements for other collections.
///
/// ```swift
/// MinLengthRule<String>(3).verdict(for: "ab")   // .incomplete
/// ```
///
/// Too short is ``Verdict/incomplete``: typing more fixes it.
public struct MinLengthRule<Value: Collection>: ValidationRule {
    /// The least number of elements accepted.
    public let minimum: Int
    /// The error reported for a value that is too short.
    public let error: any Error

    /// A rule that reports `error` (by default ``RuleError/tooShort(minimum:)``) below `minimum`.
    public init(_ minimum: Int, error: (any Error)? = nil) {
        self.minimum = minimum
        self.error = error ?? RuleError.tooShort(minimum: minimum)
    }

    public func verdict(for value: Value) -> Verdict {
        value.count >= minimum ? .valid : .incomplete
    }

    public func validate(_ value: Value) -> Validation {
        Validation(verdict(for: value), error: error)
    }
}

// Only values inside: safe to keep in a `static let` and share between tasks.
extension MinLengthRule: Sendable {}
