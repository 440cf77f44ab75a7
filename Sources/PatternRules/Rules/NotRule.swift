/// Requires that a rule does not hold: a value must not be a reserved name, must not look like an email.
///
/// ```swift
/// let notAdmin = NotRule(OneOfRule(["admin", "root"]), error: MyError.reserved)
/// ```
///
/// A value the inner rule accepts is reported ``Verdict/incomplete``, not invalid: appending characters
/// may make the inner rule fail, and ``Verdict/invalid`` must be sound.
public struct NotRule<Value>: ValidationRule {
    /// The rule that must not hold.
    public let rule: any ValidationRule<Value>
    /// The error reported when it holds.
    public let error: any Error

    /// A rule that holds when `rule` does not.
    public init(_ rule: some ValidationRule<Value>, error: any Error = RuleError.forbidden) {
        self.rule = rule
        self.error = error
    }

    public func validate(_ value: Value) -> Validation {
        rule.validate(value).isValid ? .failure(.incomplete, error) : .valid
    }
}
