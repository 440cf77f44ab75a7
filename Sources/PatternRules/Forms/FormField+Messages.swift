extension FormField {
    /// Tells the field the user entered it (`true`) or left it (`false`); leaving after an edit marks it
    /// touched, which ``MessageTiming/afterLeaving`` waits for. SwiftUI's focus state, a UIKit
    /// delegate's begin and end editing, call it.
    public func focusChanged(to focused: Bool) {
        if !focused, isEditing, assignedSinceReset { isTouched = true }
        if isEditing != focused { isEditing = focused }
    }

    /// Marks a submit tried: every message shows whatever the timing (``ValidatableForm/submit()``
    /// calls it on every field).
    public func markSubmitAttempted() {
        if !submitAttempted { submitAttempted = true }
    }

    /// The errors to show now, by ``messageTiming``: none before the timing says so; then every error,
    /// except that while the user is in the field a rule that says the value could still become valid
    /// (``Verdict/incomplete``) is not one. The asynchronous rules' errors follow, once they answered.
    public var shownErrors: [any Error] {
        let due =
            switch messageTiming {
            case .onChange: assignedSinceReset || isTouched || submitAttempted
            case .afterLeaving: isTouched || submitAttempted
            case .onSubmit: submitAttempted
            }
        guard due else { return [] }
        var shown: [any Error] = []
        for validation in ruleValidations() {
            if validation.verdict == .invalid || (validation.verdict == .incomplete && !isEditing) {
                shown += validation.errors
            }
        }
        if case .done(let rejections) = checkState { shown += rejections }
        return shown
    }

    /// The messages of ``shownErrors`` in the user's language (``MessageLocale/current``).
    public var shownMessages: [String] { shownMessages(in: .current) }

    /// The messages of ``shownErrors`` in `locale`; an app's own error keeps its own text.
    public func shownMessages(in locale: MessageLocale, overrides: MessageOverrides = MessageOverrides()) -> [String] {
        shownErrors.map { $0.failureMessage(in: locale, overrides: overrides) }
    }
}
