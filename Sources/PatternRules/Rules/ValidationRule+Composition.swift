extension ValidationRule {
    /// A rule that requires this rule and `other`, reporting the violations of both.
    ///
    /// ```swift
    /// let name = RequiredRule<String>().and(MaxLengthRule(40))
    /// ```
    public func and<Other: ValidationRule>(_ other: Other) -> AndRule<Self, Other> where Other.Value == Value {
        AndRule(self, other)
    }

    /// A rule that requires this rule or `other`, reporting `error` when neither holds.
    public func or<Other: ValidationRule>(
        _ other: Other, error: any Error = RuleError.noAlternativeHolds
    ) -> OrRule<Self, Other> where Other.Value == Value {
        OrRule(self, other, error: error)
    }

    /// A rule that requires this rule not to hold, reporting `error` when it does.
    public func not(error: any Error = RuleError.forbidden) -> NotRule<Self> {
        NotRule(self, error: error)
    }
}
