// Seed 001 (the "Field Validation and MVVM in SwiftUI" video, ../shared/seeds/001_a42829c581496841.txt):
// the sign-up view model. Where the video searched an online regex library, copied a pattern and
// doubled its backslashes by hand, the patterns come from the catalogue by id (`patterns search
// password`, `patterns show …`, or `patterns swift …` for a literal); the rest is the video's logic:
// passwords match, at least 21 years old this year, one prompt per field that is empty when the field
// is valid, and isSignUpComplete.

import Foundation
import Observation
import PatternRules
import Testing

@Observable
final class SignUpViewModel {
    var email = ""
    var password = ""
    var confirmPassword = ""
    var birthYear: Int

    let currentYear: Int

    /// "passwords must be between 8 and 15 characters and include an uppercase, a lowercase and a
    /// numeric digit", and an email pattern, both from the catalogue.
    @ObservationIgnored private let passwordRule: any ValidationRule<String>
    @ObservationIgnored private let emailRule: any ValidationRule<String>

    init(currentYear: Int = Calendar.current.component(.year, from: .now)) throws {
        let catalogue = try PatternCatalogue.shipped()
        passwordRule = try catalogue.entry(id: "password.upper-lower-digit-8-15")!.rule()
        emailRule = try catalogue.entry(id: "email.practical")!.rule()
        self.currentYear = currentYear
        self.birthYear = currentYear
    }

    // MARK: - Validation functions

    func passwordsMatch() -> Bool { password == confirmPassword }
    func isPasswordValid() -> Bool { passwordRule.isValid(password) }
    func isEmailValid() -> Bool { emailRule.isValid(email) }
    func isAgeValid() -> Bool { currentYear - birthYear >= 21 }

    var isSignUpComplete: Bool {
        passwordsMatch() && isPasswordValid() && isEmailValid() && isAgeValid()
    }

    // MARK: - Validation prompt strings

    var confirmPasswordPrompt: String { passwordsMatch() ? "" : "Password fields do not match" }
    var emailPrompt: String { isEmailValid() ? "" : "Enter a valid email address" }
    var passwordPrompt: String {
        isPasswordValid()
            ? "" : "Must be between 8 and 15 characters containing at least one number and one capital letter"
    }
    var agePrompt: String { isAgeValid() ? "" : "Must be 21 years old" }

    /// What the video could not say: whether the email typed so far can still become valid, so the
    /// prompt can wait instead of scolding at the first keystroke.
    var emailVerdict: Verdict { emailRule.verdict(for: email) }

    func signUp() {
        // Store the user, then start over.
        email = ""
        password = ""
        confirmPassword = ""
        birthYear = currentYear
    }
}

@Suite struct VideoSignUpViewModelTests {
    @Test func anEmptyFormShowsEveryPromptAndCannotSignUp() throws {
        let model = try SignUpViewModel(currentYear: 2026)
        #expect(!model.isSignUpComplete)
        #expect(model.emailPrompt == "Enter a valid email address")
        #expect(model.passwordPrompt.hasPrefix("Must be between 8 and 15 characters"))
        #expect(model.confirmPasswordPrompt == "", "two empty fields match")
        #expect(model.agePrompt == "Must be 21 years old")
    }

    @Test func promptsDisappearAsTheCriteriaAreMet() throws {
        let model = try SignUpViewModel(currentYear: 2026)
        model.email = "stewart@example.com"
        model.password = "Secur3Pass"
        model.confirmPassword = "Secur3Pass"
        model.birthYear = 2005
        #expect(
            [model.emailPrompt, model.passwordPrompt, model.confirmPasswordPrompt, model.agePrompt] == ["", "", "", ""])
        #expect(model.isSignUpComplete)
    }

    @Test func eachCheckAlone() throws {
        let model = try SignUpViewModel(currentYear: 2026)
        model.birthYear = 2006
        #expect(!model.isAgeValid(), "turning 20 this year")
        model.birthYear = 2005
        #expect(model.isAgeValid(), "turning 21 this year")
        model.password = "secur3pass"
        #expect(!model.isPasswordValid(), "no capital letter")
        model.password = "Secur3PassWord123"
        #expect(!model.isPasswordValid(), "17 characters")
        model.password = "Secur3Pass"
        model.confirmPassword = "Secur3Pas"
        #expect(model.confirmPasswordPrompt == "Password fields do not match")
    }

    @Test func emailFeedbackCanWaitWhileTyping() throws {
        let model = try SignUpViewModel(currentYear: 2026)
        model.email = "stewart@exam"
        #expect(model.emailVerdict == .incomplete)
        model.email = "stewart@@"
        #expect(model.emailVerdict == .invalid)
    }

    @Test func signUpClearsTheFields() throws {
        let model = try SignUpViewModel(currentYear: 2026)
        model.email = "stewart@example.com"
        model.birthYear = 1990
        model.signUp()
        #expect(model.email.isEmpty && model.birthYear == 2026)
    }
}
