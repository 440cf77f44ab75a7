/// The character tests libphonenumber's matcher and parser make, as Python's `str` and `unicodedata`
/// answer them.
enum PhoneTextScalars {
    static func isPlus(_ scalar: Unicode.Scalar) -> Bool { scalar == "+" || scalar == "\u{FF0B}" }

    /// Python's `\d`: a decimal digit of any script.
    static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        // ASCII is answered without a look-up in the Unicode tables: most text is ASCII.
        scalar.isASCII ? (0x30...0x39).contains(scalar.value) : scalar.properties.generalCategory == .decimalNumber
    }

    /// `A` to `Z` or `a` to `z`, by code point: the letters `parse` reads as keypad digits.
    static func isASCIILetter(_ value: UInt32) -> Bool {
        (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
    }

    /// Unicode's Alphabetic property (the letters `parse` may read as keypad digits, counted generously).
    static func isAlphabetic(_ scalar: Unicode.Scalar) -> Bool {
        // ASCII is answered without a look-up in the Unicode tables: its letters are its only ones.
        scalar.isASCII ? isASCIILetter(scalar.value) : scalar.properties.isAlphabetic
    }

    /// Python's `\w` without `_`: a letter or anything with a numeric value.
    static func isLetterOrNumber(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value
            return (0x30...0x39).contains(value) || isASCIILetter(value)
        }
        return switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: true
        default: scalar.properties.numericType != nil
        }
    }

    /// `unicodedata.digit`: the value of a decimal digit or another digit (`²`), `nil` otherwise.
    static func digitValue(_ scalar: Unicode.Scalar) -> Int? {
        if scalar.isASCII { return (0x30...0x39).contains(scalar.value) ? Int(scalar.value - 0x30) : nil }
        guard scalar.properties.numericType == .decimal || scalar.properties.numericType == .digit,
            let value = scalar.properties.numericValue
        else { return nil }
        return Int(value)
    }

    /// `normalize_digits_only`: the digits of `text`, as ASCII, everything else left out.
    static func digitsOnly(_ text: some Sequence<Unicode.Scalar>) -> String {
        var digits: [UInt8] = []
        for scalar in text {
            if let value = digitValue(scalar) { digits.append(UInt8(48 + value)) }
        }
        return String(decoding: digits, as: UTF8.self)
    }

    /// `normalize_digits_only` of a text: its ASCII digits read from its bytes while they are ASCII,
    /// the scalars of any script otherwise.
    static func digitsOnly(_ text: Substring) -> String {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return digitsOnly(text.unicodeScalars) }
        return String(decoding: text.utf8.filter { (0x30...0x39).contains($0) }, as: UTF8.self)
    }

    /// A Latin letter or a combining mark, which a number may not touch (`_is_latin_letter`): a letter or
    /// non-spacing mark in the Basic Latin, Latin-1 Supplement, Latin Extended-A, -B or Additional, or
    /// Combining Diacritical Marks blocks.
    static func isLatinLetter(_ scalar: Unicode.Scalar) -> Bool {
        // ASCII is answered without a look-up in the Unicode tables: the letters are its only ones.
        if scalar.isASCII {
            return isASCIILetter(scalar.value)
        }
        let category = scalar.properties.generalCategory
        switch category {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .nonspacingMark:
            break
        default:
            return false
        }
        switch scalar.value {
        case 0...0x24F, 0x300...0x36F, 0x1E00...0x1EFF: return true
        default: return false
        }
    }

    /// `%` or a currency sign, which a number may not touch (`_is_invalid_punctuation_symbol`).
    static func isInvalidNeighbour(_ scalar: Unicode.Scalar) -> Bool {
        // In ASCII only `$` is a currency sign.
        scalar.isASCII ? scalar == "%" || scalar == "$" : scalar.properties.generalCategory == .currencySymbol
    }

    /// A bracket or plus sign a number may start with (`LEAD_CLASS`).
    static func isLead(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "(", "[", "\u{FF08}", "\u{FF3B}", "+", "\u{FF0B}": true
        default: false
        }
    }
}
