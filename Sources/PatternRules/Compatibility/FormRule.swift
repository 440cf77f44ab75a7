/// A rule for ``FormValidation``: `.required`, `.email`, `.hasToBeOn`, `.phone(region:)`, `.matches(_:)`,
/// any ``ValidationRule``, or a closure.
public struct FormRule<Value> {
    let verdict: (Value) -> Verdict

    /// The value must make `isValid` true.
    public init(_ isValid: @escaping (Value) -> Bool) {
        self.verdict = { isValid($0) ? .valid : .invalid }
    }

    /// The value must satisfy `rule` (three verdicts kept).
    public init(_ rule: some ValidationRule<Value>) {
        self.verdict = { rule.verdict(for: $0) }
    }

    /// Both rules.
    public func and(_ other: FormRule<Value>) -> FormRule<Value> {
        FormRule(verdict: { [verdict] value in Verdict.all([verdict(value), other.verdict(value)]) })
    }

    /// Either rule.
    public func or(_ other: FormRule<Value>) -> FormRule<Value> {
        FormRule(verdict: { [verdict] value in Verdict.any([verdict(value), other.verdict(value)]) })
    }

    private init(verdict: @escaping (Value) -> Verdict) { self.verdict = verdict }
}

extension FormRule where Value: Emptable {
    /// Not empty (text, collections, optionals, any ``Emptable``).
    public static var required: FormRule { FormRule(RequiredRule<Value>()) }
}

extension FormRule where Value == String {
    /// A valid email address (``EmailRule``, practical level).
    public static var email: FormRule { FormRule(EmailRule()) }

    /// A valid phone number written internationally, any region (``PhoneNumberRule``).
    public static var phone: FormRule { FormRule(PhoneNumberRule(error: BuiltinRuleError.phoneNumber)) }

    /// The whole value matches `pattern`.
    public static func matches(_ pattern: Pattern) -> FormRule { FormRule(RegexRule(pattern)) }
}

extension FormRule where Value == Bool {
    /// A toggle that must be on (accepting a privacy policy).
    public static var hasToBeOn: FormRule { FormRule { $0 } }
}
