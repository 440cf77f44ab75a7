import PatternRules

/// The matches of one or more patterns or finders in one line, each naming its operand.
///
/// One pattern's matches are its dialect's, in its order (``Pattern/forEachMatch(in:_:)``); a finder's
/// are the values it finds (``TextFinder``). Several operands' matches are merged: leftmost first, then longest, then the pattern given first; a match that
/// shares a byte with one already taken is left out, and so is a second empty match at one place.
///
/// Several operands read a line in one pass first (``PatternSet``: each pattern, and each finder's
/// candidates, ``LineFinder/onePassPattern``), and only those that may match there search it: in text where
/// matches are rare, most lines are read once whatever the number of operands.
struct LineMatcher {
    struct Match: Sendable {
        let range: Range<Int>
        /// Which operand, by its place among those given.
        let pattern: Int
        /// The facts a finder gives its value (a phone number's `e164`), none for a pattern's match.
        let fields: [FoundValue.Field]
        /// The value's canonical form where a finder found it (``FoundValue/canonical``), `nil` for a
        /// pattern's match.
        var canonical: String? = nil
    }

    private let finders: [LineFinder]
    /// Each finder's searcher where it is a pattern, held apart: reading it out of its ``LineFinder``
    /// copied the finder (its pattern, or a phone rule) per line.
    private var patternSearchers: [Pattern.Searcher?]
    /// The one pass over each line, `nil` for a single operand (its own search is its one pass), and
    /// this matcher's scanner of it, whose states are this thread's alone.
    private let onePass: PatternSet?
    private var onePassScanner: OwnScanner?
    /// Each operand's candidates' searcher, which finds the next line that holds a match
    /// (``firstLineWithMatch(in:from:)``); `nil` when one of them cannot tell (PCRE2 searches it), so
    /// that no line can be passed over.
    private let candidateSearchers: [Pattern.Searcher]?
    /// The matches of the line searched last, kept so that each line reuses the storage.
    private var found: [Match] = []

    /// Matches with `finders`, one per operand in the order given, after `onePass` (``onePass(for:)``),
    /// built once and shared by every thread's matcher.
    init(finders: [LineFinder], onePass: PatternSet?) {
        self.finders = finders
        self.onePass = onePass
        onePassScanner = onePass.map { OwnScanner(scanner: $0.scanner()) }
        patternSearchers = finders.map { if case .pattern(let searcher, _) = $0 { searcher } else { nil } }
        let searchers = try? finders.map { finder throws(SearchError) in try finder.candidateSearcher() }
        candidateSearchers = searchers?.allSatisfy(\.passesOverText) == true ? searchers : nil
    }

    /// A copy whose searchers count their references apart from this one's
    /// (``Pattern/Searcher/unshared()``), with a scanner of its own: each thread of `--jobs` searches
    /// with one, so that the threads do not contend for one count on every line.
    func unshared() -> LineMatcher {
        var copy = self
        copy.patternSearchers = patternSearchers.map { $0?.unshared() }
        copy.onePassScanner = onePass.map { OwnScanner(scanner: $0.scanner()) }
        return copy
    }

    /// Whether ``firstLineWithMatch(in:from:)`` can answer more than its start.
    var passesOverText: Bool { candidateSearchers != nil }

    /// The start of the first line at or after `start` (a line's start) in `text` (whole lines) where
    /// an operand may match, `nil` where none does: each operand's searcher reads the block in one pass
    /// (``Pattern/Searcher/firstLineWithMatch(in:from:)``), the next only up to the line found so far,
    /// so the block is read once per operand however many lines hold matches.
    func firstLineWithMatch(in text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let candidateSearchers else { return start < text.count ? start : nil }
        var first: Int?
        for searcher in candidateSearchers {
            let end = first ?? text.count
            guard let line = searcher.firstLineWithMatch(in: UnsafeBufferPointer(rebasing: text[..<end]), from: start)
            else { continue }
            first = min(first ?? line, line)
            if line == start { break }
        }
        return first
    }

    /// The one pass that `finders` read a line in, `nil` for fewer than two, or where a pattern was
    /// compiled for search alone (then every operand searches every line, as one operand does).
    static func onePass(for finders: [LineFinder]) -> PatternSet? {
        let patterns = finders.compactMap(\.onePassPattern)
        return finders.count > 1 && patterns.count == finders.count ? PatternSet(patterns) : nil
    }

    /// The matches in `line`, valid until the next call.
    ///
    /// - Throws: ``SearchError`` when a limit stopped a match.
    mutating func matches(in line: UnsafeBufferPointer<UInt8>) throws(SearchError) -> ArraySlice<Match> {
        found.removeAll(keepingCapacity: true)
        let scan = onePassScanner?.scanner.scan(line)
        for index in finders.indices where scan?.matches(index) != false {
            if let searcher = patternSearchers[index] {
                try searcher.forEachMatch(in: line) { range in
                    found.append(Match(range: range, pattern: index, fields: []))
                    return true
                }
            } else if case .finder(let finder, _) = finders[index] {
                for value in try finder.values(inUTF8: line) {
                    found.append(
                        Match(range: value.utf8Range, pattern: index, fields: value.fields, canonical: value.canonical))
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

/// A matcher's scanner of the one pass. The matcher that `--jobs` hands every thread is only copied
/// there (``LineMatcher/unshared()``), and each copy scans with a scanner of its own, so no scanner is
/// ever used by two threads.
private struct OwnScanner: @unchecked Sendable {
    let scanner: PatternSet.Scanner
}
