/// A form whose stored ``FormField`` properties are found without listing them, in declaration order.
///
/// Conform a class (`@Observable` or not) or a struct; nothing else to write:
///
/// ```swift
/// @Observable
/// final class SignUpForm: ValidatableForm {
///     var nameField = FormField("", rules: [RequiredRule(error: ValidationError.isRequired)])
///     var emailField = FormField("", rules: [EmailRule(error: ValidationError.validEmail)])
/// }
///
/// try form.check()      // throws the first error of the first invalid field
/// form.errors           // every error of every field, in field order
/// form.messages         // their messages, to show
/// form.reset()
/// ```
public protocol ValidatableForm {}

extension ValidatableForm {
    /// The form's fields, in declaration order (found by reflection; `@Observable`'s underscored storage
    /// is seen too).
    public var fields: [any AnyFormField] {
        Mirror(reflecting: self).children.compactMap { $0.value as? any AnyFormField }
    }

    /// Throws the first error of the first invalid field: `check` as rules and policies say it, the
    /// question "is this acceptable, and if not, why" with an error for an answer.
    public func check() throws {
        for field in fields {
            if let error = field.errors.first { throw error }
        }
    }

    /// Whether every field is valid.
    public var isValid: Bool { fields.allSatisfy(\.isValid) }

    /// Every error of every field, in field order.
    public var errors: [any Error] { fields.flatMap(\.errors) }

    /// The messages of ``errors``: a `LocalizedError`'s `errorDescription`, else the error's description.
    public var messages: [String] { errors.map(\.validationMessage) }

    /// Every field back to its initial value.
    public func reset() {
        for field in fields { field.reset() }
    }

    /// Whether nothing changed since the form was created or last reset: a Reset button's `disabled`.
    public var isDisabled: Bool { !fields.contains(where: \.isDirty) }
}
