/// The ranked word lists of the strength estimate in one trie over ASCII bytes, so that every
/// dictionary word starting at a position is found in one walk that stops as soon as no word continues:
/// no substring is copied or hashed.
struct PasswordDictionary: Sendable {
    /// Children of a node, as a singly linked sibling list; node 0 is the root.
    private var firstChild: [Int32] = [-1]
    private var nextSibling: [Int32] = [-1]
    private var byte: [UInt8] = [0]
    /// The best (smallest) rank of the word ending at the node over both lists; 0 = no word ends here.
    private var rank: [Int32] = [0]
    /// Nodes with many children also get a table indexed by byte (128 slots each in `denseChildren`):
    /// the root and the first letters, where a sibling list would be walked for dozens of entries.
    private var denseTable: [Int32] = []
    private var denseChildren: [Int32] = []
    private static let denseThreshold = 4

    /// Both shipped lists (`scripts/generate-password-dictionaries.py`).
    static let shared = PasswordDictionary(lists: [
        PasswordDictionaryData.commonPasswords, PasswordDictionaryData.englishWords,
    ])

    /// The longest word, in bytes: no walk goes further.
    private(set) var longestWord = 0

    init(lists: [String]) {
        for list in lists {
            for (index, word) in list.split(separator: "\n").enumerated() {
                insert(word.utf8, rank: Int32(index + 1))
            }
        }
        buildDenseTables()
    }

    private mutating func buildDenseTables() {
        denseTable = [Int32](repeating: -1, count: byte.count)
        for node in byte.indices {
            var children: [Int32] = []
            var child = firstChild[node]
            while child >= 0 {
                children.append(child)
                child = nextSibling[Int(child)]
            }
            guard children.count >= Self.denseThreshold else { continue }
            denseTable[node] = Int32(denseChildren.count)
            denseChildren += [Int32](repeating: -1, count: 128)
            for child in children { denseChildren[Int(denseTable[node]) + Int(byte[Int(child)])] = child }
        }
    }

    private mutating func insert(_ word: Substring.UTF8View, rank wordRank: Int32) {
        var node: Int32 = 0
        for character in word {
            node = child(of: node, byte: character) ?? addChild(to: node, byte: character)
        }
        if rank[Int(node)] == 0 || wordRank < rank[Int(node)] { rank[Int(node)] = wordRank }
        longestWord = max(longestWord, word.count)
    }

    private mutating func addChild(to parent: Int32, byte character: UInt8) -> Int32 {
        let node = Int32(byte.count)
        firstChild.append(-1)
        byte.append(character)
        rank.append(0)
        nextSibling.append(firstChild[Int(parent)])
        firstChild[Int(parent)] = node
        return node
    }

    @inline(__always)
    private func child(of parent: Int32, byte character: UInt8) -> Int32? {
        if Int(parent) < denseTable.count, denseTable[Int(parent)] >= 0 {
            guard character < 128 else { return nil }
            let node = denseChildren[Int(denseTable[Int(parent)]) + Int(character)]
            return node < 0 ? nil : node
        }
        var node = firstChild[Int(parent)]
        while node >= 0 {
            if byte[Int(node)] == character { return node }
            node = nextSibling[Int(node)]
        }
        return nil
    }

    /// The rank of `word` (lowercase ASCII), `nil` when it is in neither list.
    func rank(of word: some Sequence<UInt8>) -> Int? {
        var node: Int32 = 0
        for character in word {
            guard let next = child(of: node, byte: character) else { return nil }
            node = next
        }
        let found = rank[Int(node)]
        return found == 0 ? nil : Int(found)
    }

    /// Calls `found(length, rank)` for every word that `text` starts with when read from `start` in
    /// `step` direction (+1 forwards, -1 backwards), shortest first.
    @inline(__always)
    func forEachWord(
        in text: UnsafeBufferPointer<UInt32>, from start: Int, step: Int, _ found: (_ length: Int, _ rank: Int) -> Void
    ) {
        var node: Int32 = 0
        var position = start
        var length = 0
        while position >= 0 && position < text.count && length < longestWord {
            let scalar = text[position]
            guard scalar < 128, let next = child(of: node, byte: UInt8(scalar)) else { return }
            node = next
            length += 1
            if rank[Int(node)] != 0 { found(length, Int(rank[Int(node)])) }
            position += step
        }
    }
}
