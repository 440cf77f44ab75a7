/// One check of a form kept as a plain struct, keyed by the field it is reported on (FormStateKit's
/// style): a rule on the field's value, a closure on it, or a closure on the whole form (cross-field).
///
/// ```swift
/// struct SignupForm: FormModel {
///     var email = ""
///     var password = ""
///     var passwordAgain = ""
///     var validations: [FormValidation<SignupForm>] {
///         [
///             FormValidation(for: \.email, description: "Email is not valid.", rule: .email),
///             FormValidation(for: \.password, description: "At least 7 characters.") { $0.count > 6 },
///             FormValidation(for: \.passwordAgain, description: "Passwords differ.", form: { $0.password == $0.passwordAgain }),
///         ]
///     }
/// }
/// ```
public struct FormValidation<Form> {
    /// The field the check is reported on.
    public let field: PartialKeyPath<Form>
    /// The message shown when the check fails.
    public let description: String
    private let check: (Form) -> Verdict

    /// The field's value must satisfy `rule`.
    public init<Value>(for field: KeyPath<Form, Value>, description: String, rule: FormRule<Value>) {
        self.field = field
        self.description = description
        self.check = { form in rule.verdict(form[keyPath: field]) }
    }

    /// The field's value must make `isValid` true.
    public init<Value>(for field: KeyPath<Form, Value>, description: String, _ isValid: @escaping (Value) -> Bool) {
        self.init(for: field, description: description, rule: FormRule(isValid))
    }

    /// The whole form must make `isValid` true, reported on `field`: a cross-field check such as
    /// password and password again.
    public init<Value>(for field: KeyPath<Form, Value>, description: String, form isValid: @escaping (Form) -> Bool) {
        self.field = field
        self.description = description
        self.check = { form in isValid(form) ? .valid : .invalid }
    }

    /// The verdict of this check on `form`.
    public func verdict(for form: Form) -> Verdict { check(form) }
}
