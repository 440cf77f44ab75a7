/// A rule written as a closure.
///
/// ```swift
/// let even = CustomRule<Int>(error: MyError.odd) { $0.isMultiple(of: 2) }
/// let noSpaces = CustomRule<String>(error: MyError.spaces) { value in
///     value.contains(" ") ? .invalid : .valid
/// }
/// ```
public struct CustomRule<Value>: ValidationRule {
    private let check: (Value) -> Verdict
    /// The error reported when the check fails.
    public let error: any Error

    /// A rule whose closure gives the three-state verdict.
    public init(error: any Error = RuleError.invalid, verdict check: @escaping (Value) -> Verdict) {
        self.check = check
        self.error = error
    }

    /// A rule whose closure says whether the value is valid; a failure is ``Verdict/invalid``.
    public init(error: any Error = RuleError.invalid, _ isValid: @escaping (Value) -> Bool) {
        self.init(error: error, verdict: { isValid($0) ? .valid : .invalid })
    }

    public func verdict(for value: Value) -> Verdict {
        check(value)
    }

    public func validate(_ value: Value) -> Validation {
        Validation(check(value), error: error)
    }
}
