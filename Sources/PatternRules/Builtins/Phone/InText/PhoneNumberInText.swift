/// A phone number found in text (``PhoneNumberRule/matches(in:leniency:)``).
public struct PhoneNumberInText: Sendable, Hashable {
    /// Where the number is written in the text searched, extension included, in UTF-8 bytes
    /// (``range(in:)`` gives it as string indices).
    public let utf8Range: Range<Int>
    /// The country calling code, without `+` (`44`).
    public let callingCode: String
    /// The national significant number: no `+`, calling code, national prefix or separators.
    public let nationalNumber: String
    /// The extension written after the number (`123` for `ext. 123`), `nil` when there is none.
    public let extensionNumber: String?
    /// The number with its region and type, when it is valid; `nil` for a number found at
    /// ``PhoneNumberLeniency/possible`` that no range of its calling code holds.
    public let number: PhoneNumber?

    /// The E.164 form: `+442079460958` (without the extension).
    public var e164: String { "+\(callingCode)\(nationalNumber)" }
}

extension PhoneNumberInText {
    /// Where the number is written in `text`, the string it was found in.
    public func range(in text: String) -> Range<String.Index> {
        let utf8 = text.utf8
        return utf8.index(
            utf8.startIndex, offsetBy: utf8Range.lowerBound)..<utf8.index(
                utf8.startIndex, offsetBy: utf8Range.upperBound)
    }
}
