/// The seed articles' error-first call shapes (`RequiredRule(ValidationError.isRequired)`), so that their
/// code moves to PatternRules unchanged (docs/MIGRATING.md). Each compiles with a deprecation warning
/// whose fix-it adds the `error:` label every rule takes.

extension RequiredRule {
    /// The seed libraries' call shape: `RequiredRule(ValidationError.isRequired)`.
    @available(*, deprecated, renamed: "init(error:)")
    public init(_ error: any Error) {
        self.init(error: error)
    }
}

extension EmailRule {
    /// The seed libraries' call shape: `EmailRule(ValidationError.validEmail)`.
    @available(*, deprecated, renamed: "init(error:)")
    public init(_ error: any Error) {
        self.init(.practical, error: error)
    }
}

extension PhoneNumberRule {
    /// The seed libraries' call shape: `PhoneNumberRule(ValidationError.phone)`.
    @available(*, deprecated, renamed: "init(error:)")
    public init(_ error: any Error) {
        self.init(error: error)
    }
}

extension CallingCodeRule {
    /// The seed libraries' call shape: `CallingCodeRule(ValidationError.countryCode)`.
    @available(*, deprecated, renamed: "init(error:)")
    public init(_ error: any Error) {
        self.init(error: error)
    }
}

extension PasswordRule {
    /// The seed libraries' call shape: `PasswordRule(ValidationError.weakPassword)`.
    @available(*, deprecated, renamed: "init(error:)")
    public init(_ error: any Error) {
        self.init(.default, error: error)
    }
}

extension ValidatableForm {
    /// Throws the first error of the first invalid field: Formidable's spelling of ``check()``.
    @available(*, deprecated, renamed: "check()")
    public func validate() throws {
        try check()
    }
}
