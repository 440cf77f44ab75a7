/// Reads a buffer of many lines at once on a pattern's automaton, the line feed one more transition of
/// its table (``Pattern/forEachLine(in:_:)`` and the command line's bulk path). A line with a byte
/// beyond ASCII is left to the caller, who reads it as ``Pattern/verdict(forUTF8:)-(UnsafeRawBufferPointer)``
/// does; every other line's verdict is the one that call gives its bytes, a CR before its line feed
/// left out.
package struct LineScanner: Sendable {
    private let table: LineScanTable

    /// The scanner of `pattern`, `nil` when the pattern does not run on the automaton or its automaton
    /// is too large for the scanner's table (``LineScanTable/tableBudget``).
    package init?(_ pattern: Pattern) {
        guard case .automaton(let program) = pattern.program, let table = LineScanTable(program) else { return nil }
        self.table = table
    }

    /// Replaces `lines` with the lines of `buffer`, in order. A final line without a line feed counts;
    /// an empty buffer has no lines.
    ///
    /// - Complexity: O(n), with no allocation per line once `lines` has grown.
    package func scan(_ buffer: UnsafeRawBufferPointer, into lines: inout ScannedLines) {
        lines.records.removeAll(keepingCapacity: true)
        table.scan(buffer, into: &lines.records)
    }
}

/// The lines a ``LineScanner`` found: where each ends and its verdict.
package struct ScannedLines {
    /// `end << 2 | outcome`, as ``LineScanTable/scan(_:into:)`` writes them.
    @usableFromInline fileprivate(set) var records: [Int] = []

    package init() {}

    package var count: Int { records.count }

    /// The offset of line `index`'s line feed, or of the buffer's end for a final line without one.
    @inlinable @inline(__always)
    package func end(of index: Int) -> Int { records[index] >> 2 }

    /// Line `index`'s verdict, `nil` when it holds a byte beyond ASCII (left to the caller).
    @inlinable @inline(__always)
    package func verdict(of index: Int) -> Verdict? {
        switch records[index] & 3 {
        case 0: .valid
        case 1: .incomplete
        case 2: .invalid
        default: nil
        }
    }
}
