/// What a person typed into a phone field, reduced to its digits.
///
/// Accepted: ASCII and other Unicode decimal digits (`٠١٢` are read as `012`, as libphonenumber does),
/// a `+` as the first character, and the separators space, no-break space, `-`, `.`, `(` and `)`.
/// Anything else (letters, `#`, a second `+`) makes the input unreadable.
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
        for (offset, character) in text.enumerated() {
            switch character {
            case "+" where offset == 0:
                startsWithPlus = true
            case " ", "\u{00A0}", "-", ".":
                continue
            case "(":
                depth += 1
            case ")":
                depth -= 1
                if depth < 0 { return nil }
            default:
                guard let value = Self.decimalValue(character), digits.utf8.count < Self.maximumDigits else {
                    return nil
                }
                digits.append(Character(Unicode.Scalar(UInt8(ascii: "0") + UInt8(value))))
            }
        }
        hasOpenParenthesis = depth > 0
    }

    private static func decimalValue(_ character: Character) -> Int? {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
            scalar.properties.generalCategory == .decimalNumber
        else { return nil }
        return scalar.properties.numericValue.map { Int($0) }
    }
}
