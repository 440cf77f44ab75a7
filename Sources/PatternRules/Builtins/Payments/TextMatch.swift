/// A value a built-in rule found in text (``CardNumberRule/matches(inUTF8:)``,
/// ``IBANRule/matches(inUTF8:)``).
public struct TextMatch: Sendable, Hashable {
    /// Where the value is written, in UTF-8 bytes of the text searched.
    public let utf8Range: Range<Int>
    /// The value without its separators: a card's digits, an IBAN's electronic form.
    public let compact: String
}

/// The byte tests the finders of cards and IBANs share: they read ASCII only.
enum ASCIIText {
    static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
    static func isUpper(_ byte: UInt8) -> Bool { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
    static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || isUpper(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
    }
    /// The value (0 to 15) of the ASCII hexadecimal digit `byte` in either case, `nil` for any other byte.
    static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
        default: nil
        }
    }
    /// The value (0 to 9) of the ASCII digit `byte`.
    static func digitValue(_ byte: UInt8) -> Int { Int(byte - UInt8(ascii: "0")) }
    /// The number that ASCII `digits` write in decimal (a date's day, an identifier's check digits).
    static func number(_ digits: some Sequence<UInt8>) -> Int { digits.reduce(0) { $0 * 10 + digitValue($1) } }
}
