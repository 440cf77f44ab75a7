// Seed 002 ("Form validation made easy — iOS", ../shared/seeds/002_c85b0fadb964c373.txt): the FieldType
// enum with its lengths and messages unchanged, and FieldValidator's checks with the same names and
// meaning, each now a PatternRules rule instead of an NSPredicate. `check(text:)` is what the seed's
// text field computed on every keystroke, plus the verdict that says whether to show the message yet.

import Foundation
import PatternRules
import Testing

enum FieldType {
    case email
    case password
    case phone
    case normal

    var minLength: Int? {
        switch self {
        case .email, .password: return 8
        case .phone: return 10
        default: return nil
        }
    }

    var maxLength: Int? {
        switch self {
        case .email, .password: return 50
        case .phone: return 10
        default: return nil
        }
    }
    var validationMessage: String? {
        switch self {
        case .email: return "Invalid Email"
        case .password: return "Password must have atleast 1 capital character, 1 number and minimum 8 characters"
        case .phone: return "Phone must be exact 10 digits"
        default: return nil
        }
    }
}

struct FieldValidator {
    let fieldType: FieldType

    init(fieldType: FieldType) {
        self.fieldType = fieldType
    }

    /// The seed's password check (a capital, a small letter and a number) as a policy: no symbol needed,
    /// the lengths come from FieldType.
    static let passwordPolicy: PasswordPolicy = {
        var policy = PasswordPolicy()
        policy.minimumLength = 0
        policy.maximumLength = nil
        policy.minimumSymbols = 0
        return policy
    }()

    /// Every check of the field type, as rules.
    var rules: [any ValidationRule<String>] {
        var rules: [any ValidationRule<String>] = []
        if let minimum = fieldType.minLength { rules.append(MinLengthRule<String>(minimum)) }
        if let maximum = fieldType.maxLength { rules.append(MaxLengthRule<String>(maximum)) }
        if fieldType == .email { rules.append(EmailRule()) }
        if fieldType == .password { rules.append(PasswordRule(Self.passwordPolicy)) }
        return rules
    }

    internal func isMinLength(text: String) -> Bool {
        guard let minCount = fieldType.minLength else { return true }
        return MinLengthRule<String>(minCount).isValid(text)
    }
    internal func isMaxLength(text: String) -> Bool {
        guard let maxCount = fieldType.maxLength else { return true }
        return MaxLengthRule<String>(maxCount).isValid(text)
    }
    internal func isEmailValid(text: String) -> Bool {
        if fieldType == .email { return EmailRule().isValid(text) }
        return true
    }
    internal func isPasswordValid(text: String) -> Bool {
        if fieldType != .password { return true }
        return PasswordRule(Self.passwordPolicy).isValid(text)
    }

    /// What the seed's text field computed per keystroke, `(isFieldValid, message)`, and the verdict:
    /// a message is worth showing only once the text is invalid, not while it is incomplete.
    func check(text: String) -> (isValid: Bool, message: String?, verdict: Verdict) {
        let verdict = rules.validate(text).verdict
        return (verdict == .valid, verdict == .valid ? nil : fieldType.validationMessage, verdict)
    }
}

@Suite struct FieldValidatorSeedTests {
    // The seed's two tests.
    @Test func testEmailValid() {
        let validator = FieldValidator(fieldType: .email)
        let isValid = validator.isEmailValid(text: "suj@gmail.com")
        #expect(isValid)
    }

    @Test func testEmailInValid() {
        let validator = FieldValidator(fieldType: .email)
        let isValid = validator.isEmailValid(text: "s@s")
        #expect(!isValid)
    }

    // The rest of what the seed's fields did, checked.
    @Test func lengthsAndMessagesPerFieldType() {
        let phone = FieldValidator(fieldType: .phone)
        #expect(phone.check(text: "0123456789") == (true, nil, .valid))
        #expect(phone.check(text: "012345").message == "Phone must be exact 10 digits")
        #expect(phone.check(text: "012345").verdict == .incomplete)
        #expect(phone.check(text: "01234567890").verdict == .invalid)
        #expect(FieldValidator(fieldType: .normal).check(text: "") == (true, nil, .valid))
    }

    @Test func passwordNeedsACapitalASmallLetterAndANumber() {
        let password = FieldValidator(fieldType: .password)
        #expect(password.isPasswordValid(text: "Abcdefg1"))
        #expect(!password.isPasswordValid(text: "abcdefg1"))
        #expect(!password.isPasswordValid(text: "ABCDEFG1"))
        #expect(!password.isPasswordValid(text: "Abcdefgh"))
        #expect(password.check(text: "Abcdefg1").isValid)
        #expect(password.check(text: "Abc1").verdict == .incomplete, "too short: typing more helps")
        #expect(password.check(text: String(repeating: "Ab1", count: 17)).verdict == .invalid, "51 characters")
    }

    @Test func emailPerKeystroke() {
        let email = FieldValidator(fieldType: .email)
        #expect(email.check(text: "suj@gm").verdict == .incomplete, "no message while typing")
        #expect(email.check(text: "suj@gmail.com").isValid)
        #expect(email.check(text: "suj@@gmail.com").verdict == .invalid)
    }
}
