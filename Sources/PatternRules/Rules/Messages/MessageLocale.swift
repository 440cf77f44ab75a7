/// A language the library's failure messages are written in, chosen from a BCP 47 tag as CLDR would:
/// the tag is read as RFC 5646 reads it (case-insensitive; extensions and private use ignored), given the
/// script and region CLDR's likely subtags imply where it names none, and matched by language and script
/// (and region, for `pt-BR`). When nothing shipped matches (Traditional Chinese, whose CLDR parent is the
/// root locale; European Portuguese; a language not shipped; a malformed tag), the messages are English,
/// so a message is never missing.
///
/// ```swift
/// MessageLocale("de-AT").identifier            // "de"
/// MessageLocale("pt_PT").identifier            // "en": only Brazilian Portuguese ships
/// MessageLocale("zh-SG-u-nu-latn").identifier  // "zh-Hans"
/// MessageLocale("zh-TW").identifier            // "en": Traditional Chinese does not ship
/// ```
public struct MessageLocale: Sendable, Hashable, CustomStringConvertible {
    /// The locales shipped, each with every message.
    public static let shipped = ["en", "de", "fr", "es", "it", "pt-BR", "nl", "pl", "ru", "ja", "zh-Hans", "ar"]
    public static let english = MessageLocale(resolved: "en")

    /// The shipped locale the tag resolved to.
    public let identifier: String

    /// The shipped locale for `tag` (`de-AT`, `pt_BR`, `zh-Hans-CN`; case and `_` do not matter), English
    /// when none matches.
    public init(_ tag: String) {
        identifier = Self.shippedMatch(tag) ?? "en"
    }

    /// The shipped locale for `tag`, or `nil` when `tag` is not a well-formed BCP 47 tag.
    ///
    /// - Returns: the locale, and whether a shipped one matched (`false`: English stands in).
    public static func resolving(_ tag: String) -> (locale: MessageLocale, isMatch: Bool)? {
        guard LanguageTag(tag) != nil else { return nil }
        let match = shippedMatch(tag)
        return (MessageLocale(resolved: match ?? "en"), match != nil)
    }

    /// The shipped locale `tag` names, by language, script and region after CLDR's likely subtags;
    /// `nil` when none does (before the fallback to English) or the tag is malformed.
    static func shippedMatch(_ tag: String) -> String? {
        guard let wanted = LanguageTag(tag)?.maximized, wanted.language != nil else { return nil }
        return shippedTags.first { identifier, shipped in
            shipped.language == wanted.language && shipped.script == wanted.script
                && (shipped.region == nil || shipped.region == wanted.region)
        }?.identifier
    }

    /// Each shipped locale as a tag with its script: its own (`zh-Hans`) or its language's likely one.
    private static let shippedTags: [(identifier: String, tag: LanguageTag)] = shipped.map { identifier in
        var tag = LanguageTag(identifier)!
        tag.script = tag.script ?? tag.maximized.script
        return (identifier, tag)
    }

    private init(resolved: String) { identifier = resolved }

    /// Whether the language is written right to left, so that inserted values are isolated.
    public var isRightToLeft: Bool { identifier == "ar" }

    public var description: String { identifier }

    /// `number` written with this locale's grouping and decimal symbols (`1.234` in German).
    public func format(_ number: Int) -> String {
        let symbols = Self.numberSymbols[identifier] ?? (".", ",")
        let digits = String(number.magnitude)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped += symbols.group }
            grouped.append(digit)
        }
        return (number < 0 ? "-" : "") + grouped
    }
}
