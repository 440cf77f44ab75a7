/// Requires a value within a closed range, for any `Comparable`.
///
/// ```swift
/// RangeRule(1...12).isValid(month)
/// ```
public struct RangeRule<Value: Comparable>: ValidationRule {
    /// The values accepted.
    public let range: ClosedRange<Value>
    /// The error reported outside the range.
    public let error: any Error

    /// A rule that reports `error` (by default ``RuleError/outOfRange(range:)``) outside `range`.
    public init(_ range: ClosedRange<Value>, error: (any Error)? = nil) {
        self.range = range
        self.error = error ?? RuleError.outOfRange(range: "\(range.lowerBound)...\(range.upperBound)")
    }

    public func verdict(for value: Value) -> Verdict {
        range.contains(value) ? .valid : .invalid
    }

    public func validate(_ value: Value) -> Validation {
        Validation(verdict(for: value), error: error)
    }
}

// Only values inside: safe to keep in a `static let` and share between tasks.
extension RangeRule: Sendable where Value: Sendable {}
