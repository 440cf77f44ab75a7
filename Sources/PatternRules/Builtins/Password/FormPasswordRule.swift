/// A ``PasswordRule`` that reads the user's other inputs (name, email) from a form at each validation,
/// so that the password may not contain them.
///
/// ``PasswordRule`` is `Sendable`, so its own `userInputs` closure must be too, and a closure that reads
/// a ``FormField`` (a main-thread class) is not. This rule keeps the closure as it is and is not
/// `Sendable`: it belongs to the form, as its fields do.
///
/// ```swift
/// let name = FormField("")
/// let email = FormField("")
/// let password = FormField("", rules: [PasswordRule().readingUserInputs { [name.value, email.value] }])
/// name.value = "adriano"
/// password.value = "Adriano2024!"
/// password.isValid                    // false: the password contains the name
/// ```
public struct FormPasswordRule: ValidationRule {
    /// The rule, without the user's inputs.
    public let rule: PasswordRule
    /// Read at each validation.
    private let userInputs: () -> [String]

    init(_ rule: PasswordRule, userInputs: @escaping () -> [String]) {
        self.rule = rule
        self.userInputs = userInputs
    }

    /// The checklist, score and feedback for `value`, given the inputs read now.
    public func report(for value: String) -> PasswordReport {
        rule.report(for: value, userInputs: userInputs())
    }

    public func verdict(for value: String) -> Verdict {
        report(for: value).verdict
    }

    public func validate(_ value: String) -> Validation {
        rule.validation(of: report(for: value))
    }
}

extension PasswordRule {
    /// This rule, reading the user's inputs at each validation from state that need not be `Sendable`,
    /// such as a form's fields (see ``FormPasswordRule``).
    public func readingUserInputs(_ inputs: @escaping () -> [String]) -> FormPasswordRule {
        FormPasswordRule(self, userInputs: inputs)
    }

    /// The checklist, score and feedback for `value`, with `userInputs` given for this call (in addition
    /// to those the rule reads itself).
    public func report(for value: String, userInputs: [String]) -> PasswordReport {
        policy.report(for: value, userInputs: self.userInputs() + userInputs)
    }
}
