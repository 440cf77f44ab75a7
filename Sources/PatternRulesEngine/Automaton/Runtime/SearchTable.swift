/// A ``LeftmostFirstDFA`` laid out for scanning, as ``AutomatonProgram`` lays out a validation automaton:
/// an ASCII byte's column is one look-up, another scalar's a binary search over the alphabet, and a state
/// is premultiplied by the row length so that a step is one load. An entry is negative when a match ends
/// just before the column's scalar (the low 31 bits are the next state). Each row has one column more
/// than the alphabet, every entry of it 0 (dead): ``lineColumn`` sends the line breaks there, so that a
/// search over lines leaves its fast loop at each of them as it leaves at a match.
///
/// Immutable after `init`; shared by every thread.
final class SearchTable: @unchecked Sendable {
    let asciiColumn: UnsafeMutablePointer<Int>
    /// ``asciiColumn`` with LF and CR sent to the dead column (``firstLineWithMatch`` reads lines).
    let lineColumn: UnsafeMutablePointer<Int>
    /// Each ASCII byte's column as a place in the table (`table + column`), and the same for
    /// ``lineColumn``: a step is then `rows[byte][state]`, one load at the state's offset from a pointer
    /// found apart from the state, so the chain of dependent loads a search is holds no address sum.
    let asciiRows: UnsafeMutablePointer<UnsafePointer<Int32>>
    let lineRows: UnsafeMutablePointer<UnsafePointer<Int32>>
    /// The columns of the alphabet's classes: a scalar beyond the tables' reach is looked up here.
    private let alphabet: Alphabet
    /// The column of every scalar below U+10000 (128 KiB), where the alphabet has enough intervals that
    /// a binary search per scalar would cost more than a load: text in Cyrillic, Greek or CJK reads one
    /// load per scalar, as ASCII does.
    private let basicPlaneColumn: UnsafeMutablePointer<UInt16>?
    let table: UnsafeMutablePointer<Int32>
    let shift: Int
    /// By state number (premultiplied state `>> shift`).
    private let matchesAtEnd: [Bool]
    let finalLineFeedColumn: Int
    let invalidByteColumn: Int
    /// Whether assertions read the context (else the final line feed is an ordinary one).
    let readsContext: Bool
    private let contextOfColumn: [Int]
    private let edgeContext: Int
    private let invalidByteContext: Int
    private let unanchoredStarts: [Int]
    private let anchoredStarts: [Int]
    private let anchoredNotEmptyStarts: [Int]
    let stateCount: Int

    init(_ dfa: LeftmostFirstDFA) {
        let columnCount = dfa.columnCount
        // A row holds the alphabet's columns and the dead one after them.
        shift = Int.bitWidth - columnCount.leadingZeroBitCount
        stateCount = dfa.stateCount
        table = .allocate(capacity: stateCount << shift)
        table.initialize(repeating: 0, count: stateCount << shift)
        for state in 0..<stateCount {
            for column in 0..<columnCount {
                let index = state * columnCount + column
                let target = Int32(dfa.transitions[index]) << Int32(shift)
                table[state << shift + column] = dfa.matchesBefore[index] ? target | Int32.min : target
            }
        }
        asciiColumn = .allocate(capacity: 128)
        for scalar in 0..<128 { asciiColumn[scalar] = Int(dfa.alphabet.classOf(UInt32(scalar))) }
        lineColumn = .allocate(capacity: 128)
        lineColumn.initialize(from: asciiColumn, count: 128)
        (lineColumn[0x0A], lineColumn[0x0D]) = (columnCount, columnCount)
        asciiRows = .allocate(capacity: 128)
        lineRows = .allocate(capacity: 128)
        for byte in 0..<128 {
            (asciiRows + byte).initialize(to: UnsafePointer(table + asciiColumn[byte]))
            (lineRows + byte).initialize(to: UnsafePointer(table + lineColumn[byte]))
        }
        alphabet = dfa.alphabet
        let starts = alphabet.starts
        if starts.count > Self.intervalsWorthATable, columnCount <= Int(UInt16.max) {
            let columns = UnsafeMutablePointer<UInt16>.allocate(capacity: 0x10000)
            for (index, start) in starts.enumerated() where start < 0x10000 {
                let end = index + 1 < starts.count ? min(starts[index + 1], 0x10000) : 0x10000
                (columns + Int(start)).initialize(repeating: UInt16(alphabet.classes[index]), count: Int(end - start))
            }
            basicPlaneColumn = columns
        } else {
            basicPlaneColumn = nil
        }
        matchesAtEnd = dfa.matchesAtEnd
        (finalLineFeedColumn, invalidByteColumn, readsContext) = (
            dfa.finalLineFeedColumn, dfa.invalidByteColumn, dfa.readsContext
        )
        (contextOfColumn, edgeContext, invalidByteContext) = (
            dfa.contextOfColumn, dfa.edgeContext, dfa.invalidByteContext
        )
        let shift = self.shift
        unanchoredStarts = dfa.unanchoredStarts.map { Int($0) << shift }
        anchoredStarts = dfa.anchoredStarts.map { Int($0) << shift }
        anchoredNotEmptyStarts = dfa.anchoredNotEmptyStarts.map { Int($0) << shift }
    }

    /// Past this many intervals, scalars below U+10000 take their column from a table.
    static let intervalsWorthATable = 8

    deinit {
        basicPlaneColumn?.deallocate()
        asciiColumn.deallocate()
        lineColumn.deallocate()
        asciiRows.deallocate()
        lineRows.deallocate()
        table.deallocate()
    }

    enum Start {
        case unanchored, anchored, anchoredNotEmpty
    }

    /// The start state of `kind` where the text before the position is in `context` (a number from
    /// ``context(before:in:count:)`` or ``context(at:in:count:)``).
    func start(_ kind: Start, context: Int) -> Int {
        switch kind {
        case .unanchored: unanchoredStarts[context]
        case .anchored: anchoredStarts[context]
        case .anchoredNotEmpty: anchoredNotEmptyStarts[context]
        }
    }

    /// The start state of `kind` at the start of the text (or of a line read as a text of its own).
    func startAtEdge(_ kind: Start) -> Int { start(kind, context: edgeContext) }

    /// The start state of a search that begins where no match has been found, in any context (for a
    /// pattern without assertions, whose contexts are all one).
    var unanchoredStart: Int { unanchoredStarts[0] }

    /// Whether a match ends where the text ends, in `state`.
    @inline(__always)
    func matchesAtEnd(_ state: Int) -> Bool { matchesAtEnd[state >> shift] }

    /// The column of a scalar beyond ASCII: from the table below U+10000 where there is one, else the
    /// alphabet's binary search over its intervals.
    @inline(__always)
    func column(of scalar: UInt32) -> Int {
        if scalar < 0x10000, let basicPlaneColumn { return Int(basicPlaneColumn[Int(scalar)]) }
        return Int(alphabet.classOf(scalar))
    }

    /// The column of `scalar`, read at `index`: the final line feed has its own where assertions read it.
    @inline(__always)
    func column(of scalar: UInt32, at index: Int, count: Int) -> Int {
        if scalar < 0x80 {
            if scalar == 0x0A, readsContext, index == count - 1 { return finalLineFeedColumn }
            return asciiColumn[Int(scalar)]
        }
        return column(of: scalar)
    }

    /// The context number of the scalar just before `index`: the text's edge at 0.
    func context(before index: Int, in base: UnsafePointer<UInt8>, count: Int) -> Int {
        guard readsContext else { return 0 }
        guard index > 0 else { return edgeContext }
        guard let (scalar, start) = UTF8Decoding.scalar(endingAt: index, in: base, count: count) else {
            return invalidByteContext
        }
        return contextOfColumn[column(of: scalar, at: start, count: count)]
    }

    /// The context number of the scalar that starts at `index`: the text's edge at the end.
    func context(at index: Int, in base: UnsafePointer<UInt8>, count: Int) -> Int {
        guard readsContext else { return 0 }
        guard index < count else { return edgeContext }
        if base[index] < 0x80 { return contextOfColumn[column(of: UInt32(base[index]), at: index, count: count)] }
        guard let (scalar, _) = UTF8Decoding.scalar(at: index, in: base, count: count) else {
            return invalidByteContext
        }
        return contextOfColumn[column(of: scalar)]
    }

    /// The bytes on which the unanchored start state goes anywhere but back to itself (or says a match
    /// ended), where the pattern has no assertions, no match is found at the start state's end and no
    /// byte that is not UTF-8 ends one: a search where nothing has started can skip to the next of them.
    /// ASCII bytes by their columns; UTF-8's lead bytes (0xC2-0xF4) all, when any character beyond ASCII
    /// leaves the start state, else none (continuation bytes never: a search skips whole characters, and
    /// a stray one restarts it in its start state). `nil` where the start state cannot be skipped over.
    func bytesLeavingStart() -> [UInt8]? {
        let start = unanchoredStart
        guard !readsContext, !matchesAtEnd(start), table[start + invalidByteColumn] >= 0 else { return nil }
        let stays = { (column: Int) in Int(self.table[start + column]) == start }
        var leaving = (0..<128).filter { !stays(asciiColumn[$0]) }.map(UInt8.init)
        let starts = alphabet.starts
        let beyondASCIILeaves = starts.indices.contains { index in
            let end = index + 1 < starts.count ? starts[index + 1] : ScalarSet.maximumScalar + 1
            // Surrogates are no scalars: UTF-8 never holds one, and their class leads nowhere.
            let surrogates = starts[index] >= 0xD800 && end <= 0xE000
            return end > 0x80 && !surrogates && !stays(Int(alphabet.classes[index]))
        }
        if beyondASCIILeaves { leaving += Array(0xC2...0xF4) }
        return leaving
    }
}
