/// Removes the national (trunk) prefix from nationally dialled digits, as libphonenumber's
/// `maybeStripNationalPrefixAndCarrierCode` does: `020 7946 0958` in GB becomes `2079460958`, and where
/// the metadata has a transform rule the prefix is rewritten instead (a 7-digit local number in
/// Antigua gains its area code `268`).
///
/// The prefix patterns capture groups for those rewrites, so they run as a ``PrefixPattern`` on PCRE2
/// whatever engine the rule's number patterns use.
final class PhoneNationalPrefix: Sendable {
    private let pattern: PrefixPattern
    /// The transform rule split into literal text and group references (`"20$1"`: "20", then group 1).
    private let transform: [Piece]

    private enum Piece {
        case text(String)
        case group(Int)
    }

    /// `nil` when the territory has no national prefix.
    init?(_ territory: PhoneTerritory) {
        guard !territory.nationalPrefixForParsing.isEmpty,
            let pattern = try? PrefixPattern(territory.nationalPrefixForParsing)
        else { return nil }
        self.pattern = pattern
        self.transform = Self.pieces(of: territory.transformRule)
    }

    /// The national significant number left after the prefix, `nil` when no prefix is there.
    func strip(_ digits: String) -> String? {
        guard let (rest, prefixLength) = read(digits), prefixLength > 0 else { return nil }
        return rest
    }

    /// What follows the prefix rule's match at the start of `digits` (rewritten where the transform rule
    /// applies) and how many bytes it matched, `nil` when it does not match there. An empty match counts:
    /// libphonenumber's `maybeStripNationalPrefixAndCarrierCode` reports it as a prefix found, which the
    /// matcher of numbers in text reads.
    func read(_ digits: String) -> (rest: String, prefixLength: Int)? {
        var text = digits
        return text.withUTF8 { bytes -> (String, Int)? in
            guard let match = pattern.match(bytes) else { return nil }
            let rest = String(decoding: bytes[match.end...], as: UTF8.self)
            // libphonenumber rewrites only when the rule's last group took part; otherwise it strips.
            guard !transform.isEmpty, let last = match.groups.last, last != nil else { return (rest, match.end) }
            var rewritten = ""
            for piece in transform {
                switch piece {
                case .text(let literal): rewritten += literal
                case .group(let number):
                    if number >= 1, number <= match.groups.count, let range = match.groups[number - 1] {
                        rewritten += String(decoding: bytes[range], as: UTF8.self)
                    }
                }
            }
            return (rewritten + rest, match.end)
        }
    }

    private static func pieces(of rule: String) -> [Piece] {
        var pieces: [Piece] = []
        var literal = ""
        var characters = rule[...]
        while let character = characters.popFirst() {
            if character == "$", let digit = characters.first?.wholeNumberValue {
                characters.removeFirst()
                if !literal.isEmpty { pieces.append(.text(literal)) }
                literal = ""
                pieces.append(.group(digit))
            } else {
                literal.append(character)
            }
        }
        if !literal.isEmpty { pieces.append(.text(literal)) }
        return pieces
    }
}
