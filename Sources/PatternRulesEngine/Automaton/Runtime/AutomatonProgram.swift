import PatternRulesSupport

#if SystemPCRE2
    import CPCRE2System
#else
    import CPCRE2
#endif

/// A pattern compiled to a minimal deterministic automaton over Unicode scalars: the
/// ``Engine/automaton`` engine. An ASCII byte costs one table look-up, another scalar a binary search
/// over the pattern's alphabet, whatever the pattern; every state knows whether acceptance is still
/// reachable, so all three verdicts are exact, lookaheads included.
///
/// Input is read as UTF-8 and checked as it is read: a byte sequence that is not UTF-8 is invalid.
/// Immutable after `init`; shared by every thread.
@usableFromInline
package final class AutomatonProgram: @unchecked Sendable {
    /// The most entries (four bytes each) of the two-byte table: 256 KiB, about what a core's L2 holds.
    static let pairTableBudget = 1 << 16

    /// The column of each ASCII scalar in the transition table.
    private let asciiClass: UnsafeMutablePointer<Int>
    /// The alphabet's intervals (``Alphabet``), for scalars beyond ASCII.
    private let intervalStarts: UnsafeMutablePointer<UInt32>
    private let intervalClasses: UnsafeMutablePointer<Int>
    private let intervalCount: Int
    /// `table[state + class]` is the next state; states are premultiplied by `1 << shift` (the class count
    /// rounded up to a power of two, so that a state converts to and from ``pairTable``'s numbering by a
    /// shift), and 0 is the dead state.
    private let table: UnsafeMutablePointer<Int32>
    private let shift: Int
    /// Two ASCII bytes per look-up, for automata small enough (``pairTableBudget``): the chain of dependent
    /// loads that bounds a DFA's speed is half as long. `pairTable[state << shift + pairColumn[b0 << 7 | b1]]`
    /// is the state after both bytes, numbered `index << (2 * shift)`.
    private let pairTable: UnsafeMutablePointer<Int32>?
    private let pairColumn: UnsafeMutablePointer<Int32>?
    private let startState: Int
    /// States are numbered dead first, then the live states that do not accept, then the accepting
    /// ones: a state accepts when its premultiplied number is at least this (a comparison where a look-up
    /// would need a division on every verdict).
    private let firstAccepting: Int
    /// The verdict of each state, by its premultiplied number (the entries between states are never
    /// read): what the inlined keystroke path reads, one load instead of two comparisons and their
    /// branches.
    private let verdictByState: UnsafeMutablePointer<Verdict>
    /// By state number: the fewest UTF-8 bytes that complete a match (0 for accepting states).
    private let distance: UnsafeMutablePointer<Int32>
    /// The number of states, the dead state included.
    let stateCount: Int

    /// Compiles `source`, which must already compile with PCRE2 (the reference syntax).
    ///
    /// - Throws: ``AutomatonRefusal`` when the pattern uses a construct the automaton does not model, or
    ///   compiling it would pass its ``CompileBudget``, ``NFA/stateLimit`` or ``DFA/stateBudget``.
    convenience init(
        source: String, options: PatternOptions, budget: CompileBudget = CompileBudget()
    ) throws(AutomatonRefusal) {
        self.init(dfa: try DFA(minimalFor: source, options: options, budget: budget))
    }

    /// Lays out `unordered` for matching (a rule-set field's automaton, say).
    package init(dfa unordered: DFA) {
        let dfa = unordered.acceptingLast()
        let classCount = dfa.classCount
        shift = Int.bitWidth - (max(classCount, 2) - 1).leadingZeroBitCount
        stateCount = dfa.stateCount
        firstAccepting = (dfa.accepting.firstIndex(of: true) ?? dfa.stateCount) << shift
        let alphabet = dfa.alphabet
        asciiClass = .allocate(capacity: 128)
        for scalar in 0..<128 { asciiClass[scalar] = Int(alphabet.classOf(UInt32(scalar))) }
        intervalCount = alphabet.starts.count
        intervalStarts = .allocate(capacity: intervalCount)
        intervalStarts.initialize(from: alphabet.starts, count: intervalCount)
        intervalClasses = .allocate(capacity: intervalCount)
        for (index, scalarClass) in alphabet.classes.enumerated() { intervalClasses[index] = Int(scalarClass) }
        // Padding columns are never read (no scalar has their class); they lead to the dead state.
        table = .allocate(capacity: stateCount << shift)
        table.initialize(repeating: 0, count: stateCount << shift)
        for state in 0..<stateCount {
            for column in 0..<classCount {
                table[state << shift + column] = dfa.transitions[state * classCount + column] << Int32(shift)
            }
        }
        if stateCount << (2 * shift) <= Self.pairTableBudget {
            let pairs = UnsafeMutablePointer<Int32>.allocate(capacity: stateCount << (2 * shift))
            pairs.initialize(repeating: 0, count: stateCount << (2 * shift))
            for state in 0..<stateCount {
                for first in 0..<classCount {
                    let middle = Int(table[state << shift + first])
                    for second in 0..<classCount {
                        pairs[state << (2 * shift) + first << shift + second] = table[middle + second] << Int32(shift)
                    }
                }
            }
            let columns = UnsafeMutablePointer<Int32>.allocate(capacity: 128 * 128)
            for first in 0..<128 {
                for second in 0..<128 {
                    columns[first << 7 | second] = Int32(asciiClass[first] << shift | asciiClass[second])
                }
            }
            (pairTable, pairColumn) = (pairs, columns)
        } else {
            (pairTable, pairColumn) = (nil, nil)
        }
        startState = Int(dfa.start) << shift
        verdictByState = .allocate(capacity: stateCount << shift)
        verdictByState.initialize(repeating: .invalid, count: stateCount << shift)
        // Dead first, then the live states that do not accept, then the accepting ones.
        for state in 1..<stateCount {
            verdictByState[state << shift] = state << shift >= firstAccepting ? .valid : .incomplete
        }
        distance = .allocate(capacity: stateCount)
        for (state, bytes) in dfa.byteDistancesToAcceptance().enumerated() {
            distance[state] = Int32(clamping: bytes ?? Int(Int32.max))
        }
    }

    deinit {
        asciiClass.deallocate()
        intervalStarts.deallocate()
        intervalClasses.deallocate()
        table.deallocate()
        pairTable?.deallocate()
        pairColumn?.deallocate()
        distance.deallocate()
        verdictByState.deallocate()
    }

    /// The state before any input.
    package var start: Int { startState }

    /// The power of two states are premultiplied by (the table's row length).
    var rowShift: Int { shift }

    /// The column of an ASCII `byte` in the transition table: its class in the alphabet.
    func asciiColumn(_ byte: Int) -> Int { asciiClass[byte] }

    /// The tables one keystroke reads, for code inlined into the caller.
    var keystrokeStep: AutomatonStep {
        AutomatonStep(asciiColumn: asciiClass, table: table, verdicts: verdictByState, program: self)
    }

    /// The state after the UTF-8 `bytes` from `state`; 0 (dead) as soon as no continuation can match,
    /// or at a byte sequence that is not UTF-8.
    @inline(__always)
    package func advance(_ state: Int, over bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return state }
        // The tables are read into locals once: read as properties inside the loop, they were loaded
        // again at every step.
        let (table, asciiClass, shift, pairTable, pairColumn) =
            (self.table, self.asciiClass, self.shift, self.pairTable, self.pairColumn)
        var state = state
        var index = 0
        let count = bytes.count
        while index < count {
            if let pairTable, let pairColumn {
                // Two ASCII bytes per dependent look-up. The state stays in the pair table's numbering
                // (`state << shift`) for the whole run of pairs, so that a look-up does not wait on a
                // shift back and forth as well.
                var pairState = state &<< shift
                // The column is added to the table's address first: it does not depend on the state, so
                // the look-up waits on the previous one alone.
                @inline(__always) func pair(_ first: UInt64, _ second: UInt64) {
                    let column = (pairTable + Int(pairColumn[Int(truncatingIfNeeded: first << 7 | second)]))
                    pairState = Int(column[pairState])
                }
                // Eight ASCII bytes at a time: one test instead of eight, the dead state (which loops
                // to itself) checked once.
                while count &- index >= 8 {
                    var block = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                    guard ASCIIWord.isASCII(block) else { break }
                    for _ in 0..<4 {
                        pair(block & 0x7F, (block &>> 8) & 0x7F)
                        block &>>= 16
                    }
                    if pairState == 0 { return 0 }
                    index &+= 8
                }
                // Then pairs while both bytes are ASCII: most of a keystroke's input is shorter than eight.
                while count &- index >= 2 {
                    let (first, second) = (UInt64(base[index]), UInt64(base[index &+ 1]))
                    guard first | second < 0x80 else { break }
                    pair(first, second)
                    if pairState == 0 { return 0 }
                    index &+= 2
                }
                state = pairState &>> shift
            } else {
                while count &- index >= 8 {
                    var block = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                    guard ASCIIWord.isASCII(block) else { break }
                    for _ in 0..<8 {
                        state = Int(table[state &+ asciiClass[Int(truncatingIfNeeded: block & 0x7F)]])
                        block &>>= 8
                    }
                    if state == 0 { return 0 }
                    index &+= 8
                }
            }
            // One scalar: an ASCII byte left over, or a scalar beyond ASCII.
            guard index < count else { break }
            let byte = base[index]
            if byte < 0x80 {
                state = Int(table[state &+ asciiClass[Int(byte)]])
                index &+= 1
            } else {
                guard let (scalar, length) = UTF8Decoding.scalar(at: index, in: base, count: count) else { return 0 }
                state = Int(table[state &+ classOf(scalar)])
                index &+= length
            }
            if state == 0 { return 0 }
        }
        return state
    }

    /// The state after one scalar.
    @usableFromInline @inline(__always)
    func advance(_ state: Int, scalar: UInt32) -> Int {
        let column = scalar < 0x80 ? asciiClass[Int(scalar)] : classOf(scalar)
        return Int(table[state &+ column])
    }

    /// The column of a scalar beyond ASCII: a binary search over the alphabet's intervals.
    @inline(__always)
    private func classOf(_ scalar: UInt32) -> Int {
        var low = 0
        var high = intervalCount
        while high &- low > 1 {
            let middle = (low &+ high) >> 1
            if intervalStarts[middle] <= scalar { low = middle } else { high = middle }
        }
        return intervalClasses[low]
    }

    /// The verdict of a state: accepting is valid, dead is invalid, any other can still reach acceptance
    /// (the table the inlined keystroke path reads too).
    @inline(__always)
    package func verdict(of state: Int) -> Verdict {
        verdictByState[state]
    }

    @inline(__always)
    func isAccepting(_ state: Int) -> Bool { state >= firstAccepting && state != 0 }

    /// The fewest bytes that, appended, make the input valid (0 when it is; `nil` when nothing does).
    package func bytesToCompletion(from state: Int) -> Int? {
        state == 0 ? nil : Int(distance[state >> shift])
    }

    @usableFromInline @inline(__always)
    package func verdict(_ subject: UnsafeBufferPointer<UInt8>) -> Verdict {
        verdict(of: advance(startState, over: subject))
    }

    @usableFromInline @inline(__always)
    func matches(_ subject: UnsafeBufferPointer<UInt8>) -> Bool {
        isAccepting(advance(startState, over: subject))
    }

    /// A shortest completion from `state`: the scalars that lead to acceptance with the fewest UTF-8
    /// bytes (for tests and diagnostics).
    func shortestCompletion(from state: Int) -> String? {
        guard var remaining = bytesToCompletion(from: state) else { return nil }
        var state = state
        var completion = ""
        while remaining > 0 {
            // Some scalar leads closer by its own length: try the smallest of each length.
            let candidates =
                (0..<128).map(UInt32.init) + [0x80, 0x800, 0x10000] + (0..<intervalCount).map { intervalStarts[$0] }
            guard
                let scalar = candidates.first(where: { candidate in
                    guard let value = Unicode.Scalar(candidate) else { return false }
                    let next = advance(state, scalar: candidate)
                    return next != 0 && Int(distance[next >> shift]) == remaining - String(value).utf8.count
                })
            else { return nil }
            completion.unicodeScalars.append(Unicode.Scalar(scalar)!)
            state = advance(state, scalar: scalar)
            remaining -= String(Unicode.Scalar(scalar)!).utf8.count
        }
        return completion
    }
}
