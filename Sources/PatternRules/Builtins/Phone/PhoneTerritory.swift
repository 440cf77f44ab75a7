/// One territory of libphonenumber's metadata: a region (ISO 3166 code) or a non-geographic entity
/// (region `001`, such as the international freephone service `+800`).
///
/// A class: a territory is read once and never changes, and the matchers hand it around on every
/// candidate they read, where copying a struct of a dozen strings and arrays retained each of them.
final class PhoneTerritory: Sendable {
    struct NumberRange: Sendable {
        let type: PhoneNumberType
        /// The national number pattern, as libphonenumber writes it (it also compiles in ICU).
        let pattern: String
        /// The national significant number lengths this type can have.
        let lengths: [Int]
        let example: String
    }

    /// How numbers are written: libphonenumber's `availableFormats`, in its order.
    struct NumberFormat: Sendable {
        /// The whole national number, with a group per printed part: `(\d{2})(\d{4})(\d{4})`.
        let pattern: String
        /// The parts as printed: `$1 $2 $3`.
        let format: String
        /// The most specific leading-digits pattern the number must start with; empty for any.
        let leadingDigits: String
        /// The first group in national form (`0$1`, `($1)`, where `$1` is that group); empty to print it
        /// as it is.
        let nationalFirstGroup: String
        /// The international format when it differs; `NA` when this format is national only.
        let internationalFormat: String
        /// Whether a number in this format may be written nationally without its national prefix
        /// (libphonenumber's `nationalPrefixOptionalWhenFormatting`).
        let nationalPrefixIsOptional: Bool
    }

    /// Position in ``PhoneMetadata/territories``: `region` alone is not unique for `001`.
    let index: Int
    let region: String
    let callingCode: String
    let isMainForCode: Bool
    /// The digits dialled before a calling code from this region (`00`, `011`), as a pattern.
    let internationalPrefix: String
    let nationalPrefix: String
    /// What to strip from a nationally dialled number (libphonenumber's `nationalPrefixForParsing`,
    /// defaulting to the national prefix); it may capture, for `transformRule`.
    let nationalPrefixForParsing: String
    /// A replacement template (`$1`) applied instead of stripping, where the metadata has one.
    let transformRule: String
    /// The general description's pattern: every valid national number of the territory matches it.
    let generalPattern: String
    /// The general description's lengths: every number type's, sorted (libphonenumber's build derives
    /// them the same way).
    let possibleLengths: [Int]
    /// Lengths dialable only within an area (without its area code), not already in ``possibleLengths``.
    let localOnlyLengths: [Int]
    /// The national numbers of this territory start with these digits, as a pattern (`268` for Antigua
    /// within `+1`); empty when the ranges alone tell the territories of a calling code apart.
    let leadingDigits: String
    /// Number ranges in libphonenumber's classification order.
    let ranges: [NumberRange]
    let formats: [NumberFormat]

    init(
        index: Int, region: String, callingCode: String, isMainForCode: Bool, internationalPrefix: String,
        nationalPrefix: String, nationalPrefixForParsing: String, transformRule: String, generalPattern: String,
        possibleLengths: [Int], localOnlyLengths: [Int], leadingDigits: String, ranges: [NumberRange],
        formats: [NumberFormat]
    ) {
        (self.index, self.region, self.callingCode, self.isMainForCode) = (index, region, callingCode, isMainForCode)
        (self.internationalPrefix, self.nationalPrefix) = (internationalPrefix, nationalPrefix)
        (self.nationalPrefixForParsing, self.transformRule) = (nationalPrefixForParsing, transformRule)
        (self.generalPattern, self.possibleLengths, self.localOnlyLengths) =
            (generalPattern, possibleLengths, localOnlyLengths)
        (self.leadingDigits, self.ranges, self.formats) = (leadingDigits, ranges, formats)
    }

    var isNonGeographic: Bool { region == "001" }
    var maximumLength: Int { ranges.lazy.flatMap(\.lengths).max() ?? 0 }

    func range(_ type: PhoneNumberType) -> NumberRange? {
        ranges.first { $0.type == type }
    }
}
