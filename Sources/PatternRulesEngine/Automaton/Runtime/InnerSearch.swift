/// The reverse inner strategy: where no literal begins every match but one stands inside the pattern
/// (`[A-Za-z]+ the [a-z]+`), its occurrences are found first, the pattern's items before it are read
/// backwards from each to the earliest start (their own reverse automaton), and the forward automaton
/// reads on from that start to where the match ends. Only the text around each occurrence is read by an
/// automaton, where the plain strategy reads every byte.
///
/// Exact by ``RegexNode/innerLiteral``'s condition: the prefix can never read an occurrence of the
/// literal, so the leftmost match's literal is the first occurrence at or after its start, and each
/// reverse scan stops at the occurrence before (no start lies before it). Linear: the reverse scans read
/// disjoint stretches, and where a forward scan that found nothing read past the next occurrence (the
/// next try would read those bytes again), the search gives way to the plain strategy from its start,
/// which reads the rest once (regex-automata's guard against quadratic time).
///
/// Immutable after `init`; shared by every thread (a lazy ``prefixReverse`` is copied per search in
/// ``SearchAutomata``).
struct InnerSearch: Sendable {
    let literal: Prefilter
    let literalBytes: [UInt8]
    /// The automaton of the prefix reversed, read backwards from an occurrence.
    let prefixReverse: SearchTable

    /// The strategy for `pattern`, `nil` where it has no inner literal to use or the prefix's automaton
    /// would pass the budget (the plain strategy then searches).
    init?(_ pattern: RegexNode, budget: CompileBudget, kernel: SIMDKernel, laziness: SearchLaziness) {
        guard let split = pattern.innerLiteral, let literal = Prefilter(literals: [split.literal], kernel: kernel)
        else { return nil }
        var builder = NFABuilder(budget: budget, searching: true)
        guard let start = try? builder.compile(split.prefix.reversed, next: NFA.accept),
            let automaton = try? LeftmostFirstDFA(nfa: builder.nfa, start: start, direction: .reverse, budget: budget),
            let table = try? SearchTable(automaton, budget: budget, laziness: laziness)
        else { return nil }
        (self.literal, literalBytes, prefixReverse) = (literal, split.literal, table)
    }

    /// The leftmost-first match at or after `start` (an unanchored search of `program`).
    func firstMatch(
        of program: AutomatonSearchProgram, _ automata: SearchAutomata, in base: UnsafePointer<UInt8>, count: Int,
        from start: Int
    ) -> Range<Int>? {
        let (forward, prefixReverse) = (automata.forward, automata.prefixReverse ?? self.prefixReverse)
        var floor = start
        var next = literal.next(in: base, from: start, count: count)
        while let found = next {
            next = literal.next(in: base, from: found + 1, count: count)
            if let matchStart = AutomatonSearchProgram.earliestStart(
                reading: prefixReverse, in: base, count: count, end: found, floor: floor)
            {
                let state = forward.start(
                    .anchored, context: forward.context(before: matchStart, in: base, count: count))
                let (matchEnd, stop) = program.end(
                    in: base, count: count, from: matchStart, state: state, anchored: true, forward)
                if let matchEnd { return matchStart..<matchEnd }
                if let next, next < stop {
                    return program.forwardThenReverse(in: base, count: count, from: start, automata)
                }
            }
            // No match holds this occurrence; one that holds a later one starts after it.
            floor = found + 1
        }
        return nil
    }

    /// The strategy in words, with the automata the plain strategy would run.
    func description(automata: String) -> String {
        "looks for \(Prefilter.quoted(literalBytes)) inside every match with \(literal.description), reads the "
            + "pattern before it backwards from each occurrence (\(prefixReverse.sizeInWords)) to where "
            + "a match starts, and the forward automaton on from there (else \(automata))"
    }
}
