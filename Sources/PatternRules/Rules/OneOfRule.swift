/// Requires one of a fixed set of values.
///
/// ```swift
/// OneOfRule(["S", "M", "L", "XL"]).verdict(for: "X")   // .incomplete: "XL" starts with it
/// ```
///
/// For strings, a value that begins some allowed value is ``Verdict/incomplete``.
public struct OneOfRule<Value: Hashable>: ValidationRule {
    /// The values accepted, in the order given (for messages).
    public let allowed: [Value]
    private let allowedSet: Set<Value>
    /// The error reported for any other value.
    public let error: any Error

    /// A rule that reports `error` (by default ``RuleError/notOneOf(allowed:)``) for a value not in
    /// `allowed`.
    public init(_ allowed: [Value], error: (any Error)? = nil) {
        self.allowed = allowed
        self.allowedSet = Set(allowed)
        self.error = error ?? RuleError.notOneOf(allowed: allowed.map { String(describing: $0) })
    }

    public func verdict(for value: Value) -> Verdict {
        if allowedSet.contains(value) { return .valid }
        if let typed = value as? String, allowed.contains(where: { ($0 as? String)?.hasPrefix(typed) == true }) {
            return .incomplete
        }
        return .invalid
    }

    public func validate(_ value: Value) -> Validation {
        Validation(verdict(for: value), error: error)
    }
}

// Only values inside: safe to keep in a `static let` and share between tasks.
extension OneOfRule: Sendable where Value: Sendable {}
