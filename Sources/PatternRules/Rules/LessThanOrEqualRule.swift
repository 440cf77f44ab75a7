/// Requires a value less than or equal to `bound`, for any `Comparable`: numbers, dates, strings.
///
/// ```swift
/// let adult = LessThanOrEqualRule(Date.now.addingTimeInterval(-18 * 365.25 * 86_400))
/// adult.isValid(birthday)
/// ```
public struct LessThanOrEqualRule<Value: Comparable>: ValidationRule {
    /// The greatest value accepted.
    public let bound: Value
    /// The error reported for a greater value.
    public let error: any Error

    /// A rule that reports `error` (by default ``RuleError/notLessThanOrEqual(bound:)``) above `bound`.
    public init(_ bound: Value, error: (any Error)? = nil) {
        self.bound = bound
        self.error = error ?? RuleError.notLessThanOrEqual(bound: String(describing: bound))
    }

    public func verdict(for value: Value) -> Verdict {
        value <= bound ? .valid : .invalid
    }

    public func validate(_ value: Value) -> Validation {
        Validation(verdict(for: value), error: error)
    }
}

// Only values inside: safe to keep in a `static let` and share between tasks.
extension LessThanOrEqualRule: Sendable where Value: Sendable {}
