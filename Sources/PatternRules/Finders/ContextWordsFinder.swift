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

    /// The base finder's values that have a word in their line. The values come in order, so each line
    /// is found by reading on from the last (no byte is read twice for it), and lowered and read for the
    /// words once, however many values it holds: linear in `text`.
    public func values(inUTF8 text: UnsafeBufferPointer<UInt8>) throws(SearchError) -> [FoundValue] {
        var line: (range: Range<Int>, holdsWord: Bool)?
        return try base.values(inUTF8: text).filter { value in
            if let line, value.utf8Range.lowerBound < line.range.upperBound { return line.holdsWord }
            let searchedUpTo = line?.range.upperBound ?? 0
            let start =
                text[searchedUpTo..<value.utf8Range.lowerBound].lastIndex(of: 0x0A).map { $0 + 1 } ?? searchedUpTo
            let end = text[value.utf8Range.upperBound...].firstIndex(of: 0x0A) ?? text.count
            line = (start..<end, holdsWord(text[start..<end]))
            return line!.holdsWord
        }
    }

    /// Whether `line` holds one of the words, whole: no ASCII letter or digit right before or after it.
    private func holdsWord(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        let lowered = line.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 + 32 : $0 }
        return words.contains { word in
            var from = 0
            while let found = lowered[from...].firstRange(of: word) {
                let (before, after) = (found.lowerBound - 1, found.upperBound)
                if !(before >= 0 && ASCIIText.isLetterOrDigit(lowered[before]))
                    && !(after < lowered.count && ASCIIText.isLetterOrDigit(lowered[after]))
                {
                    return true
                }
                from = found.lowerBound + 1
            }
            return false
        }
    }
}
