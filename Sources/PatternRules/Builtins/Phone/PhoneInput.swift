/// What a person typed into a phone field, reduced to its digits.
///
/// Accepted: ASCII and other Unicode decimal digits (`٠١٢` are read as `012`, as libphonenumber does),
/// a `+` as the first character, and the separators space, no-break space, `-`, `.`, `/`, `(` and `)`.
/// Anything else (letters, `#`, a second `+`, a digit with a combining mark) makes the input unreadable.
struct PhoneInput {
    /// The digits, ASCII.
    var digits = ""
    var startsWithPlus = false
    /// A `(` not closed yet: the input cannot be complete.
    var hasOpenParenthesis = false

    /// More digits than any dialled number has (an international prefix of up to 5 digits plus 15).
    static let maximumDigits = 20

    /// `nil` for input no phone number can be written as.
    init?(_ text: String) {
        var depth = 0
        var count = 0
        var first = true
        var startsWithPlus = false
        // The digits go to a buffer on the stack (24 bytes, more than `maximumDigits`): the record path
        // reads a phone number per record, and an array per number cost as much as the reading.
        var buffer: (UInt64, UInt64, UInt64) = (0, 0, 0)
        let readable = withUnsafeMutableBytes(of: &buffer) { digits -> Bool in
            // Scalars, with the ASCII ones decided without Unicode property look-ups (the common case).
            for scalar in text.unicodeScalars {
                defer { first = false }
                switch scalar.value {
                case 0x30...0x39:
                    guard count < Self.maximumDigits else { return false }
                    digits[count] = UInt8(scalar.value)
                    count += 1
                case 0x2B where first:  // +
                    startsWithPlus = true
                case 0x20, 0xA0, 0x2D, 0x2E, 0x2F:  // space, no-break space, -, ., /
                    continue
                case 0x28:  // (
                    depth += 1
                case 0x29:  // )
                    depth -= 1
                    if depth < 0 { return false }
                case 0..<0x80:
                    return false
                default:
                    guard let value = Self.decimalValue(scalar), count < Self.maximumDigits else { return false }
                    digits[count] = UInt8(ascii: "0") + UInt8(value)
                    count += 1
                }
            }
            return true
        }
        guard readable else { return nil }
        digits = withUnsafeBytes(of: buffer) { String(decoding: $0.prefix(count), as: UTF8.self) }
        self.startsWithPlus = startsWithPlus
        hasOpenParenthesis = depth > 0
    }

    private static func decimalValue(_ scalar: Unicode.Scalar) -> Int? {
        guard scalar.properties.generalCategory == .decimalNumber, let value = scalar.properties.numericValue else {
            return nil
        }
        return Int(value)
    }
}
