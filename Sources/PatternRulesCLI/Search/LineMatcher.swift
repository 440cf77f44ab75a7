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

    let patterns: [Pattern]

    /// The matches in `line`.
    ///
    /// - Throws: ``SearchError`` when a pattern cannot be searched or a limit stopped a match.
    func matches(in line: UnsafeBufferPointer<UInt8>) throws(SearchError) -> [Match] {
        var found: [Match] = []
        for (index, pattern) in patterns.enumerated() {
            try pattern.forEachMatch(in: line) { range in
                found.append(Match(range: range, pattern: index))
                return true
            }
        }
        guard patterns.count > 1, !found.isEmpty else { return found }
        found.sort {
            ($0.range.lowerBound, -$0.range.count, $0.pattern) < ($1.range.lowerBound, -$1.range.count, $1.pattern)
        }
        var merged: [Match] = []
        for match in found {
            if let last = merged.last {
                guard match.range.lowerBound >= last.range.upperBound else { continue }
                if match.range.isEmpty, last.range.isEmpty, last.range.lowerBound == match.range.lowerBound { continue }
            }
            merged.append(match)
        }
        return merged
    }
}
