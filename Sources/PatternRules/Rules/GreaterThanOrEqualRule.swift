/// Requires a value greater than or equal to `bound`, for any `Comparable`: numbers, dates, strings.
///
/// ```swift
/// GreaterThanOrEqualRule(21).isValid(age)
/// ```
public struct GreaterThanOrEqualRule<Value: Comparable>: ValidationRule {
    /// The least value accepted.
    public let bound: Value
    /// The error reported for a smaller value.
    public let error: any Error

    /// A rule that reports `error` (by default ``RuleError/notGreaterThanOrEqual(bound:)``) below `bound`.
    public init(_ bound: Value, error: (any Error)? = nil) {
        self.bound = bound
        self.error = error ?? RuleError.notGreaterThanOrEqual(bound: String(describing: bound))
    }

    public func verdict(for value: Value) -> Verdict {
        value >= bound ? .valid : .invalid
    }

    public func validate(_ value: Value) -> Validation {
        Validation(verdict(for: value), error: error)
    }
}

// Only values inside: safe to keep in a `static let` and share between tasks.
extension GreaterThanOrEqualRule: Sendable where Value: Sendable {}
