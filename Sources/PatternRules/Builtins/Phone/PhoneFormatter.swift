import Foundation

/// One territory's number formats, compiled: writes a national significant number the way the region
/// groups it, choosing the format as libphonenumber does (the first whose most specific leading-digits
/// pattern starts the number and whose pattern matches all of it).
final class PhoneFormatter: Sendable {
    private struct Compiled: Sendable {
        let format: PhoneTerritory.NumberFormat
        /// The format's pattern, ending at the end of the number: a match is a whole match.
        let pattern: PrefixPattern
        let leadingDigits: PrefixPattern?
    }

    private let formats: [Compiled]

    init(_ territory: PhoneTerritory) {
        formats = territory.formats.compactMap { format in
            guard let pattern = try? PrefixPattern("(?:\(format.pattern))\\z") else { return nil }
            let leading = format.leadingDigits.isEmpty ? nil : try? PrefixPattern(format.leadingDigits)
            return Compiled(format: format, pattern: pattern, leadingDigits: leading)
        }
    }

    /// `number` grouped for `style` (`.national` or `.international`, without the `+CC ` prefix); `nil`
    /// when no format applies.
    func format(_ number: String, international: Bool) -> String? {
        var digits = number
        return digits.withUTF8 { bytes -> String? in
            guard let (compiled, match) = chosen(bytes, international: international) else { return nil }
            let template = Self.template(for: compiled.format, international: international)
            return Self.substitute(
                template, groups: match.groups.map { $0.map { String(decoding: bytes[$0], as: UTF8.self) } })
        }
    }

    /// The format libphonenumber chooses for `number` written nationally (its
    /// `chooseFormattingPatternForNumber`), `nil` when none applies.
    func nationalFormat(for number: String) -> PhoneTerritory.NumberFormat? {
        var digits = number
        return digits.withUTF8 { chosen($0, international: false)?.compiled.format }
    }

    /// The first format whose most specific leading digits start the number and whose pattern matches all
    /// of it, leaving out the national-only ones (`NA`) for the international form.
    private func chosen(_ bytes: UnsafeBufferPointer<UInt8>, international: Bool)
        -> (compiled: Compiled, match: PrefixPattern.Match)?
    {
        for compiled in formats {
            if international && compiled.format.internationalFormat == "NA" { continue }
            if let leading = compiled.leadingDigits, leading.match(bytes) == nil { continue }
            if let match = compiled.pattern.match(bytes) { return (compiled, match) }
        }
        return nil
    }

    /// The format to fill: the international one where it differs, or the national one with its first
    /// group replaced by the national prefix rule (`$1 $2` with `0$1` gives `0$1 $2`).
    private static func template(for format: PhoneTerritory.NumberFormat, international: Bool) -> String {
        if international { return format.internationalFormat.isEmpty ? format.format : format.internationalFormat }
        return nationalTemplate(for: format)
    }

    /// The national format with its first group replaced by the national prefix rule.
    static func nationalTemplate(for format: PhoneTerritory.NumberFormat) -> String {
        let text = format.format
        guard !format.nationalFirstGroup.isEmpty,
            let dollar = text.indices.first(where: { index in
                text[index] == "$" && text.index(after: index) < text.endIndex
                    && text[text.index(after: index)].isNumber
            })
        else { return text }
        // As libphonenumber's Java replaceFirst reads it: `$1` in the rule stands for the format's first
        // group reference itself, so `0$1` on `$2 15-$3-$4` gives `0$2 15-$3-$4`.
        let firstGroup = dollar...text.index(after: dollar)
        let rule = format.nationalFirstGroup.replacingOccurrences(of: "$1", with: String(text[firstGroup]))
        return text.replacingCharacters(in: firstGroup, with: rule)
    }

    /// `$1`…`$9` replaced by the groups' text.
    private static func substitute(_ template: String, groups: [String?]) -> String {
        var result = ""
        var characters = template[...]
        while let character = characters.popFirst() {
            if character == "$", let digit = characters.first?.wholeNumberValue {
                characters.removeFirst()
                if digit >= 1, digit <= groups.count { result += groups[digit - 1] ?? "" }
            } else {
                result.append(character)
            }
        }
        return result
    }
}
