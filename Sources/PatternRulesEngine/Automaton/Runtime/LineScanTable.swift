import Foundation

/// A pattern's automaton extended to read a whole buffer of lines in one pass: the line feed is one
/// more transition, which records the line's verdict and returns to the start, so finding lines and
/// matching them are the same table look-up. Stretches of the buffer are read interleaved: a DFA's
/// speed is bounded by its chain of dependent loads, and independent chains overlap.
///
/// The table has a column per byte (no look-up of a byte's class on the way). Its rows are the
/// automaton's states, then for each state its *twin* (the state with a carriage return read but not
/// yet applied: a CR before a line feed is not part of the line), then a sink for a line that holds a
/// byte beyond ASCII (read by the caller, line by line), then four *marks*, one per outcome, that a line
/// feed leads to and that read on as the start state does.
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

    /// How many stretches of a segment are read in lock step: three chains of loads overlap, and each
    /// stretch's input, record cursor and state still stay in registers.
    static let stretchCount = 3

    /// `table[row + byte]`, rows premultiplied by 256.
    private let table: UnsafeMutablePointer<Int32>
    private let start: Int
    /// The first mark's row; the marks follow in ``Outcome`` order.
    private let firstMark: Int
    /// The outcome of each row where the buffer ends without a line feed, by row index.
    private let outcomeAtEnd: [Outcome]

    /// The table of `program`, `nil` when it would pass ``tableBudget``.
    init?(_ program: AutomatonProgram) {
        let (states, programShift) = (program.stateCount, program.rowShift)
        let rowCount = 2 * states + 1 + Outcome.allCases.count
        guard rowCount << 8 <= Self.tableBudget else { return nil }
        let sink = 2 * states
        let mark = { (outcome: Outcome) in sink + 1 + outcome.rawValue }
        let next = { (state: Int, byte: Int) in
            program.advance(state << programShift, scalar: UInt32(byte)) >> programShift
        }
        let outcome = { (state: Int) -> Outcome in
            switch program.verdict(of: state << programShift) {
            case .valid: .valid
            case .incomplete: .incomplete
            case .invalid: .invalid
            }
        }
        let table = UnsafeMutablePointer<Int32>.allocate(capacity: rowCount << 8)
        func set(_ row: Int, _ byte: Int, _ target: Int) { table[row << 8 + byte] = Int32(target << 8) }
        for state in 0..<states {
            let (twin, crossed) = (states + state, next(state, 0x0D))
            for byte in 0..<256 {
                switch byte {
                case 0x0A:
                    set(state, byte, mark(outcome(state)))
                    set(twin, byte, mark(outcome(state)))
                case 0x0D:
                    set(state, byte, twin)
                    set(twin, byte, states + crossed)
                case 0x80...:
                    set(state, byte, sink)
                    set(twin, byte, sink)
                default:
                    set(state, byte, next(state, byte))
                    set(twin, byte, next(crossed, byte))
                }
            }
        }
        for byte in 0..<256 { set(sink, byte, byte == 0x0A ? mark(.unread) : sink) }
        let startRow = program.start >> programShift
        for outcome in Outcome.allCases {
            (table + mark(outcome) << 8).update(from: table + startRow << 8, count: 256)
        }
        self.table = table
        start = startRow << 8
        firstMark = mark(.valid) << 8
        // A CR at the end of the buffer is not part of the line either: a twin ends as its state.
        outcomeAtEnd =
            (0..<states).map(outcome) + (0..<states).map(outcome) + [.unread]
            + [Outcome](repeating: .invalid, count: Outcome.allCases.count)
    }

    deinit {
        table.deallocate()
    }

    /// Appends each line of `buffer` to `lines`: the offset of its line feed (or the buffer's end) and its
    /// ``Outcome``. A final line without a line feed counts; an empty buffer has no lines.
    func scan<Lines: LineRecorder>(_ buffer: UnsafeRawBufferPointer, into lines: inout Lines) {
        guard let base = buffer.baseAddress?.assumingMemoryBound(to: UInt8.self), buffer.count > 0 else { return }
        let scratch = UnsafeMutablePointer<UInt64>.allocate(capacity: Self.segmentLength)
        defer { scratch.deallocate() }
        var offset = 0
        while offset < buffer.count {
            let remaining = buffer.count - offset
            var end = buffer.count
            if remaining > Self.segmentLength {
                // The segment ends after its last line feed; a line longer than a segment is read alone.
                guard let lastLineFeed = Self.lastLineFeed(base + offset, count: Self.segmentLength) else {
                    offset = scanLongLine(base, from: offset, count: buffer.count, into: &lines)
                    continue
                }
                end = offset + lastLineFeed + 1
            }
            scanSegment(base, offset..<end, isLast: end == buffer.count, scratch: scratch, into: &lines)
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
    private func scanLongLine<Lines: LineRecorder>(
        _ base: UnsafePointer<UInt8>, from offset: Int, count: Int, into lines: inout Lines
    ) -> Int {
        var state = start
        var index = offset
        while index < count {
            state = Int(table[state &+ Int(base[index])])
            if state >= firstMark {
                lines.append(end: index, outcome: (state - firstMark) &>> 8)
                return index + 1
            }
            index += 1
        }
        lines.append(end: count, outcome: outcomeAtEnd[state &>> 8].rawValue)
        return count
    }

    /// The lines of `segment`, which ends at a line feed unless it is the buffer's last: stretches cut at
    /// line feeds, read in lock step, each writing at every byte where its next line will be recorded
    /// and moving its record cursor on only at a mark (no branch per byte on where lines end).
    private func scanSegment<Lines: LineRecorder>(
        _ base: UnsafePointer<UInt8>, _ segment: Range<Int>, isLast: Bool, scratch: UnsafeMutablePointer<UInt64>,
        into lines: inout Lines
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
        let (table, firstMark) = (self.table, self.firstMark)
        // Stretch k records from `scratch + (bounds[k] - segment start)`: at most one record per byte, so it
        // never reaches the next stretch's.
        let lengths = (0..<stretches).map { bounds[$0 + 1] - bounds[$0] }
        let outputs = (0..<stretches).map { scratch + (bounds[$0] - segment.lowerBound) }
        let inputs = (0..<stretches).map { base + bounds[$0] }
        var states = [Int](repeating: start, count: stretches)
        var cursors = outputs
        // A record is the byte's index in its stretch (high half) and the row after it (low half).
        @inline(__always) func step(
            _ input: UnsafePointer<UInt8>, _ index: Int, _ state: inout Int,
            _ cursor: inout UnsafeMutablePointer<UInt64>
        ) {
            state = Int(UInt32(bitPattern: (table + Int(input[index]))[state]))
            cursor.pointee = UInt64(truncatingIfNeeded: index) &<< 32 | UInt64(truncatingIfNeeded: state)
            cursor += state >= firstMark ? 1 : 0
        }
        let common = lengths.min()!
        var (state0, state1, state2) = (start, start, start)
        var (cursor0, cursor1, cursor2) = (cursors[0], cursors[1], cursors[2])
        let (input0, input1, input2) = (inputs[0], inputs[1], inputs[2])
        var index = 0
        while index < common {
            step(input0, index, &state0, &cursor0)
            step(input1, index, &state1, &cursor1)
            step(input2, index, &state2, &cursor2)
            index &+= 1
        }
        (states[0], states[1], states[2]) = (state0, state1, state2)
        (cursors[0], cursors[1], cursors[2]) = (cursor0, cursor1, cursor2)
        for stretch in 0..<stretches {
            for rest in common..<lengths[stretch] { step(inputs[stretch], rest, &states[stretch], &cursors[stretch]) }
            for record in outputs[stretch]..<cursors[stretch] {
                let entry = record.pointee
                let row = Int(entry & 0xFFFF_FFFF)
                lines.append(end: bounds[stretch] + Int(entry >> 32), outcome: (row - firstMark) &>> 8)
            }
        }
        if isLast, segment.count > 0, base[segment.upperBound - 1] != 0x0A,
            let stretch = (0..<stretches).last(where: { lengths[$0] > 0 })
        {
            lines.append(end: segment.upperBound, outcome: outcomeAtEnd[states[stretch] &>> 8].rawValue)
        }
    }
}
