/// A check of one value that answers with a ``Validation``: a three-state verdict and the errors to show.
///
/// Rules are small values; compose them with ``and(_:)``, ``or(_:error:)`` and ``not(error:)``, or keep
/// them in an array and validate them together, which reports every violation in rule order:
///
/// ```swift
/// let rules: [any ValidationRule<String>] = [
///     RequiredRule(),
///     MinLengthRule(8),
///     try RegexRule(#"[^@\s]+@[^@\s]+"#),
/// ]
/// rules.validate("ab").errors.map(\.localizedDescription)
/// // ["Must be at least 8 characters long.", "Does not match the expected format."]
/// ```
///
/// Write your own by conforming a type, or use ``CustomRule`` for a closure.
public protocol ValidationRule<Value> {
    /// The type of value the rule checks.
    associatedtype Value

    /// Checks `value`.
    ///
    /// - Returns: ``Validation/valid`` or the verdict with the rule's error(s).
    func validate(_ value: Value) -> Validation

    /// The three-state verdict for `value`, without collecting errors. Rules on a hot path (per
    /// keystroke, per line of a bulk file) implement it so that it does not allocate.
    func verdict(for value: Value) -> Verdict

    /// Whether `value` satisfies the rule.
    func isValid(_ value: Value) -> Bool
}

extension ValidationRule {
    public func isValid(_ value: Value) -> Bool { verdict(for: value) == .valid }

    public func verdict(for value: Value) -> Verdict { validate(value).verdict }

    /// Throws the rule's first error when `value` does not satisfy it.
    public func check(_ value: Value) throws { try validate(value).check() }
}

extension Sequence {
    /// Validates `value` against every rule: the verdict of all of them, and every error in rule order.
    public func validate<Value>(_ value: Value) -> Validation where Element == any ValidationRule<Value> {
        Validation(combining: lazy.map { $0.validate(value) })
    }

    /// The first error of the first rule `value` violates, `nil` when it satisfies them all.
    public func firstError<Value>(for value: Value) -> (any Error)? where Element == any ValidationRule<Value> {
        for rule in self {
            if let error = rule.validate(value).firstError { return error }
        }
        return nil
    }

    /// Throws the first error of the first rule `value` violates.
    public func check<Value>(_ value: Value) throws where Element == any ValidationRule<Value> {
        if let error = firstError(for: value) { throw error }
    }
}
