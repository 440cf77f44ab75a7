import PatternRules

/// The matches of one or more patterns in one line, each naming its pattern.
///
/// One pattern's matches are its dialect's, in its order (``Pattern/forEachMatch(in:_:)``). Several
/// patterns' matches are merged: leftmost first, then longest, then the pattern given first; a match that
/// shares a byte with one already taken is left out, and so is a second empty match at one place.
struct LineMatcher {
    struct Match {
        let range: Range<Int>
        /// Which pattern, by its place among the patterns given.
        let pattern: Int
    }

    private let searchers: [Pattern.Searcher]
    /// The matches of the line searched last, kept so that each line reuses the storage.
    private var found: [Match] = []

    /// Matches with `searchers`, one per pattern in the order given.
    init(searchers: [Pattern.Searcher]) {
        self.searchers = searchers
    }

    /// The matches in `line`, valid until the next call.
    ///
    /// - Throws: ``SearchError`` when a limit stopped a match.
    mutating func matches(in line: UnsafeBufferPointer<UInt8>) throws(SearchError) -> ArraySlice<Match> {
        found.removeAll(keepingCapacity: true)
        for index in searchers.indices {
            try searchers[index].forEachMatch(in: line) { range in
                found.append(Match(range: range, pattern: index))
                return true
            }
        }
        guard searchers.count > 1, !found.isEmpty else { return found[...] }
        found.sort {
            ($0.range.lowerBound, -$0.range.count, $0.pattern) < ($1.range.lowerBound, -$1.range.count, $1.pattern)
        }
        // Kept in place: `kept` matches are moved to the front.
        var kept = 0
        for match in found {
            if kept > 0 {
                let last = found[kept - 1]
                guard match.range.lowerBound >= last.range.upperBound else { continue }
                if match.range.isEmpty, last.range.isEmpty, last.range.lowerBound == match.range.lowerBound { continue }
            }
            found[kept] = match
            kept += 1
        }
        return found[..<kept]
    }
}
