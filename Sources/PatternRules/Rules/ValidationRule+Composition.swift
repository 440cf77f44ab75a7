extension ValidationRule {
    /// A rule that requires this rule and `other`, reporting the violations of both.
    ///
    /// ```swift
    /// let name = RequiredRule<String>().and(MaxLengthRule(40))
    /// ```
    public func and(_ other: some ValidationRule<Value>) -> AllOfRule<Value> {
        AllOfRule([self, other])
    }

    /// A rule that requires this rule or `other`, reporting `error` when neither holds.
    public func or(
        _ other: some ValidationRule<Value>, error: any Error = RuleError.noAlternativeHolds
    ) -> AnyOfRule<Value> {
        AnyOfRule([self, other], error: error)
    }

    /// A rule that requires this rule not to hold, reporting `error` when it does.
    public func not(error: any Error = RuleError.forbidden) -> NotRule<Value> {
        NotRule(self, error: error)
    }
}
