/// The kind of service a phone number reaches, as libphonenumber's metadata classifies it.
///
/// The raw values are the names the CLI takes in `phone:XX:TYPE`.
public enum PhoneNumberType: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case premiumRate = "premium-rate"
    case tollFree = "toll-free"
    case sharedCost = "shared-cost"
    case voip
    case personalNumber = "personal-number"
    case pager
    case uan
    case voicemail
    case fixedLine = "fixed-line"
    case mobile
    /// The region's fixed-line and mobile ranges overlap and the number is in both (the United States,
    /// for one). Accepted by a rule that asks for either.
    case fixedLineOrMobile = "fixed-line-or-mobile"

    public var description: String { rawValue }

    /// Whether a number of this type satisfies a rule that asks for `requested`.
    func satisfies(_ requested: PhoneNumberType) -> Bool {
        self == requested || (self == .fixedLineOrMobile && (requested == .fixedLine || requested == .mobile))
    }
}
