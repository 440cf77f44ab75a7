/// Card numbers in free text.
extension CardNumberRule {
    /// A pattern every card number ``matches(inUTF8:)`` finds holds a match of: twelve digits, with a
    /// space or a hyphen at most between two. A text without one holds no card number, which a scan of
    /// many rules (`patterns find`) learns in its one pass.
    package static let candidatePattern = BuiltinPattern.compileLeniently("[0-9](?:[ -]?[0-9]){11}")

    /// The valid card numbers written in UTF-8 `text`, in order.
    ///
    /// A candidate is a run of digit groups joined by single spaces or hyphens, with no letter, mark or
    /// digit of any script right before or after it (`é4111…` and `٣4111…` hold no card number). It is a card number when it has 12 to 19 digits, one kind of separator
    /// between groups of 3 to 6 digits (or none), a network's leading digits and length, and a valid Luhn
    /// digit. A run that fails is not a match, and no part of it is tried: `1234 4111 1111 1111 1111`
    /// holds no card number, since nothing says where one would start. Linear in the length of `text`.
    public func matches(inUTF8 text: UnsafeBufferPointer<UInt8>) -> [TextMatch] {
        var found: [TextMatch] = []
        var start = 0
        while start < text.count {
            guard ASCIIText.isDigit(text[start]) else {
                start += 1
                continue
            }
            // Digits inside a word (`DE89…`, `A123`) start no candidate, and their group joins none.
            if UTF8Scalar.joinsWord(endingAt: start, in: text) {
                while start < text.count, ASCIIText.isDigit(text[start]) { start += 1 }
                continue
            }
            var end = start
            var digits: [UInt8] = []
            var groups: [Int] = []
            var separators: Set<UInt8> = []
            while true {
                let groupStart = digits.count
                while end < text.count, ASCIIText.isDigit(text[end]) {
                    if digits.count <= CardIssuer.lengthRange.upperBound { digits.append(text[end]) }
                    end += 1
                }
                groups.append(digits.count - groupStart)
                guard end + 1 < text.count, text[end] == UInt8(ascii: " ") || text[end] == UInt8(ascii: "-"),
                    ASCIIText.isDigit(text[end + 1])
                else { break }
                separators.insert(text[end])
                end += 1
            }
            let touchesAfter = UTF8Scalar.joinsWord(startingAt: end, in: text)
            let grouped = groups.count == 1 || (separators.count == 1 && groups.allSatisfy { (3...6).contains($0) })
            if !touchesAfter, grouped, CardIssuer.lengthRange.contains(digits.count),
                Self.issuer(ofDigits: digits) != nil
            {
                found.append(TextMatch(utf8Range: start..<end, compact: String(decoding: digits, as: UTF8.self)))
            }
            start = end
        }
        return found
    }

    /// The valid card numbers in `text`, as ``matches(inUTF8:)`` finds them.
    public func matches(in text: String) -> [TextMatch] {
        var copy = text
        return copy.withUTF8 { matches(inUTF8: $0) }
    }
}
