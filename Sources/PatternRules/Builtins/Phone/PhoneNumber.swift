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

    /// The E.164 form: `+442079460958`.
    public var e164: String { "+\(callingCode)\(nationalNumber)" }

    public var description: String { "\(e164) (\(region), \(type))" }
}
