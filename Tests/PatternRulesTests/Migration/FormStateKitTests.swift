// Seed 003 (the FormStateKit README, ../shared/seeds/003_7c43a665267cfd82.txt): the form as a plain
// struct, its validations array as the README writes it (`FormValidation(for:description:rule:)` and the
// trailing-closure form), `.hasToBeOn` for the privacy toggle, plus the cross-field password-again
// check the README describes, and the field order for focus.

import PatternRules
import Testing

struct SignupForm: FormModel {
    var name = String()
    var email = String()
    var password = String()
    var passwordAgain = String()
    var acceptedPrivacyPolicy = false

    var validations: [FormValidation<SignupForm>] {
        [
            FormValidation(for: \.name, description: "Name must be filled in.", rule: .required),
            FormValidation(for: \.email, description: "Email must be filled in.", rule: .required),
            FormValidation(for: \.email, description: "Email is not in in valid format.", rule: .email),
            FormValidation(for: \.password, description: "Password is required.", rule: .required),
            FormValidation(for: \.password, description: "Password must be longer than 6 characters") { $0.count > 6 },
            FormValidation(
                for: \.passwordAgain, description: "Passwords do not match.",
                form: { $0.password == $0.passwordAgain }),
            FormValidation(
                for: \.acceptedPrivacyPolicy, description: "You need to accept privacy policy.", rule: .hasToBeOn),
        ]
    }

    var fieldOrder: [PartialKeyPath<Self>] { [\.name, \.email, \.password, \.passwordAgain] }
}

@Suite struct FormStateKitSeedTests {
    @Test func anEmptyFormReportsEveryMessageInOrder() {
        let form = SignupForm()
        #expect(!form.isValid)
        #expect(
            form.messages == [
                "Name must be filled in.", "Email must be filled in.", "Email is not in in valid format.",
                "Password is required.", "Password must be longer than 6 characters",
                "You need to accept privacy policy.",
            ])
        #expect(form.messages(for: \.email) == ["Email must be filled in.", "Email is not in in valid format."])
        // The errors are the same messages as ValidationMessage errors: one type with ValidatableForm's.
        let errors: [any Error] = form.errors
        #expect(errors.compactMap { ($0 as? ValidationMessage)?.message } == form.messages)
        #expect(form.errors(for: \.email).map(\.localizedDescription) == form.messages(for: \.email))
    }

    @Test func aFilledFormIsValid() {
        var form = SignupForm()
        form.name = "Matěj"
        form.email = "matej@futured.app"
        form.password = "correct horse"
        form.passwordAgain = "correct horse"
        form.acceptedPrivacyPolicy = true
        #expect(form.isValid)
        #expect(form.errors.isEmpty)
    }

    @Test func crossFieldPasswordAgain() {
        var form = SignupForm()
        form.password = "correct horse"
        form.passwordAgain = "correct hose"
        #expect(form.messages(for: \.passwordAgain) == ["Passwords do not match."])
        form.passwordAgain = "correct horse"
        #expect(form.messages(for: \.passwordAgain).isEmpty)
    }

    @Test func privacyToggleHasToBeOn() {
        var form = SignupForm()
        #expect(form.messages(for: \.acceptedPrivacyPolicy) == ["You need to accept privacy policy."])
        form.acceptedPrivacyPolicy = true
        #expect(form.messages(for: \.acceptedPrivacyPolicy).isEmpty)
    }

    @Test func focusMovesAlongTheFieldOrder() {
        let form = SignupForm()
        #expect(form.nextField(after: \.name) == \SignupForm.email)
        #expect(form.nextField(after: \.password) == \SignupForm.passwordAgain)
        #expect(form.nextField(after: \.passwordAgain) == nil, "the last field submits")
        #expect(form.nextField(after: \.acceptedPrivacyPolicy) == nil, "not in the order")
    }
}
