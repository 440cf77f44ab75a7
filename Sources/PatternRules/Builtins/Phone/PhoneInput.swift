/// What a person typed into a phone field, reduced to its digits.
///
/// Accepted: ASCII and other Unicode decimal digits (`٠١٢` are read as `012`, as libphonenumber does),
/// one or more `+` or `＋` before anything but invisible marks and spaces, the separators `-`, `.`, `/`,
/// `(` and `)`, any Unicode space, and the invisible bidirectional marks (U+200E, U+200F, U+202A–U+202E,
/// U+2066–U+2069, U+061C) that a text field or a copied web page puts around a number. Anything else
/// (letters, `#`, a `+` after a digit, a digit with a combining mark) makes the input unreadable.
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
        // Whether a `+` may still come: before anything but marks, spaces and other plus signs.
        var plusAllowed = true
        var startsWithPlus = false
        // The digits go to a buffer on the stack (24 bytes, more than `maximumDigits`): the record path
        // reads a phone number per record, and an array per number cost as much as the reading.
        var buffer: (UInt64, UInt64, UInt64) = (0, 0, 0)
        let readable = withUnsafeMutableBytes(of: &buffer) { digits -> Bool in
            // Scalars, with the ASCII ones decided without Unicode property look-ups (the common case).
            for scalar in text.unicodeScalars {
                switch scalar.value {
                case 0x30...0x39:
                    guard count < Self.maximumDigits else { return false }
                    digits[count] = UInt8(scalar.value)
                    count += 1
                    plusAllowed = false
                case 0x2B, 0xFF0B:  // + and the full-width ＋, as libphonenumber reads them
                    guard plusAllowed else { return false }
                    startsWithPlus = true
                case 0x20, 0xA0:  // space, no-break space
                    if startsWithPlus { plusAllowed = false }
                case 0x2D, 0x2E, 0x2F:  // -, ., /
                    plusAllowed = false
                case 0x28:  // (
                    depth += 1
                    plusAllowed = false
                case 0x29:  // )
                    depth -= 1
                    if depth < 0 { return false }
                    plusAllowed = false
                case 0..<0x80:
                    return false
                case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x061C:
                    continue  // invisible bidirectional marks
                default:
                    if scalar.properties.generalCategory == .spaceSeparator {
                        if startsWithPlus { plusAllowed = false }
                        continue
                    }
                    guard let value = Self.decimalValue(scalar), count < Self.maximumDigits else { return false }
                    digits[count] = UInt8(ascii: "0") + UInt8(value)
                    count += 1
                    plusAllowed = false
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
