import Foundation
import PatternRulesTestSupport
import Testing

@testable import PatternRules

@Suite struct PasswordPolicyTests {
    struct StrongPasswordCases: Decodable {
        let valid: [String]
        let invalid: [String]
    }

    /// validator.js isStrongPassword with its defaults: 100% agreement on valid versus not valid.
    @Test func validatorJSStrongPasswordAgreesEverywhere() throws {
        let cases = try Fixtures.decode(StrongPasswordCases.self, from: "password/validatorjs-strongpassword.json")
        let rule = PasswordRule()
        #expect(cases.valid.count == 7 && cases.invalid.count == 7)
        for password in cases.valid { #expect(rule.isValid(password), "\(password)") }
        for password in cases.invalid { #expect(!rule.isValid(password), "\(password)") }
    }

    @Test func checklistListsEveryRequirementInOrder() {
        let report = PasswordPolicy.default.report(for: "Ab1!")
        #expect(
            report.checklist.map(\.requirement.description) == [
                "At least 8 characters", "At most 64 characters", "At least 1 lowercase letter",
                "At least 1 uppercase letter", "At least 1 digit", "At least 1 symbol",
            ])
        #expect(report.checklist.map(\.isMet) == [false, true, true, true, true, true])
        #expect(report.unmet == [.minimumLength(8)])
        #expect(PasswordRule().validate("Ab1!").messages == ["At least 8 characters"])
        #expect(PasswordRule().validate("ab").messages.count == 4)
    }

    @Test func incompleteWhileTypingMoreCanHelpInvalidWhenNothingCan() {
        var policy = PasswordPolicy()
        #expect(policy.report(for: "").verdict == .incomplete)
        #expect(policy.report(for: "password").verdict == .incomplete, "capitals, digits and symbols can follow")
        #expect(policy.report(for: String(repeating: "aB1!", count: 17)).verdict == .invalid, "68 characters")
        policy.maximumLength = 8
        #expect(policy.report(for: "abcdef").verdict == .invalid, "three classes missing, two characters left")
        #expect(policy.report(for: "abcde").verdict == .incomplete, "three classes missing, three characters left")
        policy.forbidsWhitespace = true
        #expect(policy.report(for: "a b").verdict == .invalid)
        policy.maximumRun = 2
        #expect(policy.report(for: "aaa").verdict == .invalid)
        #expect(policy.report(for: "aab").verdict == .incomplete)
    }

    @Test func userInputsAreForbiddenAndGuessable() {
        let report = PasswordPolicy.default.report(for: "Adriano#2024", userInputs: ["adriano", "adriano.lima"])
        #expect(report.verdict == .invalid)
        #expect(report.unmet == [.excludesUserInputs])
        let without = PasswordPolicy.default.report(for: "Adriano#2024")
        #expect(report.log10Guesses < without.log10Guesses)
    }

    /// Case by Unicode general category, not Swift's `isLowercase`: mathematical capitals (Lu) and
    /// titlecase digraphs (Lt) are uppercase; the space U+0020 is a symbol, as validator.js counts it, and
    /// other spaces are not.
    @Test func caseByGeneralCategoryAndSpaceAsASymbol() {
        #expect(PasswordPolicy.default.report(for: "𝐀bcdefg1!").unmet == [])
        #expect(PasswordPolicy.default.report(for: "ǅbcdefg1!").unmet == [])
        #expect(PasswordPolicy.default.report(for: "𝐚bcdefg1!").unmet == [.uppercaseLetters(1)])
        #expect(PasswordPolicy.default.report(for: "Abcdefg1 ").unmet == [])
        #expect(
            PasswordPolicy.default.report(for: "Abcdéfg1\u{3000}").unmet == [.symbols(1)],
            "an ideographic space is whitespace, not a symbol")
        var noSpaces = PasswordPolicy()
        noSpaces.forbidsWhitespace = true
        #expect(noSpaces.report(for: "Abcdefg1 ").unmet == [.noWhitespace])
    }

    @Test func unicodeCountsInEveryClass() {
        let report = PasswordPolicy.default.report(for: "Пароль9€x")
        #expect(report.verdict == .valid, "Cyrillic capitals and lowercase letters, the euro sign as a symbol")
    }

    /// zxcvbn's scale: guesses below 10^3 score 0, below 10^6 1, below 10^8 2, below 10^10 3, else 4. The
    /// expected scores are zxcvbn 4.5.0's (`abcabcabc` is 40 guesses there: a repeated sequence).
    @Test(arguments: [
        ("password", 0), ("P@ssw0rd", 0), ("qwerty123", 0), ("iloveyou", 0), ("drowssap", 0), ("aaaaaaaa", 0),
        ("zxcvbnm", 0), ("abcabcabc", 0), ("andreandreandre", 0), ("12/05/1990", 1), ("Summer2019!", 2),
        ("correcthorsebatterystaple", 4), ("xK#9mQ!2vLp7", 4),
    ])
    func scores(password: String, expected: Int) {
        #expect(PasswordPolicy.default.report(for: password).score == expected, "\(password)")
    }

    /// Each of the 1,000 most common passwords scores 0: the shipped lists are loaded and ranked.
    @Test func theThousandMostCommonPasswordsScoreZero() throws {
        let lists = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
                "Sources/PatternRules/Resources/zxcvbn/frequency_lists.txt")
        let line = try #require(try String(contentsOf: lists, encoding: .utf8).split(separator: "\n").first)
        #expect(line.hasPrefix("passwords\t"))
        let passwords = line.dropFirst("passwords\t".count).split(separator: ",").prefix(1_000)
        #expect(passwords.count == 1_000)
        let scored = passwords.filter { PasswordPolicy.default.report(for: String($0)).score > 0 }
        #expect(scored.isEmpty, "\(scored.prefix(10))")
    }

    @Test func feedbackNamesTheWeakestPart() {
        let repeated = PasswordStrength("andreandreandre").feedback
        #expect(repeated.warning == "Repeated text (abcabcabc) is barely harder to guess than one copy.")
        #expect(repeated.suggestionCodes.first == .strengthAddWords)
        #expect(PasswordStrength("password").feedback.warning == "This is one of the 10 most common passwords.")
        #expect(PasswordStrength("rtyuiop[").feedback.warning == "A straight row of keys is easy to guess.")
        #expect(PasswordStrength("Passw0rd").feedback.suggestions.contains("A capital first letter adds little."))
        let strong = PasswordStrength("correcthorsebatterystaple")
        #expect(strong.score == 4 && strong.feedback.warning == nil && strong.feedback.suggestions.isEmpty)
    }

    /// One request must not take a server down: the estimate reads a bounded prefix, so a long password
    /// costs its length once, not its square (100,000 characters once needed 80 GB).
    @Test func aVeryLongPasswordIsAnsweredAndInvalid() {
        let password = String(repeating: "aB1!", count: 250_000)
        let report = PasswordPolicy().report(for: password, userInputs: ["adriano"])
        #expect(report.verdict == .invalid)
        #expect(report.unmet == [.maximumLength(64)])
        let prefix = String(password.unicodeScalars.prefix(PasswordStrength.maximumScoredLength))
        #expect(report.log10Guesses == PasswordStrength(prefix, userInputs: ["adriano"]).log10Guesses)
    }

    /// A Character can hold any number of scalars: the maximum bounds the UTF-8 length too, so a server
    /// that relies on it to bound what it hashes is protected.
    @Test(arguments: [
        "Aa1!abcd" + String(repeating: "\u{0301}", count: 1_000_000),
        "Aa1!abcd" + String(repeating: "\u{200D}\u{1F600}", count: 100_000),
    ])
    func aPasswordOfFewCharactersButManyScalarsIsTooLong(password: String) {
        #expect(password.count < 64)
        let report = PasswordPolicy().report(for: password)
        #expect(report.verdict == .invalid)
        #expect(report.unmet == [.maximumBytes(256)], "the limit passed is the bytes, and the item says so")
        #expect(report.unmet.first?.description == "At most 256 bytes of text (UTF-8)")
        #expect(PasswordPolicy().report(for: "Aa1!abcd\u{0301}").verdict == .valid, "a few marks are fine")
    }

    /// validator.js counts U+0020 as a symbol, not other spaces.
    @Test func onlyTheASCIISpaceCountsAsASymbol() {
        #expect(PasswordPolicy().report(for: "Aa1 abcd").verdict == .valid)
        #expect(PasswordPolicy().report(for: "Aa1\u{00A0}abcé").unmet == [.symbols(1)])
    }
}

/// A password field that must not contain the form's other fields: the closure reads `FormField`s,
/// which are not `Sendable`, so it goes through `readingUserInputs`, and compiles under Swift 6.
@Suite struct FormPasswordRuleTests {
    @Test func theFormsOtherFieldsAreReadAtEachValidation() {
        let name = FormField("")
        let email = FormField("")
        let password = FormField("", rules: [PasswordRule().readingUserInputs { [name.value, email.value] }])
        password.value = "Adriano2024!x"
        #expect(password.isValid)
        name.value = "adriano"
        #expect(!password.isValid, "the password now contains the name")
        #expect(password.verdict == .invalid)
        #expect(PasswordRule().report(for: "Adriano2024!x", userInputs: ["adriano"]).verdict == .invalid)
    }
}

extension PasswordPolicyTests {
    /// 64 family emoji are 64 characters but 1,600 bytes: the unmet item names the byte limit, not the
    /// 64 characters the password keeps to.
    @Test func sixtyFourFamilyEmojiPassTheCharacterLimitAndNotTheByteLimit() {
        let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}"
        let password = String(repeating: family, count: 64)
        #expect(password.count == 64)
        let report = PasswordPolicy().report(for: password)
        #expect(report.unmet.contains(.maximumBytes(256)))
        #expect(!report.unmet.contains(.maximumLength(64)))
        #expect(report.verdict == .invalid)
        let tooMany = PasswordPolicy().report(for: String(repeating: "aB1!", count: 17))
        #expect(tooMany.unmet == [.maximumLength(64)], "68 characters: the character limit is named")
    }
}
