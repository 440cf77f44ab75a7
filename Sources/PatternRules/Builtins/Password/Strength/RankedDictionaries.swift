import Foundation

/// zxcvbn 4.5.0's ranked frequency lists (`Resources/zxcvbn/frequency_lists.txt`, copied from PyPI
/// `zxcvbn==4.5.0` by `scripts/generate/zxcvbn-data.py`, MIT): a word's rank in its list (1 = most common) is its
/// guess count. Loaded once per process, on the first strength estimate, as one sorted array of UTF-8
/// words: matching narrows the range of words sharing the text read so far, from each position of the
/// password, and stops where no word continues, instead of looking up every substring.
struct RankedDictionaries: Sendable {
    /// The lists in zxcvbn's order; `userInputs` is the per-call list of the user's own words.
    enum Name: UInt8, Sendable, CaseIterable {
        case passwords, englishWikipedia, femaleNames, surnames, usTVAndFilm, maleNames, userInputs

        var fileName: String {
            switch self {
            case .passwords: "passwords"
            case .englishWikipedia: "english_wikipedia"
            case .femaleNames: "female_names"
            case .surnames: "surnames"
            case .usTVAndFilm: "us_tv_and_film"
            case .maleNames: "male_names"
            case .userInputs: "user_inputs"
            }
        }
    }

    /// One word's rank in one list.
    struct Entry: Sendable {
        let dictionary: Name
        let rank: Int
    }

    /// Every word's UTF-8, concatenated in sorted order; `starts[k]..<starts[k + 1]` is word `k`.
    private var bytes: [UInt8] = []
    private var starts: [Int32] = [0]
    /// Per word, its rank in every list that has it, lists in zxcvbn's order:
    /// `entries[entryStarts[k]..<entryStarts[k + 1]]` (one flat array, not an array per word).
    private var entries: [Entry] = []
    private var entryStarts: [Int32] = [0]
    /// The longest word, in Unicode scalars: no longer text can be a word.
    private(set) var longestWord = 0

    static let shipped: RankedDictionaries = {
        guard let url = Bundle.module.url(forResource: "frequency_lists", withExtension: "txt", subdirectory: "zxcvbn"),
            let data = try? Data(contentsOf: url)
        else {
            // The resource ships with the library; without it the estimate still runs, on the other matchers.
            return RankedDictionaries()
        }
        return parse(Array(data))
    }()

    /// One word of a list: its bytes in the text being read, and its rank.
    private struct Word {
        let start: Int32
        let length: Int32
        let entry: Entry
    }

    /// `name<TAB>word,word,…` per line, most common first; read in place, without a `String` per word.
    static func parse(_ text: [UInt8]) -> RankedDictionaries {
        var words: [Word] = []
        words.reserveCapacity(100_000)
        var lineStart = 0
        while lineStart < text.count {
            let lineEnd = text[lineStart...].firstIndex(of: 0x0A) ?? text.count
            defer { lineStart = lineEnd + 1 }
            guard let tab = text[lineStart..<lineEnd].firstIndex(of: 0x09),
                let name = Name.allCases.first(where: { $0.fileName.utf8.elementsEqual(text[lineStart..<tab]) })
            else { continue }
            var wordStart = tab + 1
            var rank = 1
            while wordStart <= lineEnd {
                let wordEnd = text[wordStart..<lineEnd].firstIndex(of: 0x2C) ?? lineEnd
                // An empty word (two commas) is no word and takes no rank.
                if wordEnd > wordStart {
                    words.append(
                        Word(
                            start: Int32(wordStart), length: Int32(wordEnd - wordStart),
                            entry: Entry(dictionary: name, rank: rank)))
                    rank += 1
                }
                wordStart = wordEnd + 1
            }
        }
        return RankedDictionaries(text, words, keepsLastRank: false)
    }

    /// The user's own words (name, email), lowercased and ranked in the order given, as zxcvbn's
    /// `user_inputs` list (a repeated word keeps its last rank, as zxcvbn's dictionary does).
    static func userInputs(_ given: [String]) -> RankedDictionaries {
        var text: [UInt8] = []
        var words: [Word] = []
        for (index, word) in given.enumerated() where !word.isEmpty {
            let lowered = ZxcvbnText.string(ZxcvbnText.lowercased(Array(word.unicodeScalars))[...])
            words.append(
                Word(
                    start: Int32(text.count), length: Int32(lowered.utf8.count),
                    entry: Entry(dictionary: .userInputs, rank: index + 1)))
            text += lowered.utf8
        }
        return RankedDictionaries(text, words, keepsLastRank: true)
    }

    private init() {}

    /// Sorts the words by their UTF-8 bytes (the order the search narrows by; stably, so the lists keep
    /// zxcvbn's order) and merges repeats.
    private init(_ text: [UInt8], _ words: [Word], keepsLastRank: Bool) {
        let order = text.withUnsafeBufferPointer { text in
            words.indices.sorted { left, right in
                let (a, b) = (words[left], words[right])
                let common = Int(min(a.length, b.length))
                let order = memcmp(text.baseAddress! + Int(a.start), text.baseAddress! + Int(b.start), common)
                if order != 0 { return order < 0 }
                return a.length != b.length ? a.length < b.length : left < right
            }
        }
        bytes.reserveCapacity(text.count)
        entries.reserveCapacity(words.count)
        var previous: Word?
        for index in order {
            let word = words[index]
            let range = Int(word.start)..<Int(word.start + word.length)
            if let last = previous, last.length == word.length,
                text[Int(last.start)..<Int(last.start + last.length)].elementsEqual(text[range])
            {
                if keepsLastRank { entries[entries.count - 1] = word.entry } else { entries.append(word.entry) }
                entryStarts[entryStarts.count - 1] = Int32(entries.count)
                continue
            }
            previous = word
            bytes += text[range]
            starts.append(Int32(bytes.count))
            entries.append(word.entry)
            entryStarts.append(Int32(entries.count))
            // Scalars: every byte that does not continue a UTF-8 sequence.
            longestWord = max(longestWord, text[range].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) })
        }
        indexFirstBytes()
    }

    /// The words that start with each byte: the first step of every search, read from a table.
    private var firstByteRanges: [Range<Int32>] = []

    /// Fills ``firstByteRanges`` once the words are sorted.
    private mutating func indexFirstBytes() {
        firstByteRanges = [Range<Int32>](repeating: 0..<0, count: 256)
        var k = 0
        let count = starts.count - 1
        while k < count {
            // Words are non-empty: every one has a first byte.
            let first = bytes[Int(starts[k])]
            var next = k + 1
            while next < count && bytes[Int(starts[next])] == first { next += 1 }
            firstByteRanges[Int(first)] = Int32(k)..<Int32(next)
            k = next
        }
    }

    /// The first word in `low..<high` whose byte at `depth` is at least `value` (-1 past a word's end:
    /// shorter words sort first).
    @inline(__always)
    private static func lowerBound(
        _ low: Int, _ high: Int, depth: Int, value: Int, starts: UnsafeBufferPointer<Int32>,
        bytes: UnsafeBufferPointer<UInt8>
    ) -> Int {
        var (low, high) = (low, high)
        while low < high {
            let middle = (low + high) / 2
            let position = Int(starts[middle]) + depth
            let byte = position < Int(starts[middle + 1]) ? Int(bytes[position]) : -1
            if byte < value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Calls `found` with the end index and the entries of every word that `text[start...]` begins with,
    /// shortest first.
    func forEachWord(
        in text: [Unicode.Scalar], from start: Int, upTo end: Int, _ found: (Int, ArraySlice<Entry>) -> Void
    ) {
        guard start < end, starts.count > 1 else { return }
        starts.withUnsafeBufferPointer { starts in
            bytes.withUnsafeBufferPointer { bytes in
                var range = 0..<(starts.count - 1)
                var depth = 0
                var index = start
                var encoded: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
                while index < end, !range.isEmpty {
                    // The scalar's UTF-8, without a collection per scalar.
                    let value = text[index].value
                    let length: Int
                    if value < 0x80 {
                        encoded.0 = UInt8(value)
                        length = 1
                    } else {
                        var units = UTF8.encode(text[index])!.makeIterator()
                        length = UTF8.width(text[index])
                        withUnsafeMutableBytes(of: &encoded) { slots in
                            for slot in 0..<length { slots[slot] = units.next()! }
                        }
                    }
                    for position in 0..<length {
                        let unit = withUnsafeBytes(of: encoded) { Int($0[position]) }
                        if depth == 0 {
                            let words = firstByteRanges[unit]
                            range = Int(words.lowerBound)..<Int(words.upperBound)
                        } else {
                            let low = Self.lowerBound(
                                range.lowerBound, range.upperBound, depth: depth, value: unit, starts: starts,
                                bytes: bytes)
                            let high = Self.lowerBound(
                                low, range.upperBound, depth: depth, value: unit + 1, starts: starts, bytes: bytes)
                            range = low..<high
                        }
                        depth += 1
                        if range.isEmpty { return }
                    }
                    // The shortest word of the range is the text read so far when its length is `depth`.
                    if Int(starts[range.lowerBound + 1] - starts[range.lowerBound]) == depth {
                        found(
                            index, entries[Int(entryStarts[range.lowerBound])..<Int(entryStarts[range.lowerBound + 1])])
                    }
                    index += 1
                }
            }
        }
    }
}
