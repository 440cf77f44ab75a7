/// How sure a number found in text must be, as libphonenumber's `PhoneNumberMatcher.Leniency` levels
/// say, from the most lenient.
public enum PhoneNumberLeniency: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The number has a possible length for its calling code (`isPossibleNumber`): a plausible number,
    /// not necessarily one in service. Letters and currency signs around it are allowed.
    case possible
    /// The number is valid (`isValidNumber`), written nationally only with its national prefix where the
    /// region writes one, an `x` in it only as an extension's sign, and neither a Latin letter nor a
    /// currency sign or `%` right before or after it. libphonenumber's default.
    case valid
    /// `valid`, with at most one `/` in the national number, and its digits grouped as the region
    /// formats the number (or as one of libphonenumber's alternate formats for its calling code), or as
    /// one block: no group broken apart. `650 253 0000` and `6502530000` pass in the US; `65 02 53 00 00`
    /// does not.
    case strictGrouping = "strict-grouping"
    /// `strictGrouping`, with the groups exactly as the format writes them: `650 2530000` no longer passes.
    case exactGrouping = "exact-grouping"

    /// `valid` or stricter: the levels at which letters, `%` and currency signs may not touch a number.
    var isAtLeastValid: Bool { self != .possible }

    public var description: String { rawValue }
}
