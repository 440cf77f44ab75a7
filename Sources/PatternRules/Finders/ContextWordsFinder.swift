/// A finder whose values are reported only where one of its words stands in the same line (the bytes
/// between the line feeds around the value): what `patterns find NAME --context` and
/// ``FinderOptions/requiresContext`` make of a finder with ``RegisteredFinder/contextWords``.
///
/// A word is matched whole (no ASCII letter or digit right before or after it), its ASCII letters in
/// any case; a word's other characters are matched as written (lower case).
public struct ContextWordsFinder: TextFinder {
    public let base: any TextFinder
    /// The words, lower case, as UTF-8.
    private let words: [[UInt8]]

    public init(_ base: any TextFinder, words: [String]) {
        self.base = base
        self.words = words.map { Array($0.lowercased().utf8) }
    }

    public var candidates: Pattern { base.candidates }

    public func values(inUTF8 text: UnsafeBufferPointer<UInt8>) throws(SearchError) -> [FoundValue] {
        let found = try base.values(inUTF8: text)
        guard !found.isEmpty else { return found }
        // Each line is lowered and read once, however many values it holds.
        var lines: [Range<Int>: Bool] = [:]
        return found.filter { value in
            let start = text[..<value.utf8Range.lowerBound].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
            let end = text[value.utf8Range.upperBound...].firstIndex(of: 0x0A) ?? text.count
            if let known = lines[start..<end] { return known }
            let answer = holdsWord(text[start..<end])
            lines[start..<end] = answer
            return answer
        }
    }

    /// Whether `line` holds one of the words, whole.
    private func holdsWord(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        let lowered = line.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 + 32 : $0 }
        for word in words where word.count <= lowered.count {
            var start = 0
            while start + word.count <= lowered.count {
                guard let first = lowered[start...].firstIndex(of: word[0]) else { break }
                if first + word.count <= lowered.count, lowered[first..<first + word.count].elementsEqual(word),
                    !(first > 0 && ASCIIText.isLetterOrDigit(lowered[first - 1])),
                    !(first + word.count < lowered.count && ASCIIText.isLetterOrDigit(lowered[first + word.count]))
                {
                    return true
                }
                start = first + 1
            }
        }
        return false
    }
}
