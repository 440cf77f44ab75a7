import Foundation
import Testing

@testable import PatternRules

/// The strength meter's feedback and the password checklist in every language, forms in the user's
/// language, and where that language comes from.
@Suite struct LocalisedFeedbackTests {
    @Test func theStrengthMetersFeedbackHasCodesAndTranslations() {
        let feedback = PasswordStrength("abcabcabc").feedback
        #expect(feedback.warningCode == .strengthRepeatedText)
        #expect(feedback.suggestionCodes == [.strengthAddWords, .strengthAvoidRepeats])
        #expect(feedback.warning == "Repeated text (abcabcabc) is barely harder to guess than one copy.")
        #expect(
            feedback.warning(in: MessageLocale("de"))
                == "Wiederholter Text (abcabcabc) ist kaum schwerer zu erraten als der Text einmal.")
        #expect(feedback.suggestions(in: MessageLocale("ja")).last == "単語や文字の繰り返しは避けてください。")
        let texts = MessageOverrides(["nl": ["strength_avoid_repeats": "Niet herhalen."]])
        #expect(feedback.suggestions(in: MessageLocale("nl-BE"), overrides: texts).last == "Niet herhalen.")
        #expect(PasswordStrength("correct horse battery staple").feedback.warning(in: MessageLocale("ar")) == nil)
    }

    /// Each code names one English text, and no two codes share one (a translation keyed on a code
    /// never has to guess which sentence it stands for).
    @Test func everyFeedbackCodeHasItsOwnEnglishText() {
        let texts = FailureCode.strengthFeedback.map { MessageCatalog.templates(.english)[$0.rawValue] ?? "" }
        #expect(!texts.contains(""))
        #expect(Set(texts).count == texts.count)
    }

    @Test func theChecklistReadsInTheLocale() {
        let report = PasswordRule().report(for: "ab")
        let polish = report.checklist.map { $0.requirement.message(in: MessageLocale("pl")) }
        #expect(polish.first == "Co najmniej 8 znaków")
        #expect(report.checklist.first?.requirement.description == "At least 8 characters")
    }

    @Test func formFieldsSpeakTheLocaleAskedFor() {
        let field = FormField("ab", rules: [MinLengthRule<String>(3)])
        #expect(field.messages(in: MessageLocale("it")) == ["Deve contenere almeno 3 caratteri."])
        #expect(field.messages(in: MessageLocale("ru")) == ["Должно содержать не менее 3 символов."])
        #expect(field.messages == field.messages(in: .current))
        #expect(field.validation.messages(in: .english) == field.validation.messages)
    }

    @Test func theCurrentLocaleFollowsThePOSIXVariables() {
        let languages = MessageLocale.posixPreferredLanguages
        #expect(languages(["LANG": "de_AT.UTF-8"]) == ["de_AT"])
        #expect(languages(["LANG": "C.UTF-8", "LANGUAGE": "fr"]) == ["en"])
        #expect(languages(["LC_ALL": "pt_BR.UTF-8", "LANG": "de_DE.UTF-8"]) == ["pt_BR"])
        #expect(languages(["LC_MESSAGES": "sr_RS@latin", "LANGUAGE": "ja:en"]) == ["ja", "en", "sr_RS"])
        #expect(languages([:]).isEmpty)
        #expect(MessageLocale.preferred(in: ["sr_RS", "pt_BR"]).identifier == "pt-BR")
        #expect(MessageLocale.preferred(in: ["sr"]).identifier == "en")
        #expect(MessageLocale.preferred(in: ["zh_CN"]).identifier == "zh-Hans")
    }
}
