import Foundation
import PatternRulesTestSupport
import Testing

@testable import PatternRules

/// Language tags read as BCP 47 and resolved with CLDR's likely subtags (babel's reading, in a committed
/// fixture), and message templates checked when they load, so that a user never sees a raw template.
@Suite struct MessageCheckTests {
    struct TagFixture: Decodable {
        let tags: [String: String?]
    }

    @Test func tagsResolveAsCLDRResolvesThem() throws {
        let fixture = try Fixtures.decode(TagFixture.self, from: "messages/language-tags.json")
        #expect(fixture.tags.count > 300)
        for (tag, expected) in fixture.tags {
            #expect(MessageLocale.shippedMatch(tag) == expected, "\(tag)")
            #expect(MessageLocale(tag).identifier == expected ?? "en", "\(tag)")
        }
        #expect(MessageLocale("zh-CN-x-foo").identifier == "zh-Hans")
        #expect(MessageLocale("zh-SG-u-nu-latn").identifier == "zh-Hans")
        #expect(MessageLocale.resolving("zh-TW")?.isMatch == false, "Traditional Chinese reaches the root: English")
    }

    @Test(arguments: [
        "", "-", "de-", "-de", "de--AT", "d", "x", "x-", "de-AT-u", "de-u-n", "123", "de-AT-toolongsubtag",
        "de-AT-x", "de AT", "dé", "de-AT-u-nu-latn-u", "zh-Hans-Hant-CN-",
        // RFC 5646 2.2.9: a variant or a singleton given twice.
        "de-1996-1996", "de-u-co-phonebk-u-nu-latn",
        "en-" + Array(repeating: "fonipa", count: 500).joined(separator: "-"),
    ])
    func malformedTagsAreRefused(tag: String) {
        #expect(MessageLocale.resolving(tag) == nil, "\(tag)")
        #expect(MessageLocale(tag).identifier == "en")
    }

    @Test(arguments: [
        "de", "DE-at", "zh_Hans_CN", "x-private", "de-CH-1996", "en-a-bbb-x-a-ccc", "sgn-ase-US", "de-1996-1901",
        // Irregular grandfathered tags, which RFC 5646's grammar lists apart.
        "en-GB-oed", "i-klingon", "i-default", "SGN-BE-FR",
    ])
    func wellFormedTagsAreRead(tag: String) {
        #expect(MessageLocale.resolving(tag) != nil, "\(tag)")
    }

    @Test func grandfatheredTagsReadAsTheirPreferredValues() {
        #expect(MessageLocale.resolving("en-GB-oed")?.locale.identifier == "en")
        #expect(MessageLocale.resolving("en-GB-oed")?.isMatch == true)
        #expect(MessageLocale.resolving("i-klingon")?.isMatch == false, "tlh is not shipped: English stands in")
        #expect(LanguageTag("i-lux")?.language == "lb")
    }

    @Test func apostrophesQuoteAsICUsDefaultModeHasThem() {
        let locale = MessageLocale.english
        let minimum: [String: FailureParameter] = ["minimum": .count(5)]
        #expect(
            MessageCatalog.render("'{minimum}' is {minimum}", parameters: minimum, locale: locale) == "{minimum} is 5")
        #expect(MessageCatalog.render("it''s {minimum}", parameters: minimum, locale: locale) == "it's 5")
        #expect(MessageCatalog.render("l'adresse {minimum}", parameters: minimum, locale: locale) == "l'adresse 5")
        #expect(
            MessageCatalog.render(
                "{minimum, plural, one {# '#'} other {# '#'s}}", parameters: minimum, locale: locale) == "5 #s")
        #expect(MessageCatalog.problem(inTemplate: "'{nope}' {minimum}", for: .tooShort, in: locale) == nil)
        #expect(MessageCatalog.problem(inTemplate: "'{' {nope}", for: .tooShort, in: locale) != nil)
    }

    /// The checker accepts every template the library ships, in its own locale.
    @Test func everyShippedTemplatePassesTheCheck() {
        for identifier in MessageLocale.shipped {
            let locale = MessageLocale(identifier)
            for (code, template) in MessageCatalog.templates(locale) {
                let problem = MessageCatalog.problem(
                    inTemplate: template, for: FailureCode(rawValue: code), in: locale)
                #expect(problem == nil, "\(identifier) \(code): \(problem ?? "")")
            }
        }
    }

    @Test func badTemplatesAreRefusedWithTheirReason() {
        func problem(_ template: String, _ code: FailureCode = .tooShort, _ tag: String = "en") -> String? {
            MessageCatalog.problem(inTemplate: template, for: code, in: MessageLocale(tag))
        }
        #expect(problem("At least {minimum}.") == nil)
        #expect(problem("At least {minimum, plural, one {# char} other {# chars}}.") == nil)
        #expect(problem("Mindestens {nope}.") == "unknown placeholder {nope} at character 12 (too_short has minimum)")
        #expect(problem("At least {minimum.")?.contains("never closed") == true)
        #expect(problem("At least minimum}.")?.contains("closes no '{'") == true)
        #expect(
            problem("{minimum, plural, one {{minimum, plural, other {#}}} other {#}}")?.contains("inside a form")
                == true)
        #expect(problem("{minimum, plural, few {#} other {#}}")?.contains("en has one, other") == true)
        #expect(problem("{minimum, plural, few {#} other {#}}", .tooShort, "pl") == nil)
        #expect(problem("{minimum, plural, one {#}}")?.contains("no 'other' form") == true)
        #expect(problem("{minimum, select, one {#} other {#}}")?.contains("is not {minimum}") == true)
        #expect(problem("{pattern, plural, other {#}}", .patternMismatch)?.contains("not a count") == true)
        #expect(problem("Required {minimum}", .required)?.contains("(required has none)") == true)
    }

    @Test func overridesAreCheckedWhereTheyLoad() throws {
        #expect(throws: MessageOverridesError.self) { try MessageOverrides(checking: ["de": ["too_short": "{nope}"]]) }
        #expect(throws: MessageOverridesError.self) { try MessageOverrides(checking: ["zh-TW": ["too_short": "x"]]) }
        #expect(throws: MessageOverridesError.self) { try MessageOverrides(checking: ["de-": ["too_short": "x"]]) }
        let texts = try MessageOverrides(checking: ["de-AT": ["too_short": "Mindestens {minimum}."]])
        #expect(RuleError.tooShort(minimum: 3).message(in: MessageLocale("de"), overrides: texts) == "Mindestens 3.")
        do {
            _ = try RuleSet(
                json: Data(
                    #"{"fields": [{"name": "code", "minLength": 4, "messages": {"de": {"too_short": "Zu kurz: {nope}."}}}]}"#
                        .utf8))
            Issue.record("a template with an unknown placeholder loaded")
        } catch {
            #expect(error.path == "fields[0].messages.de.too_short")
            #expect(error.message.contains("unknown placeholder {nope}"))
        }
    }
}
