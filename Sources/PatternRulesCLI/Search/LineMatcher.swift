import PatternRules

/// The matches of one or more patterns or phone rules in one line, each naming its operand.
///
/// One pattern's matches are its dialect's, in its order (``Pattern/forEachMatch(in:_:)``); a phone rule's
/// are libphonenumber's matcher's. Several operands' matches are merged: leftmost first, then longest, then the pattern given first; a match that
/// shares a byte with one already taken is left out, and so is a second empty match at one place.
///
/// Several operands read a line in one pass first (``PatternSet``: each pattern, and each built-in rule's
/// ``LineFinder/candidatePattern``), and only those that may match there search it: in text where
/// matches are rare, most lines are read once whatever the number of operands.
struct LineMatcher {
    struct Match: Sendable {
        let range: Range<Int>
        /// Which operand, by its place among those given.
        let pattern: Int
        /// The number's E.164 form, for a phone rule's match.
        let e164: String?
    }

    private let finders: [LineFinder]
    /// The one pass over each line, `nil` for a single operand (its own search is its one pass).
    private let onePass: PatternSet?
    /// Each operand's candidates' searcher, which knows where a match can begin at the earliest
    /// (``earliestPossibleMatch(in:from:)``); `nil` when one of them cannot be searched or has no
    /// prefilter, so that no line can be passed over.
    private let candidateSearchers: [Pattern.Searcher]?
    /// The matches of the line searched last, kept so that each line reuses the storage.
    private var found: [Match] = []

    /// Matches with `finders`, one per operand in the order given, after `onePass` (``onePass(for:)``),
    /// built once and shared by every thread's matcher.
    init(finders: [LineFinder], onePass: PatternSet?) {
        self.finders = finders
        self.onePass = onePass
        let searchers = try? finders.map { finder throws(SearchError) in try finder.candidatePattern.searcher() }
        candidateSearchers = searchers?.allSatisfy(\.passesOverText) == true ? searchers : nil
    }

    /// A place `p` in `text` (whole lines) such that no operand's match begins in `start..<p` within a
    /// line, `nil` when none begins at or after `start`: where the operands' prefilters next find a
    /// literal their matches begin with (``Pattern/Searcher/earliestLineMatchStart(in:from:)``). A line
    /// that ends before `p` holds no match and need not be searched.
    /// Whether ``earliestPossibleMatch(in:from:)`` can answer more than its start.
    var passesOverText: Bool { candidateSearchers != nil }

    func earliestPossibleMatch(in text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let candidateSearchers else { return start }
        var earliest: Int?
        for searcher in candidateSearchers {
            guard let place = searcher.earliestLineMatchStart(in: text, from: start) else { continue }
            earliest = min(earliest ?? place, place)
            if place == start { break }
        }
        return earliest
    }

    /// The one pass that `finders` read a line in, `nil` for fewer than two.
    static func onePass(for finders: [LineFinder]) -> PatternSet? {
        finders.count > 1 ? PatternSet(finders.map(\.candidatePattern)) : nil
    }

    /// The matches in `line`, valid until the next call.
    ///
    /// - Throws: ``SearchError`` when a limit stopped a match.
    mutating func matches(in line: UnsafeBufferPointer<UInt8>) throws(SearchError) -> ArraySlice<Match> {
        found.removeAll(keepingCapacity: true)
        let scan = onePass?.scan(line)
        // Each finder is read in place, not copied out of the array with its pattern and searcher per line.
        try finders.withUnsafeBufferPointer { finders throws(SearchError) in
            for index in finders.indices where scan?.matches(index) != false {
                try finders[index].forEachMatch(in: line) { range, e164 in
                    found.append(Match(range: range, pattern: index, e164: e164))
                }
            }
        }
        guard finders.count > 1, !found.isEmpty else { return found[...] }
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
