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
    public static var phone: FormRule { FormRule(PhoneNumberRule(BuiltinRuleError.phoneNumber)) }

    /// The whole value matches `pattern`.
    public static func matches(_ pattern: Pattern) -> FormRule { FormRule(RegexRule(pattern)) }
}

extension FormRule where Value == Bool {
    /// A toggle that must be on (accepting a privacy policy).
    public static var hasToBeOn: FormRule { FormRule { $0 } }
}

/// A form kept as a plain struct, with its checks and the order of its fields for focus.
public protocol FormModel {
    /// Every check, in the order their messages are shown.
    var validations: [FormValidation<Self>] { get }
    /// The fields in focus order (return goes to the next one).
    var fieldOrder: [PartialKeyPath<Self>] { get }
}

extension FormModel {
    public var fieldOrder: [PartialKeyPath<Self>] { [] }

    /// The messages of the failing checks reported on `field`, in order.
    public func errors(for field: PartialKeyPath<Self>) -> [String] {
        validations.filter { $0.field == field && $0.verdict(for: self) != .valid }.map(\.description)
    }

    /// The messages of every failing check, in order.
    public var errors: [String] {
        validations.filter { $0.verdict(for: self) != .valid }.map(\.description)
    }

    /// Whether every check passes.
    public var isValid: Bool { validations.allSatisfy { $0.verdict(for: self) == .valid } }

    /// The field after `field` in ``fieldOrder``; `nil` after the last one (submit the form).
    public func nextField(after field: PartialKeyPath<Self>) -> PartialKeyPath<Self>? {
        guard let index = fieldOrder.firstIndex(of: field), index + 1 < fieldOrder.count else { return nil }
        return fieldOrder[index + 1]
    }
}
