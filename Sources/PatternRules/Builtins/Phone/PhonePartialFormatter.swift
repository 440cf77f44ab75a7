import Foundation

/// Groups the digits of a number still being typed, the way ``PhoneFormatter`` groups a whole one: the
/// first format that can still match chooses the grouping, and the digits fill its groups from the left.
///
/// Only formats whose pattern is a run of digit groups (`(\d{3})(\d{2,3})(\d{4})`) can guide partial
/// input, as in libphonenumber's as-you-type formatter; for the others the digits stay ungrouped.
final class PhonePartialFormatter: Sendable {
    private struct Candidate: Sendable {
        let format: PhoneTerritory.NumberFormat
        /// The most digits each group takes.
        let groupLengths: [Int]
        /// Whole-string patterns: partial matches tell whether the digits so far can still fit.
        let pattern: Pattern
        let leadingDigits: Pattern?
    }

    private let candidates: [Candidate]

    init(_ territory: PhoneTerritory, engine: Engine?) {
        let all: [Candidate] = territory.formats.compactMap { format in
            guard let lengths = Self.groupLengths(of: format.pattern) else { return nil }
            let pattern = BuiltinPattern.compileLeniently(format.pattern, engine: engine)
            let leading =
                format.leadingDigits.isEmpty
                ? nil : BuiltinPattern.compileLeniently("(?:\(format.leadingDigits))\\d*", engine: engine)
            return Candidate(format: format, groupLengths: lengths, pattern: pattern, leadingDigits: leading)
        }
        // While digits are missing, a short local format (`$1-$2` for 7 digits in the US) would match too;
        // formats long enough for the region's usual fixed-line and mobile numbers go first.
        let usual =
            territory.ranges.filter { $0.type == .fixedLine || $0.type == .mobile }
            .flatMap(\.lengths).max() ?? 0
        candidates =
            all.filter { $0.groupLengths.reduce(0, +) >= usual } + all.filter { $0.groupLengths.reduce(0, +) < usual }
    }

    /// `digits` (a national significant number so far) grouped, with the national prefix rule applied
    /// when `nationalPrefixTyped`; `nil` when no format can still match.
    func format(_ digits: String, international: Bool, nationalPrefixTyped: Bool) -> String? {
        for candidate in candidates {
            if international && candidate.format.internationalFormat == "NA" { continue }
            // A typed national prefix needs a format that writes one.
            if nationalPrefixTyped && candidate.format.nationalFirstGroup.isEmpty { continue }
            if let leading = candidate.leadingDigits, leading._verdictOrIncomplete(for: digits) == .invalid { continue }
            guard candidate.pattern._verdictOrIncomplete(for: digits) != .invalid else { continue }
            var template =
                international && !candidate.format.internationalFormat.isEmpty
                ? candidate.format.internationalFormat : candidate.format.format
            // The national rule applies when the prefix was typed, or when it adds no digits (`($1)`).
            let ruleAddsDigits = candidate.format.nationalFirstGroup.replacingOccurrences(of: "$1", with: "")
                .contains { $0.isNumber }
            if !international && (nationalPrefixTyped || !ruleAddsDigits) {
                template = PhoneFormatter.nationalTemplate(for: candidate.format)
            }
            return Self.fill(template, lengths: candidate.groupLengths, digits: Array(digits))
        }
        return nil
    }

    /// The template with `$n` replaced by the digits group n takes, stopping after the last digit typed
    /// so that no separator is shown before the digit it separates.
    private static func fill(_ template: String, lengths: [Int], digits: [Character]) -> String {
        var groups: [String] = []
        var next = 0
        for length in lengths {
            let end = min(digits.count, next + length)
            groups.append(String(digits[next..<end]))
            next = end
        }
        var result = ""
        var pending = ""  // literal text waiting for the next group's first digit
        var characters = template[...]
        while let character = characters.popFirst() {
            if character == "$", let number = characters.first?.wholeNumberValue {
                characters.removeFirst()
                let group = number >= 1 && number <= groups.count ? groups[number - 1] : ""
                if group.isEmpty { break }
                result += pending + group
                pending = ""
            } else {
                pending.append(character)
            }
        }
        return result + String(digits[min(next, digits.count)...])
    }

    /// `(\d{3})(\d{2,3})(\d)` gives [3, 3, 1]; `nil` for any other shape.
    static func groupLengths(of pattern: String) -> [Int]? {
        var lengths: [Int] = []
        var rest = pattern[...]
        while !rest.isEmpty {
            guard rest.hasPrefix(#"(\d"#) else { return nil }
            rest = rest.dropFirst(3)
            if rest.hasPrefix(")") {
                lengths.append(1)
                rest = rest.dropFirst()
                continue
            }
            guard rest.hasPrefix("{"), let close = rest.firstIndex(of: "}") else { return nil }
            let bounds = rest[rest.index(after: rest.startIndex)..<close].split(separator: ",")
            guard let maximum = bounds.last.flatMap({ Int($0) }), bounds.count <= 2 else { return nil }
            rest = rest[rest.index(after: close)...]
            guard rest.hasPrefix(")") else { return nil }
            rest = rest.dropFirst()
            lengths.append(maximum)
        }
        return lengths.isEmpty ? nil : lengths
    }
}
