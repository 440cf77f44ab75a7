/// One scalar read out of UTF-8 bytes at a byte offset, for the finders that scan text as bytes and look at
/// the characters around a candidate (emails and phone numbers in text).
enum UTF8Scalar {
    /// The scalar that starts at byte `position` of `text` and its length in bytes; `nil` where the bytes
    /// there are not UTF-8 (or `position` is past the end).
    static func starting(at position: Int, in text: UnsafeBufferPointer<UInt8>) -> (
        scalar: Unicode.Scalar, length: Int
    )? {
        guard position < text.count else { return nil }
        var iterator = text[position...].makeIterator()
        var decoder = Unicode.UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return nil }
        return (scalar, UTF8.width(scalar))
    }

    /// The scalar that ends at byte `position` of `text`; `nil` where the bytes before it are not UTF-8
    /// (or `position` is the start).
    static func ending(at position: Int, in text: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
        guard position > 0, position <= text.count else { return nil }
        // A scalar is at most four bytes: its lead byte, then up to three continuation bytes.
        var start = position - 1
        while start > max(0, position - 4), text[start] & 0xC0 == 0x80 { start -= 1 }
        guard let (scalar, length) = starting(at: start, in: text), start + length == position else { return nil }
        return scalar
    }

    /// Whether the character that starts at byte `position` joins a word: a letter, a mark or a decimal digit
    /// of any script (`é`, `Ж`, `٣`, a combining accent). A finder's match never touches one, so that no
    /// number or address is cut out of a longer word. `false` past the end and on bytes that are not
    /// UTF-8.
    static func joinsWord(startingAt position: Int, in text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard position < text.count else { return false }
        if text[position] < 0x80 { return ASCIIText.isLetterOrDigit(text[position]) }
        return starting(at: position, in: text).map { isWordScalar($0.scalar) } ?? false
    }

    /// Whether the character that ends at byte `position` joins a word (``joinsWord(startingAt:in:)``).
    static func joinsWord(endingAt position: Int, in text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard position > 0, position <= text.count else { return false }
        if text[position - 1] < 0x80 { return ASCIIText.isLetterOrDigit(text[position - 1]) }
        return ending(at: position, in: text).map(isWordScalar) ?? false
    }

    /// Whether `scalar` is a letter, a mark or a decimal digit of any script: what joins a word, and what
    /// an address at the `international` level may hold beyond ASCII.
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .nonspacingMark,
            .spacingMark, .enclosingMark, .decimalNumber:
            true
        default:
            false
        }
    }
}
