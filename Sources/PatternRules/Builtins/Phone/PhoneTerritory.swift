/// One territory of libphonenumber's metadata: a region (ISO 3166 code) or a non-geographic entity
/// (region `001`, such as the international freephone service `+800`).
struct PhoneTerritory: Sendable {
    struct NumberRange: Sendable {
        let type: PhoneNumberType
        /// The national number pattern, as libphonenumber writes it (it also compiles in ICU).
        let pattern: String
        /// The national significant number lengths this type can have.
        let lengths: [Int]
        let example: String
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
    let generalPattern: String
    /// Number ranges in libphonenumber's classification order.
    let ranges: [NumberRange]

    var isNonGeographic: Bool { region == "001" }
    var maximumLength: Int { ranges.lazy.flatMap(\.lengths).max() ?? 0 }

    func range(_ type: PhoneNumberType) -> NumberRange? {
        ranges.first { $0.type == type }
    }
}
