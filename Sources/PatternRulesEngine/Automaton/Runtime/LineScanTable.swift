import Foundation
import PatternRulesSupport

/// A pattern's automaton extended to read a whole buffer of lines in one pass: the line feed is one
/// more transition, which records the line's verdict and returns to the start, so finding lines and
/// matching them are the same table look-up. Stretches of the buffer are read interleaved: a DFA's
/// speed is bounded by its chain of dependent loads, and independent chains overlap.
///
/// The table has a column per byte where 256 columns fit its budget, and otherwise a column per byte
/// class (the automaton's alphabet classes, with the line feed, the carriage return and the bytes beyond
/// ASCII in classes of their own), as regex-automata's dense DFAs do: a row is then a few entries, and
/// automata of thousands of states fit (bounded repeats, such as the HTML email's `{0,61}`, make
/// hundreds). A byte's class is one more load per byte, off the chain of dependent loads but not free,
/// so the scan is compiled for each kind of column and the classes are read only where needed.
///
/// Its rows are the automaton's states, then for each state its *twin* (the state with a carriage
/// return read but not yet applied: a CR before a line feed is not part of the line), then a sink for a
/// line that holds a byte beyond ASCII (read by the caller, line by line), then four *marks*, one per
/// outcome, that a line feed leads to and that read on as the start state does.
///
/// Immutable after `init`; shared by every thread.
final class LineScanTable: @unchecked Sendable {
    /// What a line's line feed (or the end of the buffer) found.
    enum Outcome: Int, CaseIterable {
        case valid, incomplete, invalid
        /// The line holds a byte beyond ASCII: the automaton's UTF-8 reading is left to the caller.
        case unread
    }

    /// The most entries (four bytes each) of the table: 256 KiB, about what a core's L2 holds. A larger
    /// automaton's lines are read one at a time.
    static let tableBudget = 1 << 16

    /// The longest stretch read in one interleaved pass; a line longer than this is read alone.
    static let segmentLength = 1 << 15

    /// How many stretches of a segment are read in lock step: four chains of dependent loads overlap,
    /// and each stretch's position and state still stay in registers.
    static let stretchCount = 4

    /// `table[row + column]`, rows premultiplied by the row width (``rowShift``).
    private let table: UnsafeMutablePointer<Int32>
    /// Each byte's column, `nil` where the columns are the bytes themselves.
    private let classes: UnsafeMutablePointer<UInt8>?
    /// A row's width is `1 << rowShift` columns: the class count rounded up to a power of two.
    private let rowShift: Int
    private let start: Int
    /// The first mark's row; the marks follow in ``Outcome`` order.
    private let firstMark: Int
    /// The outcome of each row where the buffer ends without a line feed, by row index.
    private let outcomeAtEnd: [Outcome]

    /// The table of `program`, `nil` when it would pass ``tableBudget``.
    init?(_ program: AutomatonProgram) {
        let (states, programShift) = (program.stateCount, program.rowShift)
        let rowCount = 2 * states + 1 + Outcome.allCases.count
        let next = { (state: Int, byte: Int) in
            program.advance(state << programShift, scalar: UInt32(byte)) >> programShift
        }
        // Four columns are the fewest (three own classes and one more): a table past the budget with
        // those never fits.
        guard rowCount << 2 <= Self.tableBudget else { return nil }
        let byteColumns = rowCount << 8 <= Self.tableBudget
        let (classOf, classCount) = byteColumns ? ((0..<256).map(UInt8.init), 256) : Self.byteClasses(program)
        let shift = Int.bitWidth - (classCount - 1).leadingZeroBitCount
        guard rowCount << shift <= Self.tableBudget else { return nil }
        let sink = 2 * states
        let mark = { (outcome: Outcome) in sink + 1 + outcome.rawValue }
        let outcome = { (state: Int) -> Outcome in
            switch program.verdict(of: state << programShift) {
            case .valid: .valid
            case .incomplete: .incomplete
            case .invalid: .invalid
            }
        }
        let table = UnsafeMutablePointer<Int32>.allocate(capacity: rowCount << shift)
        table.initialize(repeating: 0, count: rowCount << shift)
        // Each class once, through a byte that stands for it; columns no byte has stay 0 and are never read.
        var representative = [Int](repeating: -1, count: classCount)
        for byte in (0..<256).reversed() { representative[Int(classOf[byte])] = byte }
        let columns = representative.enumerated().filter { $0.element >= 0 }
        func set(_ row: Int, _ column: Int, _ target: Int) { table[row << shift + column] = Int32(target << shift) }
        for state in 0..<states {
            let (twin, crossed) = (states + state, next(state, 0x0D))
            for (column, byte) in columns {
                switch byte {
                case 0x0A:
                    set(state, column, mark(outcome(state)))
                    set(twin, column, mark(outcome(state)))
                case 0x0D:
                    set(state, column, twin)
                    set(twin, column, states + crossed)
                case 0x80...:
                    set(state, column, sink)
                    set(twin, column, sink)
                default:
                    set(state, column, next(state, byte))
                    set(twin, column, next(crossed, byte))
                }
            }
        }
        for (column, byte) in columns { set(sink, column, byte == 0x0A ? mark(.unread) : sink) }
        let startRow = program.start >> programShift
        for outcome in Outcome.allCases {
            (table + mark(outcome) << shift).update(from: table + startRow << shift, count: 1 << shift)
        }
        self.table = table
        if byteColumns {
            classes = nil
        } else {
            let classes = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
            classes.initialize(from: classOf, count: 256)
            self.classes = classes
        }
        rowShift = shift
        start = startRow << shift
        firstMark = mark(.valid) << shift
        // A CR at the end of the buffer is not part of the line either: a twin ends as its state.
        outcomeAtEnd =
            (0..<states).map(outcome) + (0..<states).map(outcome) + [.unread]
            + [Outcome](repeating: .invalid, count: Outcome.allCases.count)
    }

    deinit {
        table.deallocate()
        classes?.deallocate()
    }

    /// Appends each line of `buffer` to `lines`: the offset of its line feed (or the buffer's end) and its
    /// ``Outcome``. A final line without a line feed counts; an empty buffer has no lines.
    func scan<Lines: LineRecorder>(_ buffer: UnsafeRawBufferPointer, into lines: inout Lines) {
        if let classes {
            scan(buffer, columns: ClassColumns(classes), into: &lines)
        } else {
            scan(buffer, columns: ByteColumns(), into: &lines)
        }
    }

    /// ``scan(_:into:)`` compiled for one kind of column.
    private func scan<Lines: LineRecorder, Columns: ScanColumns>(
        _ buffer: UnsafeRawBufferPointer, columns: Columns, into lines: inout Lines
    ) {
        guard let base = buffer.baseAddress?.assumingMemoryBound(to: UInt8.self), buffer.count > 0 else { return }
        let scratch = UnsafeMutablePointer<UInt32>.allocate(capacity: Self.segmentLength)
        // A segment's line feeds' positions, one slot more than a segment has bytes: a word's first
        // slot is written whether or not it holds a line feed.
        let feeds = UnsafeMutablePointer<Int32>.allocate(capacity: Self.segmentLength + 1)
        defer {
            scratch.deallocate()
            feeds.deallocate()
        }
        var offset = 0
        while offset < buffer.count {
            let remaining = buffer.count - offset
            var end = buffer.count
            if remaining > Self.segmentLength {
                // The segment ends after its last line feed; a line longer than a segment is read alone.
                guard let lastLineFeed = Self.lastLineFeed(base + offset, count: Self.segmentLength) else {
                    offset = scanLongLine(base, from: offset, count: buffer.count, columns: columns, into: &lines)
                    continue
                }
                end = offset + lastLineFeed + 1
            }
            scanSegment(
                base, offset..<end, isLast: end == buffer.count, scratch: scratch, feeds: feeds, columns: columns,
                into: &lines)
            offset = end
        }
    }

    private static func lastLineFeed(_ base: UnsafePointer<UInt8>, count: Int) -> Int? {
        var index = count - 1
        while index >= 0 {
            if base[index] == 0x0A { return index }
            index -= 1
        }
        return nil
    }

    /// One line longer than a segment, from `offset`: read on its own; returns the offset after it.
    private func scanLongLine<Lines: LineRecorder, Columns: ScanColumns>(
        _ base: UnsafePointer<UInt8>, from offset: Int, count: Int, columns: Columns, into lines: inout Lines
    ) -> Int {
        var state = start
        var index = offset
        while index < count {
            state = Int(table[state &+ columns.column(of: base[index])])
            if state >= firstMark {
                lines.append(end: index, outcome: (state - firstMark) &>> rowShift)
                return index + 1
            }
            index += 1
        }
        lines.append(end: count, outcome: outcomeAtEnd[state &>> rowShift].rawValue)
        return count
    }

    /// The lines of `segment`, which ends at a line feed unless it is the buffer's last: stretches cut at
    /// line feeds, read in lock step, each writing the row after every byte to `scratch`; then the
    /// segment's line feeds, found eight bytes at a time, give the lines' ends, and the row after each
    /// line feed (a mark) the line's outcome. The walk has no branch and no test per byte.
    private func scanSegment<Lines: LineRecorder, Columns: ScanColumns>(
        _ base: UnsafePointer<UInt8>, _ segment: Range<Int>, isLast: Bool, scratch: UnsafeMutablePointer<UInt32>,
        feeds: UnsafeMutablePointer<Int32>, columns: Columns, into lines: inout Lines
    ) {
        let stretches = Self.stretchCount
        var bounds = [Int](repeating: segment.upperBound, count: stretches + 1)
        bounds[0] = segment.lowerBound
        for cut in 1..<stretches {
            let nominal = max(bounds[cut - 1], segment.lowerBound + segment.count * cut / stretches)
            if nominal < segment.upperBound, let lineFeed = memchr(base + nominal, 0x0A, segment.upperBound - nominal) {
                bounds[cut] = UnsafePointer<UInt8>(lineFeed.assumingMemoryBound(to: UInt8.self)) - base + 1
            }
        }
        let (table, firstMark, rowShift) = (self.table, self.firstMark, self.rowShift)
        // The row after the byte at position p of the buffer goes to `rows[p]`: one position addresses a
        // stretch's input and its output, so that a stretch costs two registers (position and state).
        let rows = scratch - segment.lowerBound
        let lengths = (0..<stretches).map { bounds[$0 + 1] - bounds[$0] }
        var states = [Int](repeating: start, count: stretches)
        @inline(__always) func step(_ position: Int, _ state: inout Int) {
            state = Int(UInt32(bitPattern: (table + columns.column(of: base[position]))[state]))
            rows[position] = UInt32(truncatingIfNeeded: state)
        }
        let common = lengths.min()!
        var (state0, state1, state2, state3) = (start, start, start, start)
        let (first0, first1, first2, first3) = (bounds[0], bounds[1], bounds[2], bounds[3])
        var index = 0
        while index < common {
            step(first0 &+ index, &state0)
            step(first1 &+ index, &state1)
            step(first2 &+ index, &state2)
            step(first3 &+ index, &state3)
            index &+= 1
        }
        (states[0], states[1], states[2], states[3]) = (state0, state1, state2, state3)
        for stretch in 0..<stretches {
            for rest in common..<lengths[stretch] { step(bounds[stretch] &+ rest, &states[stretch]) }
        }
        // The line feeds, eight bytes at a time. A word's first is written and kept only where there is
        // one, with no branch on it (most words hold none or one, in no pattern a predictor learns); a
        // second in the same word, rarer, takes the loop.
        let lineFeeds = ASCIIWord.repeated(0x0A)
        // Positions are kept from the segment's start, which fits 32 bits.
        let first = segment.lowerBound
        var found = 0
        var word = segment.lowerBound
        while word &+ 8 <= segment.upperBound {
            let bytes = UInt64(littleEndian: UnsafeRawPointer(base + word).loadUnaligned(as: UInt64.self))
            var positions = ASCIIWord.zeroBytes(bytes ^ lineFeeds)
            feeds[found] = Int32(truncatingIfNeeded: word &- first &+ positions.trailingZeroBitCount &>> 3)
            found &+= positions != 0 ? 1 : 0
            positions &= positions &- 1
            while positions != 0 {
                feeds[found] = Int32(truncatingIfNeeded: word &- first &+ positions.trailingZeroBitCount &>> 3)
                found &+= 1
                positions &= positions &- 1
            }
            word &+= 8
        }
        for position in word..<segment.upperBound where base[position] == 0x0A {
            feeds[found] = Int32(truncatingIfNeeded: position &- first)
            found &+= 1
        }
        // The row after each line feed is the mark of its line's outcome.
        lines.append(count: found) { index in
            let lineFeed = first &+ Int(feeds[index])
            return (lineFeed, (Int(rows[lineFeed]) &- firstMark) &>> rowShift)
        }
        if isLast, segment.count > 0, base[segment.upperBound - 1] != 0x0A,
            let stretch = (0..<stretches).last(where: { lengths[$0] > 0 })
        {
            lines.append(end: segment.upperBound, outcome: outcomeAtEnd[states[stretch] &>> rowShift].rawValue)
        }
    }
}
