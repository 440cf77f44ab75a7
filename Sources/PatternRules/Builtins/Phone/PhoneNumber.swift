/// A valid phone number, as a rule recognised it.
public struct PhoneNumber: Sendable, Hashable, CustomStringConvertible {
    /// The ISO 3166 region (`GB`), or `001` for a non-geographic entity such as `+800`.
    public let region: String
    /// The country calling code, without `+` (`44`).
    public let callingCode: String
    /// The national significant number: no `+`, calling code, national prefix or separators.
    public let nationalNumber: String
    /// What the number reaches.
    public let type: PhoneNumberType
    /// The extension typed after the number (`123` for `ext. 123`), `nil` when there is none.
    public let extensionNumber: String?

    init(
        region: String, callingCode: String, nationalNumber: String, type: PhoneNumberType,
        extensionNumber: String? = nil
    ) {
        self.region = region
        self.callingCode = callingCode
        self.nationalNumber = nationalNumber
        self.type = type
        self.extensionNumber = extensionNumber
    }

    func with(extensionNumber: String) -> PhoneNumber {
        PhoneNumber(
            region: region, callingCode: callingCode, nationalNumber: nationalNumber, type: type,
            extensionNumber: extensionNumber)
    }

    /// The E.164 form: `+442079460958`.
    public var e164: String { "+\(callingCode)\(nationalNumber)" }

    /// The number written out, grouped as its region writes it: `+44 20 7946 0958` (international),
    /// `020 7946 0958` (national), `+442079460958` (E.164).
    ///
    /// The grouping comes from libphonenumber's formats for the region; a number no format covers is
    /// written ungrouped.
    public func formatted(_ format: PhoneNumberFormat = .international) -> String {
        if format == .e164 { return e164 }
        let suffix = extensionNumber.map { " ext. \($0)" } ?? ""
        let territory =
            region == "001"
            ? PhoneMetadata.byCallingCode[callingCode]?.first : PhoneMetadata.byRegion[region]
        let international = format == .international
        let grouped = territory.flatMap {
            PhoneFormatterCache.shared.formatter(for: $0).format(nationalNumber, international: international)
        }
        return (international ? "+\(callingCode) \(grouped ?? nationalNumber)" : grouped ?? nationalNumber) + suffix
    }

    public var description: String {
        "\(e164)\(extensionNumber.map { " ext. \($0)" } ?? "") (\(region), \(type))"
    }
}
