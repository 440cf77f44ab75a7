/// A ``LeftmostFirstDFA`` laid out for scanning, as ``AutomatonProgram`` lays out a validation automaton:
/// an ASCII byte's column is one look-up, another scalar's a binary search over the alphabet, and a state
/// is premultiplied by the row length so that a step is one load. An entry is negative when a match ends
/// just before the column's scalar (the low 31 bits are the next state). Each row has one column more
/// than the alphabet, every entry of it 0 (dead): ``lineColumn`` sends the line breaks there, so that a
/// search over lines leaves its fast loop at each of them as it leaves at a match.
///
/// Rows are made at compile time while they are cheap (``SearchLaziness``); an automaton that would cost
/// more is *lazy*: the rest of its rows are made as a search reaches their states
/// (``SearchTable+Rows``), in a copy of its own per thread (``copy()``), and a row not made yet reads 0
/// everywhere, so the search loops, which leave on an entry ≤ 0, ask ``lacksRow(_:)`` only then. A table
/// whose every row was made at compile time (``isComplete``) is immutable and shared by every thread.
final class SearchTable: @unchecked Sendable {
    let asciiColumn: UnsafeMutablePointer<Int>
    /// ``asciiColumn`` with LF and CR sent to the dead column (``firstLineWithMatch`` reads lines).
    let lineColumn: UnsafeMutablePointer<Int>
    /// Each ASCII byte's column as a place in the table (`table + column`), and the same for
    /// ``lineColumn``: a step is then `rows[byte][state]`, one load at the state's offset from a pointer
    /// found apart from the state, so the chain of dependent loads a search is holds no address sum.
    /// Rewritten in place when a lazy table grows, so a search may keep these two pointers.
    let asciiRows: UnsafeMutablePointer<UnsafePointer<Int32>>
    let lineRows: UnsafeMutablePointer<UnsafePointer<Int32>>
    /// The columns of the alphabet's classes: a scalar beyond the tables' reach is looked up here.
    private let alphabet: Alphabet
    /// The column of every scalar below U+10000 (128 KiB), where the alphabet has enough intervals that
    /// a binary search per scalar would cost more than a load: text in Cyrillic, Greek or CJK reads one
    /// load per scalar, as ASCII does.
    private let basicPlaneColumn: UnsafeMutablePointer<UInt16>?
    /// The one column of every scalar beyond ASCII, where the pattern tells none of them apart (an ASCII
    /// pattern's `[^a]` or `.` reads them all alike).
    private let columnBeyondASCII: Int?
    /// The rows, `capacity` of them; a lazy table moves it when it grows (a search reloads it after
    /// ``buildRow(_:)``).
    // A search reads these on its path; a lazy table is used by one search at a time (its own copy), and
    // a complete one never changes, so the run-time exclusivity check of a class's `var` (a tenth of a
    // dense search's time) checks nothing.
    @exclusivity(unchecked) var table: UnsafeMutablePointer<Int32>
    let shift: Int
    let columnCount: Int
    /// By state number (premultiplied state `>> shift`), `capacity` of them.
    @exclusivity(unchecked) var matchesAtEndOfState: UnsafeMutablePointer<Bool>
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
    /// The states made at compile time.
    let stateCount: Int
    /// Whether every row was made at compile time: the table never changes, and no search asks for a row.
    let isComplete: Bool
    /// What makes the rows not made yet (`nil` once every row is made), whether each state's row is made,
    /// and the rows allocated.
    var construction: LeftmostFirstConstruction?
    @exclusivity(unchecked) var rowMade: UnsafeMutablePointer<Bool>
    var capacity: Int
    /// The dead state and the start states, kept when a full cache starts again.
    let startStateCount: Int
    /// The most bytes of rows a copy holds (``SearchLaziness/cacheBytes``).
    let cacheBytes: Int
    /// How many times a full cache started again (``SearchTable+Rows``).
    var restarts = 0
    /// The table a copy was made from, whose column maps it reads; `nil` in the seed itself.
    private let seed: SearchTable?

    /// Lays `dfa` out and makes its rows: all of them where that costs at most the `laziness`'s steps of
    /// `budget` (past the unanchored start's row, always made), or where the automaton must be whole
    /// (``LeftmostFirstDFA/hasNullableLoops``); else the ones made by then, the rest left to searches.
    ///
    /// - Throws: ``AutomatonRefusal`` where a whole automaton passes the budget or the state limit.
    init(_ dfa: LeftmostFirstDFA, budget: CompileBudget, laziness: SearchLaziness) throws(AutomatonRefusal) {
        cacheBytes = laziness.cacheBytes
        columnCount = dfa.columnCount
        // A row holds the alphabet's columns and the dead one after them.
        shift = Int.bitWidth - columnCount.leadingZeroBitCount
        startStateCount = dfa.startStateCount
        var construction = dfa.construction
        capacity = max(16, construction.stateCount)
        table = .allocate(capacity: capacity << shift)
        table.initialize(repeating: 0, count: capacity << shift)
        matchesAtEndOfState = .allocate(capacity: capacity)
        matchesAtEndOfState.initialize(repeating: false, count: capacity)
        rowMade = .allocate(capacity: capacity)
        rowMade.initialize(repeating: false, count: capacity)
        seed = nil
        let firstSpent = budget.spent
        // The unanchored start's row is always made: the prefilter is chosen from it
        // (``bytesLeavingStart()``).
        let rowsRequired = (dfa.unanchoredStarts.first.map(Int.init) ?? 0) + 1
        var made = 0
        while made < construction.stateCount {
            if !dfa.hasNullableLoops, made >= rowsRequired, budget.spent - firstSpent > laziness.compileSteps {
                break
            }
            Self.grow(
                &table, &matchesAtEndOfState, &rowMade, &capacity, to: construction.stateCount + columnCount,
                shift: shift)
            try construction.fill(made, into: table + made << shift, shift: shift)
            rowMade[made] = true
            made += 1
        }
        stateCount = construction.stateCount
        isComplete = made == stateCount
        for state in 0..<stateCount { matchesAtEndOfState[state] = construction.matchesAtEnd[state] }
        self.construction = isComplete ? nil : construction
        asciiColumn = .allocate(capacity: 128)
        for scalar in 0..<128 { asciiColumn[scalar] = Int(dfa.alphabet.classOf(UInt32(scalar))) }
        lineColumn = .allocate(capacity: 128)
        lineColumn.initialize(from: asciiColumn, count: 128)
        (lineColumn[0x0A], lineColumn[0x0D]) = (columnCount, columnCount)
        asciiRows = .allocate(capacity: 128)
        lineRows = .allocate(capacity: 128)
        alphabet = dfa.alphabet
        basicPlaneColumn = Self.basicPlaneColumns(of: dfa.alphabet, columnCount: columnCount)
        columnBeyondASCII = Self.onlyColumnBeyondASCII(of: dfa.alphabet)
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
        pointRows()
    }

    /// A lazy table's copy for one thread's searches: the rows made so far, and what makes the others.
    init(copying seed: SearchTable) {
        (columnCount, shift, startStateCount, stateCount, isComplete) = (
            seed.columnCount, seed.shift, seed.startStateCount, seed.stateCount, seed.isComplete
        )
        capacity = seed.capacity
        table = .allocate(capacity: capacity << shift)
        table.initialize(from: seed.table, count: capacity << shift)
        matchesAtEndOfState = .allocate(capacity: capacity)
        matchesAtEndOfState.initialize(from: seed.matchesAtEndOfState, count: capacity)
        rowMade = .allocate(capacity: capacity)
        rowMade.initialize(from: seed.rowMade, count: capacity)
        construction = seed.construction
        construction?.budget = CompileBudget(steps: .max, task: "searching")
        cacheBytes = seed.cacheBytes
        construction?.stateLimit = Self.cacheRows(
            columnCount: columnCount, shift: shift, starts: startStateCount, cacheBytes: cacheBytes)
        // The column maps never change: the copy reads the seed's, and keeps the seed alive.
        (asciiColumn, lineColumn, basicPlaneColumn, alphabet) = (
            seed.asciiColumn, seed.lineColumn, seed.basicPlaneColumn, seed.alphabet
        )
        columnBeyondASCII = seed.columnBeyondASCII
        self.seed = seed
        asciiRows = .allocate(capacity: 128)
        lineRows = .allocate(capacity: 128)
        (finalLineFeedColumn, invalidByteColumn, readsContext) = (
            seed.finalLineFeedColumn, seed.invalidByteColumn, seed.readsContext
        )
        (contextOfColumn, edgeContext, invalidByteContext) = (
            seed.contextOfColumn, seed.edgeContext, seed.invalidByteContext
        )
        (unanchoredStarts, anchoredStarts, anchoredNotEmptyStarts) = (
            seed.unanchoredStarts, seed.anchoredStarts, seed.anchoredNotEmptyStarts
        )
        pointRows()
    }

    /// Points ``asciiRows`` and ``lineRows`` at the table's columns (again after the table moves).
    func pointRows() {
        for byte in 0..<128 {
            (asciiRows + byte).initialize(to: UnsafePointer(table + asciiColumn[byte]))
            (lineRows + byte).initialize(to: UnsafePointer(table + lineColumn[byte]))
        }
    }

    /// The column table of the basic plane, where the alphabet has intervals enough beyond ASCII to need
    /// one (an ASCII pattern's many intervals are all below 0x80, where ``asciiColumn`` answers).
    private static func basicPlaneColumns(of alphabet: Alphabet, columnCount: Int) -> UnsafeMutablePointer<UInt16>? {
        let starts = alphabet.starts
        let beyondASCII = starts.count { $0 > 0x80 } + 1
        guard beyondASCII > Self.intervalsWorthATable, columnCount <= Int(UInt16.max) else { return nil }
        let columns = UnsafeMutablePointer<UInt16>.allocate(capacity: 0x10000)
        for (index, start) in starts.enumerated() where start < 0x10000 {
            let end = index + 1 < starts.count ? min(starts[index + 1], 0x10000) : 0x10000
            (columns + Int(start)).initialize(repeating: UInt16(alphabet.classes[index]), count: Int(end - start))
        }
        return columns
    }

    /// The column of every scalar from 0x80 on, where the alphabet has one class for them all (surrogates,
    /// which UTF-8 never holds, aside).
    private static func onlyColumnBeyondASCII(of alphabet: Alphabet) -> Int? {
        let starts = alphabet.starts
        var classes: Set<Int32> = []
        for index in starts.indices {
            let end = index + 1 < starts.count ? starts[index + 1] : ScalarSet.maximumScalar + 1
            guard end > 0x80, !(starts[index] >= 0xD800 && end <= 0xE000) else { continue }
            classes.insert(alphabet.classes[index])
        }
        return classes.count == 1 ? classes.first.map(Int.init) : nil
    }

    /// Past this many intervals, scalars below U+10000 take their column from a table.
    static let intervalsWorthATable = 8

    deinit {
        if seed == nil {
            basicPlaneColumn?.deallocate()
            asciiColumn.deallocate()
            lineColumn.deallocate()
        }
        asciiRows.deallocate()
        lineRows.deallocate()
        table.deallocate()
        matchesAtEndOfState.deallocate()
        rowMade.deallocate()
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
    func matchesAtEnd(_ state: Int) -> Bool { matchesAtEndOfState[state >> shift] }

    /// The column of a scalar beyond ASCII: from the table below U+10000 where there is one, else the
    /// alphabet's binary search over its intervals.
    @inline(__always)
    func column(of scalar: UInt32) -> Int {
        if let columnBeyondASCII { return columnBeyondASCII }
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
