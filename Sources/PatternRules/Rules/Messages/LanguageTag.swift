/// A language tag read as BCP 47 (RFC 5646) reads it: case-insensitive, its language, script and region
/// kept; extended languages, variants, extensions (`-u-nu-latn`) and private use (`-x-foo`) checked for
/// their form and then ignored, since no shipped message depends on them. A variant or an extension's
/// singleton given twice makes a tag invalid (RFC 5646, 2.2.9). The irregular grandfathered tags
/// (`en-GB-oed`, `i-klingon`) are read as their registered preferred values. `_` is read as `-`, so
/// that a POSIX locale name (`de_AT`) reads as its tag.
///
/// ```swift
/// LanguageTag("zh-SG-u-nu-latn")?.maximized   // zh-Hans-SG
/// LanguageTag("zh-TW")?.maximized             // zh-Hant-TW
/// LanguageTag("de-")                          // nil: an empty subtag
/// ```
struct LanguageTag: Hashable, CustomStringConvertible {
    /// Lowercase; `nil` for a tag that is private use only (`x-whatever`).
    var language: String?
    /// Title case (`Hans`).
    var script: String?
    /// Uppercase (`TW`), or three digits (`419`).
    var region: String?

    /// `nil` when `text` is not a well-formed tag: an empty subtag, a subtag of the wrong length or
    /// characters, or subtags out of order.
    init?(_ given: String) {
        var text = given
        if let preferred = Self.irregularGrandfathered[given.lowercased().replacingOccurrences(of: "_", with: "-")] {
            // `i-default` and the like name no language: English stands in.
            guard let preferred else { return }
            text = preferred
        }
        let subtags = text.split(separator: "-", omittingEmptySubsequences: false).flatMap {
            $0.split(separator: "_", omittingEmptySubsequences: false)
        }
        guard subtags.allSatisfy({ !$0.isEmpty && $0.count <= 8 && $0.allSatisfy(\.isASCIIAlphanumeric) }) else {
            return nil
        }
        var rest = subtags.map { $0.lowercased() }[...]
        if rest.first == "x" {
            guard Self.isPrivateUse(rest) else { return nil }
            return
        }
        guard let first = rest.popFirst(), (2...8).contains(first.count), first.allSatisfy(\.isASCIILetter) else {
            return nil
        }
        language = first
        // Up to three extended-language subtags after a language of two or three letters.
        var extended = 0
        while first.count <= 3, extended < 3, let next = rest.first, next.count == 3, next.allSatisfy(\.isASCIILetter) {
            rest.removeFirst()
            extended += 1
        }
        if let next = rest.first, next.count == 4, next.allSatisfy(\.isASCIILetter) {
            script = next.prefix(1).uppercased() + next.dropFirst()
            rest.removeFirst()
        }
        if let next = rest.first,
            (next.count == 2 && next.allSatisfy(\.isASCIILetter))
                || (next.count == 3 && next.allSatisfy(\.isASCIIDigit))
        {
            region = next.uppercased()
            rest.removeFirst()
        }
        var variants: Set<String> = []
        while let next = rest.first,
            (5...8).contains(next.count) || (next.count == 4 && next.first?.isASCIIDigit == true)
        {
            guard variants.insert(next).inserted else { return nil }
            rest.removeFirst()
        }
        // Extensions: a singleton other than x, then subtags of two to eight characters.
        var singletons: Set<String> = []
        while let singleton = rest.first, singleton.count == 1, singleton != "x" {
            guard singletons.insert(singleton).inserted else { return nil }
            rest.removeFirst()
            var count = 0
            while let next = rest.first, next.count >= 2 {
                rest.removeFirst()
                count += 1
            }
            guard count > 0 else { return nil }
        }
        guard rest.isEmpty || Self.isPrivateUse(rest) else { return nil }
    }

    /// RFC 5646's irregular grandfathered tags, which its grammar does not produce, by their registered
    /// preferred value (IANA's language subtag registry); `nil` where the registry gives none.
    private static let irregularGrandfathered: [String: String?] = [
        "en-gb-oed": "en-GB", "i-ami": "ami", "i-bnn": "bnn", "i-default": nil, "i-enochian": nil, "i-hak": "hak",
        "i-klingon": "tlh", "i-lux": "lb", "i-mingo": nil, "i-navajo": "nv", "i-pwn": "pwn", "i-tao": "tao",
        "i-tay": "tay", "i-tsu": "tsu", "sgn-be-fr": "sfb", "sgn-be-nl": "vgt", "sgn-ch-de": "sgg",
    ]

    /// `x` followed by one or more subtags of one to eight characters.
    private static func isPrivateUse(_ subtags: ArraySlice<String>) -> Bool {
        subtags.first == "x" && subtags.count > 1
    }

    /// The tag with the script and region CLDR's likely subtags give it where it names none (`zh-TW` →
    /// `zh-Hant-TW`, `pt` → `pt-Latn-BR`), for the shipped languages; other languages as they are.
    var maximized: LanguageTag {
        guard let language else { return self }
        let likely =
            region.flatMap { Self.likelySubtags[language + "-" + $0] } ?? Self.likelySubtags[language]
        guard let likely else { return self }
        let parts = likely.split(separator: "-").map(String.init)
        var copy = self
        copy.script = script ?? parts[1]
        copy.region = region ?? parts[2]
        return copy
    }

    var description: String { [language, script, region].compactMap { $0 }.joined(separator: "-") }
}

extension Character {
    fileprivate var isASCIILetter: Bool { isASCII && isLetter }
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
    fileprivate var isASCIIAlphanumeric: Bool { isASCII && (isLetter || isNumber) }
}
