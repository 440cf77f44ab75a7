import Foundation

/// zxcvbn 4.5.0's ranked frequency lists (`Resources/zxcvbn/frequency_lists.txt`, copied from PyPI
/// `zxcvbn==4.5.0` by `scripts/zxcvbn-data`, MIT): a word's rank in its list (1 = most common) is its
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
    /// Per word, its rank in every list that has it, lists in zxcvbn's order.
    private var entryLists: [[Entry]] = []
    /// The longest word, in Unicode scalars: no longer text can be a word.
    private(set) var longestWord = 0

    static let shipped: RankedDictionaries = {
        guard let url = Bundle.module.url(forResource: "frequency_lists", withExtension: "txt", subdirectory: "zxcvbn"),
            let data = try? Data(contentsOf: url)
        else {
            // The resource ships with the library; without it the estimate still runs, on the other matchers.
            return RankedDictionaries()
        }
        return parse(String(decoding: data, as: UTF8.self))
    }()

    /// `name<TAB>word,word,…` per line, most common first.
    static func parse(_ text: String) -> RankedDictionaries {
        var words: [(word: String, entry: Entry)] = []
        words.reserveCapacity(100_000)
        for line in text.split(separator: "\n") {
            guard let tab = line.firstIndex(of: "\t"),
                let name = Name.allCases.first(where: { $0.fileName == line[..<tab] })
            else { continue }
            for (index, word) in line[line.index(after: tab)...].split(separator: ",").enumerated() {
                words.append((String(word), Entry(dictionary: name, rank: index + 1)))
            }
        }
        return RankedDictionaries(words, keepsLastRank: false)
    }

    /// The user's own words (name, email), lowercased and ranked in the order given, as zxcvbn's
    /// `user_inputs` list (a repeated word keeps its last rank, as zxcvbn's dictionary does).
    static func userInputs(_ words: [String]) -> RankedDictionaries {
        let ranked = words.enumerated().filter { !$0.element.isEmpty }.map { index, word in
            let lowered = ZxcvbnText.string(ZxcvbnText.lowercased(Array(word.unicodeScalars))[...])
            return (lowered, Entry(dictionary: .userInputs, rank: index + 1))
        }
        return RankedDictionaries(ranked, keepsLastRank: true)
    }

    private init() {}

    /// Sorts the words by their UTF-8 bytes (the order the search narrows by; stably, so the lists keep
    /// zxcvbn's order) and merges repeats.
    private init(_ words: [(String, Entry)], keepsLastRank: Bool) {
        // For ASCII, `String`'s own comparison is byte order and much faster (zxcvbn's lists are ASCII).
        let ascii = words.allSatisfy { $0.0.utf8.allSatisfy { $0 < 0x80 } }
        let order = words.indices.sorted { left, right in
            let (a, b) = (words[left].0, words[right].0)
            if ascii { return a < b || (a == b && left < right) }
            if a.utf8.elementsEqual(b.utf8) { return left < right }
            return a.utf8.lexicographicallyPrecedes(b.utf8)
        }
        var previous: String.UTF8View?
        for index in order {
            let (word, entry) = words[index]
            if let previous, previous.elementsEqual(word.utf8), let last = entryLists.indices.last {
                if keepsLastRank { entryLists[last] = [entry] } else { entryLists[last].append(entry) }
                continue
            }
            previous = word.utf8
            bytes += word.utf8
            starts.append(Int32(bytes.count))
            entryLists.append([entry])
            longestWord = max(longestWord, word.unicodeScalars.count)
        }
    }

    /// The byte at `depth` of word `k`, or -1 past its end (shorter words sort first).
    @inline(__always)
    private func byte(_ k: Int, _ depth: Int) -> Int {
        let position = Int(starts[k]) + depth
        return position < Int(starts[k + 1]) ? Int(bytes[position]) : -1
    }

    /// The first word in `range` whose byte at `depth` is at least `value`.
    private func lowerBound(_ range: Range<Int>, depth: Int, value: Int) -> Int {
        var (low, high) = (range.lowerBound, range.upperBound)
        while low < high {
            let middle = (low + high) / 2
            if byte(middle, depth) < value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Calls `found` with the end index and the entries of every word that `text[start...]` begins with,
    /// shortest first.
    func forEachWord(
        in text: [Unicode.Scalar], from start: Int, upTo end: Int, _ found: (Int, [Entry]) -> Void
    ) {
        var range = 0..<entryLists.count
        var depth = 0
        var index = start
        while index < end, !range.isEmpty {
            for unit in UTF8.encode(text[index])! {
                let low = lowerBound(range, depth: depth, value: Int(unit))
                let high = lowerBound(low..<range.upperBound, depth: depth, value: Int(unit) + 1)
                range = low..<high
                depth += 1
                if range.isEmpty { return }
            }
            // The shortest word of the range is the text read so far when its length is `depth`.
            if Int(starts[range.lowerBound + 1] - starts[range.lowerBound]) == depth {
                found(index, entryLists[range.lowerBound])
            }
            index += 1
        }
    }
}
