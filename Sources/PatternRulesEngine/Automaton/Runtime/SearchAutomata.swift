/// The automata one search reads: the program's own where every row was made at compile time (shared by
/// every thread, never changed), else a copy of the lazy ones for this search alone, whose rows are
/// made as it reaches their states (``SearchTable``).
final class SearchAutomata: @unchecked Sendable {
    let forward: SearchTable
    let reverse: SearchTable
    /// The reverse inner strategy's automaton of the pattern before its literal (``InnerSearch``).
    let prefixReverse: SearchTable?
    /// Whether every table is complete: the automata are then read by every search at once.
    let isComplete: Bool

    init(forward: SearchTable, reverse: SearchTable, prefixReverse: SearchTable?) {
        (self.forward, self.reverse, self.prefixReverse) = (forward, reverse, prefixReverse)
        isComplete = forward.isComplete && reverse.isComplete && prefixReverse?.isComplete ?? true
    }

    /// Automata for one thread: complete tables shared, lazy ones copied with the rows made so far.
    func copy() -> SearchAutomata {
        func copy(_ table: SearchTable) -> SearchTable { table.isComplete ? table : SearchTable(copying: table) }
        return SearchAutomata(forward: copy(forward), reverse: copy(reverse), prefixReverse: prefixReverse.map(copy))
    }
}

extension AutomatonSearchProgram {
    /// Runs `body` with automata of its own: the compiled ones where they are complete, else a spare copy
    /// taken for the call's length.
    @inline(__always)
    func withAutomata<Result>(_ body: (SearchAutomata) -> Result) -> Result {
        if automata.isComplete { return body(automata) }
        let mine = spareAutomata.take(orMake: automata.copy)
        defer { spareAutomata.giveBack(mine) }
        return body(mine)
    }

    /// Whether a run of searches goes through a ``session()``: where the automata are lazy, and each
    /// run holds a copy of its own.
    package var wantsSession: Bool { !automata.isComplete }

    /// The program for a run of searches over one text (every match of it): itself where its automata
    /// are complete, else a session that holds one copy of them for the run, so the run takes a copy
    /// once, not once per match.
    package func session() -> any SearchProgram {
        wantsSession
            ? AutomatonSearchSession(program: self, automata: spareAutomata.take(orMake: automata.copy)) : self
    }

    fileprivate func giveBack(_ automata: SearchAutomata) { spareAutomata.giveBack(automata) }
}

/// A lazy program's searches over one text with one copy of its automata, given back when the run ends.
/// Used by one search loop at a time (``GlobalMatching``), never shared between threads.
final class AutomatonSearchSession: SearchProgram, @unchecked Sendable {
    let program: AutomatonSearchProgram
    let automata: SearchAutomata

    init(program: AutomatonSearchProgram, automata: SearchAutomata) {
        (self.program, self.automata) = (program, automata)
    }

    deinit { program.giveBack(automata) }

    var engine: Engine { .automaton }
    var automatonRefusal: String? { nil }
    var strategy: String { program.strategy }
    var passesOverText: Bool { true }

    func firstLineWithMatch(in text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        program.firstLineWithMatch(in: text, from: start, automata)
    }

    func firstMatch(in text: UnsafeBufferPointer<UInt8>, from start: Int, anchoredNotEmpty: Bool) -> Range<Int>? {
        program.firstMatch(in: text, from: start, anchoredNotEmpty: anchoredNotEmpty, automata)
    }
}
