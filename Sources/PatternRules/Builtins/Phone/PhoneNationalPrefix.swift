import Foundation

/// Removes the national (trunk) prefix from nationally dialled digits, as libphonenumber's
/// `maybeStripNationalPrefixAndCarrierCode` does: `020 7946 0958` in GB becomes `2079460958`, and where
/// the metadata has a transform rule the prefix is rewritten instead (a 7-digit local number in
/// Antigua gains its area code `268`).
///
/// The prefix patterns capture groups for those rewrites, which the whole-string ``Pattern`` API does
/// not expose, so this one small step runs on `NSRegularExpression`; it is a few dozen characters of
/// digits, once per validation.
final class PhoneNationalPrefix: @unchecked Sendable {
    private let regex: NSRegularExpression
    private let transformRule: String

    /// `nil` when the territory has no national prefix.
    init?(_ territory: PhoneTerritory) {
        guard !territory.nationalPrefixForParsing.isEmpty,
            let regex = try? NSRegularExpression(pattern: territory.nationalPrefixForParsing)
        else { return nil }
        self.regex = regex
        self.transformRule = territory.transformRule
    }

    /// The national significant number left after the prefix, `nil` when no prefix is there.
    func strip(_ digits: String) -> String? {
        let whole = NSRange(digits.startIndex..., in: digits)
        guard let match = regex.firstMatch(in: digits, options: .anchored, range: whole), match.range.length > 0,
            let end = Range(match.range, in: digits)?.upperBound
        else { return nil }
        let lastGroup = match.range(at: match.numberOfRanges - 1)
        if transformRule.isEmpty || match.numberOfRanges == 1 || lastGroup.location == NSNotFound {
            return String(digits[end...])
        }
        let replacement = regex.replacementString(for: match, in: digits, offset: 0, template: transformRule)
        return replacement + digits[end...]
    }
}
