/// IBANs in free text.
extension IBANRule {
    /// A pattern every IBAN ``matches(inUTF8:)`` finds holds a match of: its country code in capitals and
    /// its check digits. A text without one holds no IBAN, which a scan of many rules (`patterns find`)
    /// learns in its one pass.
    package static let candidatePattern = BuiltinPattern.compileLeniently("[A-Z]{2}[0-9]{2}")

    /// The valid IBANs written in UTF-8 `text`, in order.
    ///
    /// An IBAN in text is written in capitals, either without spaces (`DE89370400440532013000`) or in
    /// groups of four after the country and check digits (`DE89 3704 0044 0532 0130 00`), with no letter,
    /// mark or digit of any script right before or after it; it has its country's length and structure
    /// and valid check digits. A run longer than its country's length is not a match, as a card number's
    /// is not: written in groups, a space and a digit after its last group continue the run. A candidate
    /// that fails is not a match. Linear in the length of `text`.
    public func matches(inUTF8 text: UnsafeBufferPointer<UInt8>) -> [TextMatch] {
        var found: [TextMatch] = []
        var start = 0
        while start + 4 <= text.count {
            if let match = Self.match(in: text, at: start) {
                found.append(match)
                start = match.utf8Range.upperBound
            } else {
                start += 1
            }
        }
        return found
    }

    /// The valid IBANs in `text`, as ``matches(inUTF8:)`` finds them.
    public func matches(in text: String) -> [TextMatch] {
        var copy = text
        return copy.withUTF8 { matches(inUTF8: $0) }
    }

    /// The IBAN that starts at byte `start`, compact or spaced, `nil` when there is none.
    private static func match(in text: UnsafeBufferPointer<UInt8>, at start: Int) -> TextMatch? {
        guard ASCIIText.isUpper(text[start]), ASCIIText.isUpper(text[start + 1]), ASCIIText.isDigit(text[start + 2]),
            ASCIIText.isDigit(text[start + 3]), !UTF8Scalar.joinsWord(endingAt: start, in: text),
            let bban = registry[String(decoding: text[start..<start + 2], as: UTF8.self)]
        else { return nil }
        for spaced in [false, true] {
            guard let (end, compact) = read(text, from: start, length: bban.count + 4, spaced: spaced),
                !UTF8Scalar.joinsWord(startingAt: end, in: text),
                !(spaced && end + 1 < text.count && text[end] == UInt8(ascii: " ") && ASCIIText.isDigit(text[end + 1])),
                verdict(compact: compact) == .valid
            else { continue }
            return TextMatch(utf8Range: start..<end, compact: String(decoding: compact, as: UTF8.self))
        }
        return nil
    }

    /// `length` capitals and digits from `start`, with one space before every fourth when `spaced`:
    /// where they end and the characters, `nil` when the text is not written so.
    private static func read(_ text: UnsafeBufferPointer<UInt8>, from start: Int, length: Int, spaced: Bool)
        -> (end: Int, compact: [UInt8])?
    {
        var compact: [UInt8] = []
        var index = start
        while compact.count < length {
            if spaced, compact.count >= 4, compact.count % 4 == 0 {
                guard index < text.count, text[index] == UInt8(ascii: " ") else { return nil }
                index += 1
            }
            guard index < text.count, ASCIIText.isUpper(text[index]) || ASCIIText.isDigit(text[index]) else {
                return nil
            }
            compact.append(text[index])
            index += 1
        }
        return (index, compact)
    }
}
