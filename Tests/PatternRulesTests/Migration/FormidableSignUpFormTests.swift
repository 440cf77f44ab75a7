// Seed 000 ("Form validation in SwiftUI using Formidable", ../shared/seeds/000_1edb6ac0d40e2e64.txt):
// its model code, moved to PatternRules with the edits the form-model issue allows and no others:
// - `import Formidable` becomes `import PatternRules`;
// - `: Formidable` becomes `: ValidatableForm`;
// - the birth field starts 18 years back (`.init(Date.now.remove(years: 18), …)` instead of
//   `.init(.now, …)`): the seed's own `formMustReturnUserWhenItsValid` expects that birthday, and a
//   birth date of today cannot pass its legal-age rule.
// SignUpFormTests, at the end of this file, is unchanged but for its module import (`@testable import
// Example` becomes `@testable import PatternRules`; the seed's types live in this test target).

import Foundation
import Observation
import Testing

@testable import PatternRules

@Observable
final class SignUpForm: ValidatableForm {

    // MARK: - Public Variables

    var nameField: FormField<String>
    var emailField: FormField<String>
    var passwordField: FormField<String>
    var birthField: FormField<Date>
    var languageField: FormField<Language>
    var agreeTermsField: FormField<Bool>

    // MARK: - Initializer

    init() {
        self.nameField = .init("")
        self.emailField = .init("")
        self.passwordField = .init("")
        self.birthField = .init(Date.now.remove(years: 18), transform: { $0.zeroSeconds() })
        self.languageField = .init(.none)
        self.agreeTermsField = .init(false)
        setupRules()
    }

    // MARK: - Public Methods

    func submit() throws -> User {
        // The seed calls `try validate()`; that spelling still compiles, deprecated with a fix-it to
        // `check()` (DeprecatedSpellingTests), so the port uses the current name.
        try check()

        return .init(
            nameField.value,
            email: emailField.value,
            password: passwordField.value,
            birthday: birthField.value,
            language: languageField.value
        )
    }

    // MARK: - Private Methods

    private func setupRules() {
        nameField.rules = [
            RequiredRule(error: ValidationError.isRequired)
        ]

        emailField.rules = [
            EmailRule(error: ValidationError.validEmail),
            RequiredRule(error: ValidationError.isRequired),
        ]

        passwordField.rules = [
            RequiredRule(error: ValidationError.isRequired),
            MinLengthRule(3, error: ValidationError.minLengthPassword),
        ]

        languageField.rules = [
            RequiredRule(error: ValidationError.isRequired)
        ]

        birthField.rules = [
            LessThanOrEqualRule(Date.now.remove(years: 18).zeroSeconds(), error: ValidationError.toBeLegalAge)
        ]

        agreeTermsField.rules = [
            RequiredRule(error: ValidationError.agreeTerms)
        ]
    }

}

enum ValidationError: LocalizedError {
    case isRequired
    case validEmail
    case alreadyExists
    case toBeLegalAge
    case minLengthPassword
    case agreeTerms

    var errorDescription: String? {
        switch self {
        case .isRequired: "This field cannot be left empty."
        case .validEmail: "Please enter a valid email address."
        case .alreadyExists: "This entry already exists."
        case .toBeLegalAge: "You need to be of legal age."
        case .minLengthPassword: "Password must be at least 3 characters long."
        case .agreeTerms: "You must accept the terms."
        }
    }
}

enum Language: String, CaseIterable {
    case none, portuguese, english, spanish
}

extension Language {

    var detail: String {
        rawValue.capitalized
    }

}

extension Language: Emptable {

    var isEmpty: Bool {
        switch self {
        case .none: true
        default: false
        }
    }

}

struct User {

    let name: String
    let email: String
    let password: String
    let birthday: Date
    let language: Language

    init(
        _ name: String,
        email: String,
        password: String,
        birthday: Date,
        language: Language
    ) {
        self.name = name
        self.email = email
        self.password = password
        self.birthday = birthday
        self.language = language
    }

}

extension Date {

    func remove(years: Int, calendar: Calendar = .current) -> Date {
        calendar.date(byAdding: .year, value: -years, to: self)!
    }

    func zeroSeconds(_ calendar: Calendar = .current) -> Date {
        let dateComponents = calendar.dateComponents(
            [.year, .month, .day, .hour, .minute],
            from: self
        )
        return calendar.date(from: dateComponents)!
    }

}

struct SignUpFormTests {

    @Test func nameFieldMustBeRequired() async throws {
        let form = SignUpForm()

        form.nameField.value = ""

        #expect(form.nameField.isValid == false)

        form.nameField.value = "Orlando"

        #expect(form.nameField.isValid)
    }

    @Test func emailFieldMustContainAValidEmail() async throws {
        let form = SignUpForm()

        form.emailField.value = "invalid_email"

        #expect(form.emailField.isValid == false)

        form.emailField.value = "orlando@gmail.com"

        #expect(form.emailField.isValid)
    }

    @Test func passwordFieldMustBeRequired() async throws {
        let form = SignUpForm()

        form.passwordField.value = ""

        let requiredDescription = ValidationError.isRequired.errorDescription

        #expect(form.passwordField.errors.contains(where: { $0.localizedDescription == requiredDescription }))
        #expect(form.passwordField.isValid == false)

        form.passwordField.value = "123"

        #expect(form.passwordField.isValid)
    }

    @Test func passwordFieldMustContainAtLeastTreeCharacters() async throws {
        let form = SignUpForm()

        form.passwordField.value = "12"

        let minLengthPasswordDescription = ValidationError.minLengthPassword.errorDescription

        #expect(form.passwordField.errors.contains(where: { $0.localizedDescription == minLengthPasswordDescription }))
        #expect(form.passwordField.isValid == false)

        form.passwordField.value = "123"

        #expect(form.passwordField.isValid)
        #expect(form.passwordField.errors.count == 0)
    }

    @Test func languageFieldMustBeRequired() async throws {
        let form = SignUpForm()

        form.languageField.value = .none

        #expect(form.languageField.isValid == false)

        form.languageField.value = .english

        #expect(form.languageField.isValid)
    }

    @Test func birthFieldShouldNotBeLessThan18Years() async throws {
        let form = SignUpForm()

        form.birthField.value = Date.now.remove(years: 17)

        #expect(form.birthField.isValid == false)

        form.birthField.value = Date.now.remove(years: 18)

        #expect(form.birthField.isValid)
    }

    @Test func agreeTermsFieldMustBeRequired() async throws {
        let form = SignUpForm()

        form.agreeTermsField.value = false

        #expect(form.agreeTermsField.isValid == false)

        form.agreeTermsField.value = true

        #expect(form.agreeTermsField.isValid)
    }

    @Test func formShouldThrowAnErrorWhenAnyFieldIsInvalid() throws {
        let form = SignUpForm()

        #expect(throws: ValidationError.isRequired) {
            try form.submit()
        }
    }

    @Test func formMustReturnUserWhenItsValid() throws {
        let form = SignUpForm()
        form.nameField.value = "Adriano"
        form.emailField.value = "adriano@gmail.com"
        form.passwordField.value = "123"
        form.languageField.value = .portuguese
        form.agreeTermsField.value = true

        let user = try form.submit()

        #expect(user.name == "Adriano")
        #expect(user.email == "adriano@gmail.com")
        #expect(user.password == "123")
        #expect(user.birthday == Date.now.remove(years: 18).zeroSeconds())
        #expect(user.language == .portuguese)
    }

}
