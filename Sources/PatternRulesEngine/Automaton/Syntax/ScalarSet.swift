/// A set of Unicode scalar values, as sorted, disjoint, non-adjacent ranges: what one character of a
/// pattern (a literal, `.`, `\d`, a class) may be.
package struct ScalarSet: Hashable, Sendable {
    /// Sorted by lower bound; no two ranges overlap or touch.
    package private(set) var ranges: [ClosedRange<UInt32>]

    init() { ranges = [] }

    init(_ scalar: UInt32) { ranges = [scalar...scalar] }

    /// The set's one scalar, `nil` unless it holds exactly one.
    var onlyScalar: UInt32? {
        ranges.count == 1 && ranges[0].lowerBound == ranges[0].upperBound ? ranges[0].lowerBound : nil
    }

    /// The scalars of `ranges`, in any order: sorted and merged once, O(n log n) where inserting them one
    /// at a time would be quadratic.
    package init<Ranges: Sequence<ClosedRange<UInt32>>>(ranges: Ranges) {
        var merged: [ClosedRange<UInt32>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, range.lowerBound <= last.upperBound &+ 1 {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        // Surrogates are never members, and nothing lies past the last scalar.
        self.ranges = []
        self.ranges.reserveCapacity(merged.count + 1)
        for range in merged {
            let high = min(range.upperBound, Self.maximumScalar)
            guard range.lowerBound <= high else { continue }
            if range.lowerBound < Self.surrogates.lowerBound {
                self.ranges.append(range.lowerBound...min(high, Self.surrogates.lowerBound - 1))
            }
            if high > Self.surrogates.upperBound {
                self.ranges.append(max(range.lowerBound, Self.surrogates.upperBound + 1)...high)
            }
        }
    }

    static let surrogates: ClosedRange<UInt32> = 0xD800...0xDFFF
    static let maximumScalar: UInt32 = 0x10FFFF

    /// Every scalar value (surrogate code points are not scalars).
    static let all = ScalarSet(ranges: [0...0xD7FF, 0xE000...maximumScalar])

    var isEmpty: Bool { ranges.isEmpty }

    package func contains(_ scalar: UInt32) -> Bool {
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound < scalar { low = middle + 1 } else { high = middle }
        }
        return low < ranges.count && ranges[low].contains(scalar)
    }

    mutating func insert(_ scalar: UInt32) { insert(scalar...scalar) }

    /// Adds `range`, merging it with the ranges it overlaps or touches. Surrogates are never members.
    mutating func insert(_ range: ClosedRange<UInt32>) {
        if range.lowerBound <= Self.surrogates.upperBound && range.upperBound >= Self.surrogates.lowerBound {
            if range.lowerBound < Self.surrogates.lowerBound {
                insertScalars(range.lowerBound...(Self.surrogates.lowerBound - 1))
            }
            if range.upperBound > Self.surrogates.upperBound {
                insertScalars((Self.surrogates.upperBound + 1)...range.upperBound)
            }
            return
        }
        insertScalars(range)
    }

    private mutating func insertScalars(_ range: ClosedRange<UInt32>) {
        var low = range.lowerBound
        var high = min(range.upperBound, Self.maximumScalar)
        guard low <= high else { return }
        // Ranges that overlap or touch `low...high` are merged into it.
        var first = 0
        while first < ranges.count, ranges[first].upperBound &+ 1 < low { first += 1 }
        var last = first
        while last < ranges.count, ranges[last].lowerBound <= high &+ 1 {
            low = min(low, ranges[last].lowerBound)
            high = max(high, ranges[last].upperBound)
            last += 1
        }
        ranges.replaceSubrange(first..<last, with: [low...high])
    }

    mutating func formUnion(_ other: ScalarSet) {
        self = union(other)
    }

    /// The scalars in either set, in one merge of the two range lists.
    func union(_ other: ScalarSet) -> ScalarSet {
        if other.isEmpty { return self }
        if isEmpty { return other }
        return ScalarSet(ranges: ranges + other.ranges)
    }

    /// Whether no scalar is in both sets, in one walk of the two range lists.
    package func isDisjoint(with other: ScalarSet) -> Bool {
        var (mine, theirs) = (0, 0)
        while mine < ranges.count && theirs < other.ranges.count {
            if ranges[mine].overlaps(other.ranges[theirs]) { return false }
            if ranges[mine].upperBound < other.ranges[theirs].upperBound { mine += 1 } else { theirs += 1 }
        }
        return true
    }

    /// The scalars not in this set.
    var inverted: ScalarSet {
        var result = ScalarSet()
        var next: UInt32 = 0
        for range in ranges {
            if range.lowerBound > next { result.insert(next...(range.lowerBound - 1)) }
            next = range.upperBound + 1
        }
        if next <= Self.maximumScalar { result.insert(next...Self.maximumScalar) }
        return result
    }

    /// The scalars in both sets.
    func intersection(_ other: ScalarSet) -> ScalarSet { inverted.union(other.inverted).inverted }

    /// The scalars of this set that are not in `other`.
    func subtracting(_ other: ScalarSet) -> ScalarSet { intersection(other.inverted) }

    /// Whether every member is ASCII.
    var isASCII: Bool { ranges.last.map { $0.upperBound < 0x80 } ?? true }

    /// The set with the other case of each ASCII letter added, as PCRE2 matches caselessly in UTF mode:
    /// `k` and `K` also match U+212A KELVIN SIGN, `s` and `S` U+017F LATIN SMALL LETTER LONG S.
    /// Only for ASCII sets: other scalars' case sets come from PCRE2 (see ``ScalarSetEnumeration``).
    var addingASCIICaseVariants: ScalarSet {
        precondition(isASCII, "non-ASCII case folding is PCRE2's")
        var result = self
        for range in ranges {
            for scalar in range {
                switch scalar {
                case 0x41...0x5A: result.insert(scalar + 0x20)
                case 0x61...0x7A: result.insert(scalar - 0x20)
                default: continue
                }
                if scalar | 0x20 == 0x6B { result.insert(0x212A) }
                if scalar | 0x20 == 0x73 { result.insert(0x017F) }
            }
        }
        return result
    }
}
