/// The bytes a match of a pattern can begin with: the first UTF-8 byte of the first scalar it reads. A
/// search on an engine that tries every position in turn (PCRE2, whose own start-of-match analysis gives
/// up on a Unicode property such as `\p{Nd}`) skips to the next such byte instead: no match begins
/// anywhere else.
extension RegexNode {
    /// The first bytes of every match, ascending; `nil` where a match may be empty (it may then begin
    /// anywhere) or may begin with any byte (a backreference first).
    package var firstBytes: [UInt8]? {
        let (bytes, mayBeEmpty) = firstBytesAndEmptiness()
        guard !mayBeEmpty, let bytes else { return nil }
        return (0...255).filter { bytes.contains(UInt8($0)) }.map(UInt8.init)
    }

    /// The first bytes of this node's non-empty matches (`nil`: any byte), and whether it may match
    /// nothing, so that what follows it may supply the first byte. An assertion reads no byte.
    private func firstBytesAndEmptiness() -> (bytes: Set<UInt8>?, mayBeEmpty: Bool) {
        switch self {
        case .empty, .lookahead, .start, .end, .wordBoundary, .lookbehind:
            return ([], true)
        case .scalars(let set):
            return (Self.leadBytes(of: set), false)
        case .sequence(let items):
            var bytes: Set<UInt8>? = []
            for item in items {
                let (first, mayBeEmpty) = item.firstBytesAndEmptiness()
                bytes = Self.union(bytes, first)
                if !mayBeEmpty { return (bytes, false) }
            }
            return (bytes, true)
        case .alternation(let branches):
            var bytes: Set<UInt8>? = []
            var mayBeEmpty = false
            for branch in branches {
                let (first, empty) = branch.firstBytesAndEmptiness()
                bytes = Self.union(bytes, first)
                mayBeEmpty = mayBeEmpty || empty
            }
            return (bytes, mayBeEmpty)
        case .repetition(let body, let minimum, let maximum):
            if maximum == 0 { return ([], true) }
            let (first, mayBeEmpty) = body.firstBytesAndEmptiness()
            return (first, mayBeEmpty || minimum == 0)
        case .capture(let body, _), .lazy(let body):
            return body.firstBytesAndEmptiness()
        case .backreference:
            return (nil, true)
        }
    }

    private static func union(_ left: Set<UInt8>?, _ right: Set<UInt8>?) -> Set<UInt8>? {
        guard let left, let right else { return nil }
        return left.union(right)
    }

    /// The first UTF-8 byte of each scalar of `set`: the byte itself below U+0080, else the lead byte of
    /// the scalar's two, three or four bytes.
    static func leadBytes(of set: ScalarSet) -> Set<UInt8> {
        // (first scalar, last scalar, shift that leaves the lead byte's payload, lead byte's marker)
        let widths: [(UInt32, UInt32, UInt32, UInt32)] = [
            (0, 0x7F, 0, 0), (0x80, 0x7FF, 6, 0xC0), (0x800, 0xFFFF, 12, 0xE0), (0x1_0000, 0x10_FFFF, 18, 0xF0),
        ]
        var bytes = Set<UInt8>()
        for range in set.ranges {
            for (low, high, shift, marker) in widths where range.lowerBound <= high && range.upperBound >= low {
                let first = (max(range.lowerBound, low) >> shift) | marker
                let last = (min(range.upperBound, high) >> shift) | marker
                for byte in first...last { bytes.insert(UInt8(byte)) }
            }
        }
        return bytes
    }
}
