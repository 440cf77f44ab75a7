/// A language the library's failure messages are written in, chosen from a BCP 47 tag by a fallback
/// chain: the tag itself, then without its last subtag (`de-AT` → `de`, `pt-PT` → `pt`), and English
/// when nothing shipped matches, so a message is never missing.
///
/// ```swift
/// MessageLocale("de-AT").identifier     // "de"
/// MessageLocale("pt_PT").identifier     // "en": only Brazilian Portuguese ships
/// MessageLocale("zh-CN").identifier     // "zh-Hans"
/// ```
public struct MessageLocale: Sendable, Hashable, CustomStringConvertible {
    /// The locales shipped, each with every message.
    public static let shipped = ["en", "de", "fr", "es", "it", "pt-BR", "nl", "pl", "ru", "ja", "zh-Hans", "ar"]
    public static let english = MessageLocale(resolved: "en")

    /// The shipped locale the tag resolved to.
    public let identifier: String

    /// The shipped locale for `tag` (`de-AT`, `pt_BR`, `zh-Hans-CN`; case and `_` do not matter).
    public init(_ tag: String) {
        identifier = Self.shippedMatch(tag) ?? "en"
    }

    /// The shipped locale `tag` names, itself or without its last subtags; `nil` when none does (before
    /// the fallback to English).
    static func shippedMatch(_ tag: String) -> String? {
        var subtags = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        // Chinese written in simplified characters: the script CLDR implies for these regions.
        if subtags.first?.lowercased() == "zh", subtags.count == 2,
            ["cn", "sg", "my"].contains(subtags[1].lowercased())
        {
            subtags = ["zh", "Hans"]
        }
        if subtags.count == 1, subtags[0].lowercased() == "zh" { subtags = ["zh", "Hans"] }
        while !subtags.isEmpty {
            let candidate = subtags.joined(separator: "-").lowercased()
            if let found = shipped.first(where: { $0.lowercased() == candidate }) { return found }
            subtags.removeLast()
        }
        return nil
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
