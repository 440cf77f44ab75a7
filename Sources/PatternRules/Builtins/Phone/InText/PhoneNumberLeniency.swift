/// How sure a number found in text must be, as libphonenumber's `PhoneNumberMatcher.Leniency` levels
/// say (the two that do not compare the digits' grouping with the region's formats).
public enum PhoneNumberLeniency: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The number has a possible length for its calling code (`isPossibleNumber`): a plausible number,
    /// not necessarily one in service. Letters and currency signs around it are allowed.
    case possible
    /// The number is valid (`isValidNumber`), written nationally only with its national prefix where the
    /// region writes one, an `x` in it only as an extension's sign, and neither a Latin letter nor a
    /// currency sign or `%` right before or after it. libphonenumber's default.
    case valid

    public var description: String { rawValue }
}
