import Foundation
import PatternRulesTestSupport
import Testing

@testable import PatternRules

/// Failure codes and localised messages: plurals as CLDR has them, every code written in every
/// locale with its placeholders and plural forms complete, fallbacks, overrides and isolates.
@Suite struct MessageTests {
    struct PluralFixture: Decodable {
        struct Locale: Decodable {
            let categories: [String]
            let integers: [String]
            let decimals: [String: String]
        }
        let locales: [String: Locale]
    }

    static let plurals = Result { try Fixtures.decode(PluralFixture.self, from: "messages/plurals.json") }

    @Test(arguments: MessageLocale.shipped)
    func pluralCategoriesAreCLDRs(tag: String) throws {
        let fixture = try #require(try Self.plurals.get().locales[tag])
        let locale = MessageLocale(tag)
        for (number, expected) in fixture.integers.enumerated() {
            #expect(PluralCategory.of(String(number), in: locale).rawValue == expected, "\(tag) \(number)")
        }
        for (number, expected) in fixture.decimals {
            #expect(PluralCategory.of(number, in: locale).rawValue == expected, "\(tag) \(number)")
        }
    }

    @Test func theCodeListIsTheCommittedOne() throws {
        let committed = String(decoding: try Fixtures.data("messages/failure-codes.txt"), as: UTF8.self)
        #expect(FailureCode.all.map(\.rawValue).joined(separator: "\n") + "\n" == committed)
    }

    @Test(arguments: MessageLocale.shipped)
    func everyCodeIsWrittenCompletelyInEveryLocale(tag: String) throws {
        let locale = MessageLocale(tag)
        let categories = Set(try #require(try Self.plurals.get().locales[tag]).categories)
        let table = MessageCatalog.templates(locale)
        for code in FailureCode.all {
            let template = try #require(table[code.rawValue], "\(tag) lacks \(code)")
            let english = try #require(MessageCatalog.templates(.english)[code.rawValue])
            #expect(MessageCatalog.placeholders(template) == MessageCatalog.placeholders(english), "\(tag) \(code)")
            for forms in Self.pluralForms(template) {
                #expect(Set(forms.keys) == categories, "\(tag) \(code): \(forms.keys.sorted())")
            }
            for count in [0, 1, 2, 3, 5, 11, 21, 22, 25, 100, 101, 1_000, 1_000_000] {
                let parameters: [String: FailureParameter] = [
                    "minimum": .count(count), "maximum": .count(count), "length": .count(count),
                    "pattern": .text("[a-z]+"), "range": .text("1...9"), "allowed": .list(["a", "b"]),
                    "expected": .list(["string", "null"]), "found": .text("array"), "format": .text("date"),
                    "divisor": .text("0.5"), "property": .text("id"), "dependency": .text("name"),
                    "index": .count(count), "count": .count(count), "reason": .text("past the limit"),
                ]
                let message = MessageCatalog.render(template, parameters: parameters, locale: locale)
                #expect(!message.isEmpty && !message.contains("{") && !message.contains("#"), "\(tag) \(code) \(count)")
            }
        }
        #expect(table.count == FailureCode.all.count, "\(tag) has texts for codes the library does not report")
    }

    static func pluralForms(_ template: String) -> [[String: String]] {
        template.ranges(of: ", plural, ").map { range in
            var depth = 1
            var end = range.upperBound
            while end < template.endIndex, depth > 0 {
                if template[end] == "{" { depth += 1 }
                if template[end] == "}" { depth -= 1 }
                if depth > 0 { end = template.index(after: end) }
            }
            return MessageCatalog.pluralForms(template[range.upperBound..<end])
        }
    }

    @Test func pluralsAndNumbersFollowTheLocale() {
        let short = { (count: Int, tag: String) in RuleError.tooShort(minimum: count).message(in: MessageLocale(tag)) }
        #expect(short(1, "en") == "Must be at least 1 character long.")
        #expect(short(1_000, "en") == "Must be at least 1,000 characters long.")
        #expect(short(2, "pl") == "Musi mieć co najmniej 2 znaki.")
        #expect(short(5, "pl") == "Musi mieć co najmniej 5 znaków.")
        #expect(short(22, "pl") == "Musi mieć co najmniej 22 znaki.")
        #expect(short(21, "ru") == "Должно содержать не менее 21 символа.")
        #expect(short(11, "ru") == "Должно содержать не менее 11 символов.")
        #expect(short(1_234, "de") == "Muss mindestens 1.234 Zeichen lang sein.")
        #expect(short(1_000_000, "fr") == "Doit comporter au moins 1\u{202F}000\u{202F}000 de caractères.")
        #expect(short(8, "ja") == "8文字以上で入力してください。")
        #expect(short(2, "ar") == "يجب ألا يقل الطول عن حرفين.")
        #expect(short(3, "ar") == "يجب ألا يقل الطول عن \u{2068}3\u{2069} أحرف.")
        #expect(short(11, "ar") == "يجب ألا يقل الطول عن \u{2068}11\u{2069} حرفًا.")
    }

    @Test func localesFallBackAlongTheChain() {
        #expect(MessageLocale("de-AT").identifier == "de")
        #expect(MessageLocale("pt-PT").identifier == "en")
        #expect(MessageLocale("pt_br").identifier == "pt-BR")
        #expect(MessageLocale("zh-CN").identifier == "zh-Hans")
        #expect(MessageLocale("zh-Hans-SG").identifier == "zh-Hans")
        #expect(MessageLocale("sw").identifier == "en")
        #expect(MessageLocale("").identifier == "en")
    }

    @Test func overridesReplaceTheLibrarysTextAndAppErrorsKeepTheirs() {
        struct Mine: Error, LocalizedError { var errorDescription: String? { "Mine." } }
        let texts = MessageOverrides(["de": ["too_short": "Bitte mindestens {minimum} Zeichen."]])
        #expect(
            RuleError.tooShort(minimum: 8).message(in: MessageLocale("de-AT"), overrides: texts)
                == "Bitte mindestens 8 Zeichen.")
        #expect(RuleError.tooShort(minimum: 8).message(in: MessageLocale("fr"), overrides: texts).hasPrefix("Doit"))
        // A tag that names no shipped locale never stands in for English; an exact tag beats a regional one.
        let regional = MessageOverrides([
            "pt-PT": ["too_short": "Curto."], "de-CH": ["too_short": "Zu kurz (CH)."], "de": ["too_short": "Zu kurz."],
        ])
        #expect(RuleError.tooShort(minimum: 8).message(in: .english, overrides: regional).hasPrefix("Must be"))
        #expect(RuleError.tooShort(minimum: 8).message(in: MessageLocale("de"), overrides: regional) == "Zu kurz.")
        let swiss = MessageOverrides(["de-CH": ["too_short": "Zu kurz (CH)."]])
        #expect(RuleError.tooShort(minimum: 8).message(in: MessageLocale("de-AT"), overrides: swiss) == "Zu kurz (CH).")
        #expect(Mine().failureMessage(in: MessageLocale("de")) == "Mine.")
        #expect(Mine().failureCode == nil)
        #expect(RuleError.notANumber(whole: true).failureCode == .notAnInteger)
        #expect(UnmetPasswordRequirement(requirement: .digits(2)).parameters == ["minimum": .count(2)])
    }

    @Test func ruleSetFieldsCarryTheirOwnTextsAndCodes() throws {
        let rules = try RuleSet(
            json: Data(
                #"{"fields": [{"name": "code", "minLength": 4, "messages": {"de": {"too_short": "Zu kurz: {minimum}."}}}, {"name": "age", "integer": {"min": 18}, "message": "Adults only."}]}"#
                    .utf8))
        let result = rules.validate(["code": "ab", "age": "3"])
        let german = result.failures(in: MessageLocale("de"))
        #expect(german.map(\.message) == ["Zu kurz: 4.", "Adults only."])
        #expect(german.map(\.code) == [.tooShort, .tooSmall])
        #expect(german[0].parameters == ["minimum": .count(4)])
        #expect(result.failures(in: MessageLocale("ru"))[0].message == "Должно содержать не менее 4 символов.")
        #expect(throws: RuleSetError.self) {
            try RuleSet(json: Data(#"{"fields": [{"name": "a", "messages": {"de": {"too_shrt": "x"}}}]}"#.utf8))
        }
    }
}
