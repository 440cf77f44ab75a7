/// The rows of a lazy ``SearchTable``, made as a search reaches their states (regex-automata's lazy
/// DFA): compile time then follows what searches visit, not the automaton's whole size, and an automaton
/// that would pass the state limit whole is still searched, in a cache of bounded size.
///
/// The cache holds at most ``SearchLaziness/cacheBytes`` of rows (2 MiB) (and ``LeftmostFirstDFA/stateLimit`` states). When a
/// row could add states past it, every state is forgotten but the dead and start states (which keep
/// their numbers) and the one the search is in, and the search goes on: each byte then makes at most one
/// row, at a cost bounded by the pattern's NFA, so a search stays linear in the text whatever the cache
/// does; ``restarts`` counts how often it happened.
extension SearchTable {
    /// The automaton's size in words, for a strategy's description: its states, or, where it is lazy, the
    /// states made at compile time.
    var sizeInWords: String {
        isComplete ? "\(stateCount) states" : "built as searches reach its states, \(stateCount) made at compile time"
    }

    /// Whether `state`'s row is still to be made: only then does an entry of 0 not mean the dead state.
    @inline(__always)
    func lacksRow(_ state: Int) -> Bool { !isComplete && !rowMade[state >> shift] }

    /// Makes the row of `state` (premultiplied), starting the cache again first when the row could add
    /// states past its capacity, and returns the state to go on in: `state`, or its new number after a
    /// restart. ``table`` may move: a search reloads it.
    func buildRow(_ state: Int) -> Int {
        guard var construction else { return state }
        self.construction = nil  // one copy, mutated in place
        defer { self.construction = construction }
        var number = state >> shift
        if construction.stateCount + columnCount > construction.stateLimit {
            number = restart(&construction, keeping: number)
        }
        Self.grow(
            &table, &matchesAtEndOfState, &rowMade, &capacity, to: construction.stateCount + columnCount, shift: shift,
            limit: construction.stateLimit)
        pointRows()
        let before = construction.stateCount
        do {
            try construction.fill(number, into: table + number << shift, shift: shift)
        } catch {
            // The budget is unlimited and the room was made above, so filling cannot be refused.
            preconditionFailure("a lazy search automaton refused a row: \(error)")
        }
        rowMade[number] = true
        for made in before..<construction.stateCount { matchesAtEndOfState[made] = construction.matchesAtEnd[made] }
        return number << shift
    }

    /// Forgets every state but the dead one, the start states and `number` (whose new number it returns),
    /// and every row.
    private func restart(_ construction: inout LeftmostFirstConstruction, keeping number: Int) -> Int {
        restarts += 1
        let key = construction.keys[number]
        construction.truncate(to: startStateCount)
        table.update(repeating: 0, count: capacity << shift)
        rowMade.update(repeating: false, count: capacity)
        rowMade[0] = true
        guard number >= startStateCount else { return number }
        do {
            let kept = Int(try construction.intern(key))
            matchesAtEndOfState[kept] = construction.matchesAtEnd[kept]
            return kept
        } catch {
            preconditionFailure("a lazy search automaton could not keep its state: \(error)")
        }
    }

    /// The rows a cache may hold: ``SearchLaziness/cacheBytes`` of them, at most ``LeftmostFirstDFA/stateLimit``, and at
    /// least room for the start states, the current one and a row's worth of new ones.
    static func cacheRows(columnCount: Int, shift: Int, starts: Int, cacheBytes: Int) -> Int {
        max(starts + 1 + columnCount, min(LeftmostFirstDFA.stateLimit, cacheBytes >> (shift + 2)))
    }

    /// Grows the table's buffers to hold `rows` rows (doubling, up to `limit`), new rows zero.
    static func grow(
        _ table: inout UnsafeMutablePointer<Int32>, _ matchesAtEnd: inout UnsafeMutablePointer<Bool>,
        _ rowMade: inout UnsafeMutablePointer<Bool>, _ capacity: inout Int, to rows: Int, shift: Int,
        limit: Int = .max
    ) {
        guard rows > capacity else { return }
        let grown = max(rows, min(capacity * 2, limit))
        table = moved(table, count: capacity << shift, to: grown << shift, filling: 0)
        matchesAtEnd = moved(matchesAtEnd, count: capacity, to: grown, filling: false)
        rowMade = moved(rowMade, count: capacity, to: grown, filling: false)
        capacity = grown
    }

    private static func moved<Element>(
        _ buffer: UnsafeMutablePointer<Element>, count: Int, to newCount: Int, filling: Element
    ) -> UnsafeMutablePointer<Element> {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: newCount)
        larger.moveInitialize(from: buffer, count: count)
        (larger + count).initialize(repeating: filling, count: newCount - count)
        buffer.deallocate()
        return larger
    }
}

/// When a search automaton's rows are made (``SearchTable``), and how many a lazy one keeps.
package struct SearchLaziness: Sendable {
    /// The work a table may spend on rows at compile time (``CompileBudget``'s steps) past the
    /// unanchored start's row; past it, the automaton is lazy.
    let compileSteps: Int
    /// The most bytes of rows a lazy table holds per thread.
    let cacheBytes: Int

    /// 1,500 steps of rows at compile time, which make the whole automaton of a literal or a short
    /// pattern (`Sherlock Holmes`: 1,007 steps forwards, 332 backwards; `[A-Za-z]+ing`: 344 and 69), so
    /// that every thread shares it with no copy to take per search; and a cache of 2 MiB per automaton
    /// per thread (regex-automata's default).
    package static let standard = SearchLaziness(compileSteps: 1_500, cacheBytes: 2 << 20)

    /// Only the unanchored start's row at compile time, and a cache of `cacheBytes`: tests run every
    /// search so, a small cache making it start again often.
    package static func always(cacheBytes: Int) -> SearchLaziness {
        SearchLaziness(compileSteps: 0, cacheBytes: cacheBytes)
    }
}
