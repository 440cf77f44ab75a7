/// Reads a buffer of many lines at once on a pattern's automaton, the line feed one more transition of
/// its table (``Pattern/forEachLine(in:_:)`` and the command line's bulk path). A line with a byte
/// beyond ASCII is left to the caller, who reads it as ``Pattern/verdict(forUTF8:)-(UnsafeRawBufferPointer)``
/// does; every other line's verdict is the one that call gives its bytes, a CR before its line feed
/// left out.
package struct LineScanner: Sendable {
    private let table: LineScanTable

    /// The scanner of `program`, `nil` when its automaton is too large for the scanner's table
    /// (``LineScanTable/tableBudget``).
    package init?(_ program: AutomatonProgram) {
        guard let table = LineScanTable(program) else { return nil }
        self.table = table
    }

    /// Replaces `lines` with the lines of `buffer`, in order. A final line without a line feed counts;
    /// an empty buffer has no lines.
    ///
    /// - Complexity: O(n), with no allocation per line once `lines` has grown.
    package func scan(_ buffer: UnsafeRawBufferPointer, into lines: inout ScannedLines) {
        lines.removeAll()
        table.scan(buffer, into: &lines)
    }

    /// Replaces `tallies` with the counts of the lines of `buffer`, for a caller that only counts.
    package func scan(_ buffer: UnsafeRawBufferPointer, into tallies: inout TalliedLines) {
        tallies.removeAll()
        table.scan(buffer, into: &tallies)
    }
}

/// Where a ``LineScanTable`` records the lines it reads: every line (``ScannedLines``) or their counts
/// (``TalliedLines``). Two overloads of ``LineScanner/scan(_:into:)`` keep the scan specialised for each.
protocol LineRecorder {
    /// Records a line ending at `end` (its line feed, or the buffer's end) with the
    /// ``LineScanTable/Outcome`` whose raw value is `outcome`.
    mutating func append(end: Int, outcome: Int)

    /// Records a segment's `count` lines at once, in order, the `index`th as `line(index)` gives it: the
    /// scan hands over a segment's lines in one call, so that a recorder can make room for them once.
    mutating func append(count: Int, _ line: (Int) -> (end: Int, outcome: Int))
}

extension LineRecorder {
    mutating func append(count: Int, _ line: (Int) -> (end: Int, outcome: Int)) {
        for index in 0..<count {
            let (end, outcome) = line(index)
            append(end: end, outcome: outcome)
        }
    }
}

/// The lines a ``LineScanner`` found: where each ends and its verdict, as arrays the caller indexes
/// directly (a call per line to read them cost a tenth of a bulk run).
package struct ScannedLines: LineRecorder {
    /// The offset of each line's line feed, or of the buffer's end for a final line without one.
    package private(set) var ends: [Int] = []
    /// Each line's verdict, `nil` when it holds a byte beyond ASCII (left to the caller).
    package private(set) var verdicts: [Verdict?] = []

    package init() {}

    package var count: Int { ends.count }

    /// The verdict of each ``LineScanTable/Outcome``, by raw value.
    private static let verdictOfOutcome: [Verdict?] = [.valid, .incomplete, .invalid, nil]

    mutating func removeAll() {
        ends.removeAll(keepingCapacity: true)
        verdicts.removeAll(keepingCapacity: true)
    }

    mutating func append(end: Int, outcome: Int) {
        ends.append(end)
        verdicts.append(Self.verdictOfOutcome[outcome])
    }

    /// The segment's lines written in place, through pointers: appending element by element asked each
    /// array for its uniqueness and capacity on every line, a sixth of a scan.
    mutating func append(count: Int, _ line: (Int) -> (end: Int, outcome: Int)) {
        let first = ends.count
        ends.append(contentsOf: repeatElement(0, count: count))
        verdicts.append(contentsOf: repeatElement(nil, count: count))
        Self.verdictOfOutcome.withUnsafeBufferPointer { verdictOf in
            ends.withUnsafeMutableBufferPointer { ends in
                verdicts.withUnsafeMutableBufferPointer { verdicts in
                    let (endBase, verdictBase) = (ends.baseAddress! + first, verdicts.baseAddress! + first)
                    for index in 0..<count {
                        let (end, outcome) = line(index)
                        endBase[index] = end
                        verdictBase[index] = verdictOf[outcome]
                    }
                }
            }
        }
    }
}

/// The counts of the lines a ``LineScanner`` found, for a caller that only counts: how many had each
/// verdict, the longest line, and the lines left to the caller; no array of every line.
package struct TalliedLines: LineRecorder {
    /// How many lines were valid, incomplete and invalid (``Verdict`` order); the lines beyond ASCII are
    /// in ``unread``.
    package var tallies: [Int] { [counts.0, counts.1, counts.2] }
    /// The three counts in place, so that a line's count is one add at its outcome's offset (an array
    /// asked for its uniqueness and bounds on every line cost more than the scan of the line).
    private var counts = (0, 0, 0)
    /// The lines left to the caller, each with its index among all the lines and its bytes up to its
    /// line feed.
    package private(set) var unread: [(index: Int, bytes: Range<Int>)] = []
    /// The length of the longest line, a CR before its line feed included.
    package private(set) var longest = 0
    /// Where the next line starts.
    private var nextStart = 0

    package init() {}

    package var count: Int { counts.0 + counts.1 + counts.2 + unread.count }

    mutating func removeAll() {
        unread.removeAll(keepingCapacity: true)
        counts = (0, 0, 0)
        (longest, nextStart) = (0, 0)
    }

    @inline(__always)
    mutating func append(end: Int, outcome: Int) {
        longest = max(longest, end &- nextStart)
        if outcome < 3 {
            withUnsafeMutableBytes(of: &counts) { $0.baseAddress!.assumingMemoryBound(to: Int.self)[outcome] &+= 1 }
        } else {
            unread.append((count, nextStart..<end))
        }
        nextStart = end &+ 1
    }
}
