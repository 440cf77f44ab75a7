/// Requires that a rule does not hold: a value must not be a reserved name, must not look like an email.
/// What ``ValidationRule/not(error:)`` builds.
///
/// ```swift
/// let notAdmin = NotRule(OneOfRule(["admin", "root"]), error: MyError.reserved)
/// ```
///
/// A value the inner rule accepts is reported ``Verdict/incomplete``, not invalid: appending characters
/// may make the inner rule fail, and ``Verdict/invalid`` must be sound.
public struct NotRule<Wrapped: ValidationRule>: ValidationRule {
    public typealias Value = Wrapped.Value

    /// The rule that must not hold.
    public let rule: Wrapped
    /// The error reported when it holds.
    public let error: any Error

    /// A rule that holds when `rule` does not.
    public init(_ rule: Wrapped, error: any Error = RuleError.forbidden) {
        self.rule = rule
        self.error = error
    }

    public func verdict(for value: Value) -> Verdict {
        rule.isValid(value) ? .incomplete : .valid
    }

    public func validate(_ value: Value) -> Validation {
        Validation(verdict(for: value), error: error)
    }
}

// Sendable when the rule inside is: `RequiredRule<String>().not()` can live in a `static let`.
extension NotRule: Sendable where Wrapped: Sendable {}
