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
/// form.messages         // their messages, in the user's language, to show
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

    /// Whether every field's synchronous rules accept its value (``canSubmit`` adds the asynchronous ones).
    public var isValid: Bool { fields.allSatisfy(\.isValid) }

    /// Whether the form can be submitted now: every field valid, and every asynchronous check answered
    /// for the current values with nothing wrong. A Submit button's `disabled` is its negation, or
    /// call ``submit()``, which waits for the checks.
    public var canSubmit: Bool {
        fields.allSatisfy { field in (field as? any AsyncCheckingField)?.isChecked ?? field.isValid }
    }

    /// A submit: marks it tried on every field, so that every message shows (``MessageTiming``), runs
    /// at once each asynchronous check that has not answered for its field's current value (one field
    /// after another, on the caller's actor), waits for them, and answers ``canSubmit``.
    ///
    /// - Returns: Whether the form may be sent: every rule, synchronous and asynchronous, accepts every
    ///   value. A check that failed (the network) answers `false`; its field says so in its
    ///   ``FormField/checkState``.
    public nonisolated(nonsending) func submit() async -> Bool {
        let checking = fields.compactMap { $0 as? any AsyncCheckingField }
        for field in checking { field.markSubmitAttempted() }
        for field in checking where field.isValid && !field.checkState.hasAnswered {
            await field.answerAsyncChecks()
        }
        return canSubmit
    }

    /// Every error of every field, in field order.
    public var errors: [any Error] { fields.flatMap(\.errors) }

    /// The messages of ``errors`` in the user's language (``MessageLocale/current``); an app's own
    /// error keeps its own text (a `LocalizedError`'s `errorDescription`, else its description).
    public var messages: [String] { messages(in: .current) }

    /// The messages of ``errors`` in `locale`; an app's own error keeps its own text.
    ///
    /// - Parameters:
    ///   - locale: The language of the library's messages.
    ///   - overrides: Texts that replace the library's for some codes and locales.
    /// - Returns: The messages, in field order.
    public func messages(in locale: MessageLocale, overrides: MessageOverrides = MessageOverrides()) -> [String] {
        errors.map { $0.failureMessage(in: locale, overrides: overrides) }
    }

    /// Every field back to its initial value.
    public func reset() {
        for field in fields { field.reset() }
    }

    /// Whether nothing changed since the form was created or last reset: a Reset button's `disabled`.
    public var isDisabled: Bool { !fields.contains(where: \.isDirty) }
}
