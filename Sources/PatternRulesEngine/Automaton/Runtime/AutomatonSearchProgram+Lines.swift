import Foundation  // memchr
import PatternRulesSupport

/// The search over a block of whole lines that a reader of lines (`patterns find`) asks for: which line
/// holds the next match, found in one pass over the block, with no call into the engine per line.
///
/// Lines are framed as `find` frames them: a line ends at LF, a CR just before the LF is not part of it,
/// and the end of the text ends the last line. Each line is read as a text of its own (its start is the
/// text's start for `^`, `\A` and `\b`, its end the text's end for `$` and `\z`), so the line breaks are
/// one more transition of the forward automaton: the state goes back to the start, after asking whether a
/// match ends with the line (``SearchTable/matchesAtEnd(_:)``). The prefilters skip as in
/// ``AutomatonSearchProgram/firstMatch(in:from:anchoredNotEmpty:)``: to the literals every match begins
/// with wherever nothing has started, or, for a literal every match holds, to the next line holding it.
extension AutomatonSearchProgram {
    package var passesOverText: Bool { true }

    /// The start of the first line at or after `start` (a line's start) that holds a match, `nil` when
    /// none does. Each byte is read at most once by a prefilter and once by the automaton, and once more
    /// where a line's start is found by reading back from a place a prefilter landed on (each line's at
    /// most once): the cost is linear in the block.
    package func firstLineWithMatch(in text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        withAutomata { automata in firstLineWithMatch(in: text, from: start, automata) }
    }

    /// ``firstLineWithMatch(in:from:)`` on one thread's automata.
    func firstLineWithMatch(in text: UnsafeBufferPointer<UInt8>, from start: Int, _ automata: SearchAutomata) -> Int? {
        guard let base = text.baseAddress, start < text.count else { return nil }
        let count = text.count
        let forward = automata.forward
        var table = forward.table
        let (lineRows, asciiColumn) = (forward.lineRows, forward.asciiColumn)
        let lineStartState = forward.startAtEdge(anchoredAtStart ? .anchored : .unanchored)
        // A prefix prefilter exists only where no assertion reads the context: the state where nothing has
        // started is then the line's start state, wherever it is met.
        var skipsToPrefix = !anchoredAtStart && prefix != nil
        var yield = PrefilterYield()
        var state = lineStartState
        var index = start
        // Where the current line starts; `nil` once the prefix prefilter has jumped over bytes the
        // automaton did not read (found again, if a match is found, by reading back to a line feed).
        var lineStart: Int? = start
        func found(at place: Int) -> Int { lineStart ?? Self.lineStart(before: place, in: base, floor: start) }
        while index < count {
            if state == lineStartState {
                if skipsToPrefix {
                    guard let next = prefix?.next(in: base, from: index, count: count) else { return nil }
                    // A literal that is a whole match is one within its line, unless it holds a line break.
                    if wholeLiteralsStayInLines {
                        return Self.lineStart(before: next, in: base, floor: lineStart ?? start)
                    }
                    skipsToPrefix = yield.paysAfterSkip(from: index, to: next)
                    if next != index { (index, lineStart) = (next, nil) }
                } else if let required = required ?? inner?.literal, index == lineStart {
                    guard let next = required.next(in: base, from: index, count: count) else { return nil }
                    index = Self.lineStart(before: next, in: base, floor: index)
                    lineStart = index
                }
            }
            // ASCII while no match ends and the state lives: a line break, sent to the dead column, leaves
            // the loop too. Eight bytes are tested for ASCII at once where the start state need not be
            // watched for the prefilter.
            if !skipsToPrefix {
                blocks: while count &- index >= 8 {
                    var block = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                    guard ASCIIWord.isASCII(block) else { break }
                    for _ in 0..<8 {
                        let entry = lineRows[Int(truncatingIfNeeded: block & 0x7F)][state]
                        guard entry > 0 else { break blocks }
                        state = Int(entry)
                        index &+= 1
                        block &>>= 8
                    }
                }
            }
            while index < count {
                let byte = base[index]
                guard byte < 0x80 else { break }
                let entry = lineRows[Int(byte)][state]
                guard entry > 0 else { break }
                state = Int(entry)
                index &+= 1
                if skipsToPrefix, state == lineStartState { break }
            }
            guard index < count else { break }
            let byte = base[index]
            if byte == 0x0A || (byte == 0x0D && index + 1 < count && base[index + 1] == 0x0A) {
                if forward.matchesAtEnd(state) { return found(at: index) }
                index &+= byte == 0x0A ? 1 : 2
                (state, lineStart) = (lineStartState, index)
                continue
            }
            var column: Int
            var length = 1
            if byte < 0x80 {
                column = asciiColumn[Int(byte)]  // a CR that no LF follows is part of the line
            } else if let (scalar, scalarLength) = UTF8Decoding.scalar(at: index, in: base, count: count) {
                (column, length) = (forward.column(of: scalar), scalarLength)
            } else {
                // As in a search of the line alone: no thread reads a byte that is not UTF-8, and the
                // search starts again after it (an anchored one dies).
                if forward.lacksRow(state) {
                    (state, table) = (forward.buildRow(state), forward.table)
                    continue
                }
                if table[state &+ forward.invalidByteColumn] < 0 { return found(at: index) }
                index &+= 1
                state =
                    anchoredAtStart
                    ? 0 : forward.start(.unanchored, context: forward.context(before: index, in: base, count: count))
                column = -1
            }
            if column >= 0 {
                let entry = table[state &+ column]
                if entry == 0, forward.lacksRow(state) {
                    // A lazy automaton's state whose row is not made yet: made now, and the scalar read again.
                    (state, table) = (forward.buildRow(state), forward.table)
                    continue
                }
                if entry < 0 { return found(at: index) }
                state = Int(entry & Int32.max)
                index &+= length
            }
            if state == 0 {
                // Only a search anchored at the line's start dies with no match found: the rest of the
                // line holds none.
                guard let lineFeed = memchr(base + index, 0x0A, count - index) else { return nil }
                index = base.distance(to: lineFeed.assumingMemoryBound(to: UInt8.self)) + 1
                (state, lineStart) = (lineStartState, index)
            }
        }
        // The text's end ends its last line, unless a line feed ended the text.
        guard lineStart != count, forward.matchesAtEnd(state) else { return nil }
        return found(at: count)
    }

    /// The start of the line that holds `index`: just after the line feed before it, not before `floor`.
    private static func lineStart(before index: Int, in base: UnsafePointer<UInt8>, floor: Int) -> Int {
        var place = index
        while place > floor, base[place &- 1] != 0x0A { place &-= 1 }
        return place
    }
}
