import PatternRulesSupport

/// A pattern compiled for search on the automaton: a leftmost-first forward automaton
/// (``LeftmostFirstDFA``) finds where the leftmost match ends, and the automaton of the reversed
/// pattern, read backwards from there, finds where it starts (the earliest start from which the text up
/// to that end is a match: the leftmost one). Each pass reads a byte at most once, so a search is linear
/// in the text, whatever the pattern; there is nothing to limit and nothing to stop.
///
/// Text that is not UTF-8 is read as it is, as PCRE2 reads it with `PCRE2_MATCH_INVALID_UTF`: a byte
/// that belongs to no UTF-8 scalar matches nothing, and no match contains one. An assertion reads the
/// scalar that ends or starts at its position in the text, and such a byte as a character that is
/// neither a word character nor a line break. (PCRE2 10.46's JIT and interpreter disagree about empty
/// matches beside such bytes, so an empty match there can differ from PCRE2's; docs/SEARCH.md says how.)
///
/// Immutable after `init`; shared by every thread.
package final class AutomatonSearchProgram: @unchecked Sendable {
    /// The automata as compiled: what every search reads where they are whole, and what each thread's
    /// copy starts from where they are lazy (``SearchTable``).
    let automata: SearchAutomata
    /// Copies of lazy automata that no search holds, for the next to take.
    let spareAutomata = Spares<SearchAutomata>()
    /// Whether the pattern began with a non-multiline start anchor: it matches at the start of the text
    /// only, and is searched there alone.
    let anchoredAtStart: Bool
    /// How the search skips to where a match can begin: to the literals every match begins with
    /// (``RegexNode/prefixLiterals``), else to the bytes that leave the start state where they are rare
    /// in text (``SearchTable/bytesLeavingStart()``: regex-automata's accelerated start state), else not
    /// at all. Where nothing has started, the search skips to them, as ripgrep and Hyperscan skip text.
    let prefix: Prefilter?
    /// Where the pattern is nothing but a few literals, none beginning another
    /// (``RegexNode/wholeLiterals``): a match is an occurrence of one of them, which ``prefix`` finds
    /// alone, with no automaton run.
    let wholeLiterals: [[UInt8]]?
    /// Whether none of ``wholeLiterals`` holds a line break: an occurrence is then a match within a line.
    let wholeLiteralsStayInLines: Bool
    /// Bytes every match contains (``RegexNode/requiredLiteral``) where they are rare enough to look
    /// for: a text without them is passed over before the automaton runs. `nil` when the prefix already
    /// skips, or when they are too common to save anything.
    let required: Prefilter?
    /// Where no prefix skips, a literal inside the pattern found first and the start recovered backwards
    /// from it (``InnerSearch``, ``RegexNode/innerLiteral``), `nil` where the pattern has none to use.
    let inner: InnerSearch?

    /// Below this many bytes, a search does not look for the literal every match holds first.
    static let textWorthAPrefilter = 256

    /// The forward automaton as compiled, which the prefilters are chosen from.
    var forward: SearchTable { automata.forward }

    /// Compiles a parsed pattern (lazy quantifiers kept) for search; `javaScript` reads it by
    /// JavaScript's rule for an iteration that matches nothing; `kernel` is the literal-set searcher's
    /// and `laziness` says when the automata's rows are made (tests ask for each).
    ///
    /// - Throws: ``AutomatonRefusal`` when the automaton cannot search it exactly
    ///   (``RegexNode/searchRefusal(javaScript:)``) or its automata would pass their limits.
    package init(
        _ tree: RegexNode, javaScript: Bool, budget: CompileBudget, kernel: SIMDKernel = SIMDKernel.configured,
        laziness: SearchLaziness = .standard
    ) throws(AutomatonRefusal) {
        let (unanchored, anchored) = tree.removingLeadingStartAnchor
        // V8's rule for an optional iteration that matches nothing, written into bounded repetitions
        // (``RegexNode/rejectingEmptyOptionalIterations``); a body too varied to write out stays refused.
        let pattern = javaScript ? unanchored.rejectingEmptyOptionalIterations ?? unanchored : unanchored
        if let reason = pattern.searchRefusal(javaScript: javaScript) {
            throw AutomatonRefusal("\(reason) in a search")
        }
        var forwardBuilder = NFABuilder(budget: budget, searching: true)
        let forwardStart = try forwardBuilder.compile(pattern, next: NFA.accept)
        let forward = try SearchTable(
            try LeftmostFirstDFA(nfa: forwardBuilder.nfa, start: forwardStart, direction: .forward, budget: budget),
            budget: budget, laziness: laziness)
        var reverseBuilder = NFABuilder(budget: budget, searching: true)
        let reverseStart = try reverseBuilder.compile(pattern.reversed, next: NFA.accept)
        let reverse = try SearchTable(
            try LeftmostFirstDFA(nfa: reverseBuilder.nfa, start: reverseStart, direction: .reverse, budget: budget),
            budget: budget, laziness: laziness)
        anchoredAtStart = anchored
        // A pattern that is only its literals is found by a prefilter over them, whole (a phrase longer
        // than the prefix literals' limit included).
        let whole = anchored ? nil : pattern.wholeLiterals
        let wholePrefilter = whole.flatMap { Prefilter(literals: $0, kernel: kernel) }
        let prefix = wholePrefilter ?? Self.prefilter(for: pattern, forward: forward, kernel: kernel)
        self.prefix = prefix
        wholeLiterals = wholePrefilter == nil ? nil : whole
        wholeLiteralsStayInLines = wholeLiterals?.allSatisfy { !$0.contains(0x0A) && !$0.contains(0x0D) } ?? false
        let inner =
            anchored || prefix != nil ? nil : InnerSearch(pattern, budget: budget, kernel: kernel, laziness: laziness)
        self.inner = inner
        automata = SearchAutomata(forward: forward, reverse: reverse, prefixReverse: inner?.prefixReverse)
        let contained = Literal(scalars: pattern.requiredLiteral)
        // Not where the prefix is one literal that the contained one begins with (both would pass over the
        // same text, the second for nothing), nor where the inner literal is looked for first.
        required =
            inner != nil
            ? nil
            : contained.flatMap { contained in
                if case .literal(let literal) = prefix, contained.bytes.starts(with: literal.bytes) { return nil }
                return contained.bytes.count > (prefix?.shortestLength ?? 0)
                    && Literal.commonness(contained.rareByte) < Literal.commonness(UInt8(ascii: "e"))
                    ? Prefilter(literals: [contained.bytes], kernel: kernel) : nil
            }
    }

    /// The prefilter of `pattern`: its prefix literals where no assertion reads the text before them (the
    /// start states are then one), else the bytes that leave the start state.
    private static func prefilter(for pattern: RegexNode, forward: SearchTable, kernel: SIMDKernel) -> Prefilter? {
        if !forward.readsContext, let prefilter = Prefilter(prefixLiterals: pattern.prefixLiterals, kernel: kernel) {
            return prefilter
        }
        return Prefilter(bytes: forward.bytesLeavingStart(), kernel: kernel)
    }

    /// How this program searches, in words: what it skips to and which automata it runs.
    package var strategy: String {
        let runs =
            "the forward automaton (\(automata.forward.sizeInWords)) finds where a match ends and the reverse one "
            + "(\(automata.reverse.sizeInWords)) where it starts"
        if anchoredAtStart { return "at the start of the text only: \(runs)" }
        if wholeLiterals != nil, let prefix {
            return "every match is one of the literals, found with no automaton run: \(prefix.description)"
        }
        var steps: [String] = []
        if let required, let literal = required.literals.first {
            steps.append(
                "a text without \(Prefilter.quoted(literal)), which every match holds, is passed over: \(required.description)"
            )
        }
        if let prefix {
            steps.append("skips to where a match can begin with \(prefix.description); \(runs)")
        } else if let inner {
            steps.append(inner.description(automata: runs))
        } else {
            steps.append("no literal begins every match, so the forward automaton reads every byte; \(runs)")
        }
        return steps.joined(separator: "; ")
    }

    /// The leftmost-first match at or after `start`, or, with `anchoredNotEmpty`, the first non-empty
    /// match that starts exactly at `start`.
    package func firstMatch(
        in text: UnsafeBufferPointer<UInt8>, from start: Int, anchoredNotEmpty: Bool
    ) -> Range<Int>? {
        // A pattern that is only its literals reads no automaton: none is taken.
        if wholeLiterals != nil, !anchoredNotEmpty {
            return firstMatch(in: text, from: start, anchoredNotEmpty: false, automata)
        }
        return withAutomata { automata in
            firstMatch(in: text, from: start, anchoredNotEmpty: anchoredNotEmpty, automata)
        }
    }

    /// ``firstMatch(in:from:anchoredNotEmpty:)`` on one thread's automata.
    func firstMatch(
        in text: UnsafeBufferPointer<UInt8>, from start: Int, anchoredNotEmpty: Bool, _ automata: SearchAutomata
    ) -> Range<Int>? {
        let empty: UInt8 = 0
        return withUnsafePointer(to: empty) { placeholder in
            firstMatch(
                in: text.baseAddress ?? placeholder, count: text.count, from: start, anchoredNotEmpty: anchoredNotEmpty,
                automata)
        }
    }

    private func firstMatch(
        in base: UnsafePointer<UInt8>, count: Int, from start: Int, anchoredNotEmpty: Bool, _ automata: SearchAutomata
    ) -> Range<Int>? {
        // A short text (a line `find` searches) is read by the automaton faster than the prefilter
        // starts up.
        if let required, count &- start >= Self.textWorthAPrefilter,
            required.next(in: base, from: start, count: count) == nil
        {
            return nil
        }
        if let inner, !anchoredNotEmpty {
            return inner.firstMatch(of: self, automata, in: base, count: count, from: start)
        }
        let forward = automata.forward
        let context = forward.context(before: start, in: base, count: count)
        if let wholeLiterals, !anchoredNotEmpty {
            guard let found = prefix?.next(in: base, from: start, count: count) else { return nil }
            return found..<found + Self.length(ofLiteralAt: found, among: wholeLiterals, in: base, count: count)
        }
        if anchoredAtStart || anchoredNotEmpty {
            guard !anchoredAtStart || start == 0 else { return nil }
            let state = forward.start(anchoredNotEmpty ? .anchoredNotEmpty : .anchored, context: context)
            if let matchEnd = end(in: base, count: count, from: start, state: state, anchored: true, forward).matchEnd {
                return start..<matchEnd
            }
            return anchoredNotEmpty && !anchoredAtStart
                ? anchoredMatchInLaterRun(in: base, count: count, after: start, forward) : nil
        }
        return forwardThenReverse(in: base, count: count, from: start, automata)
    }

    /// The leftmost-first match at or after `start` found by the plain strategy: the forward automaton
    /// from `start` (skipping to the prefix where there is one) to where the match ends, then the reverse
    /// one back to where it starts.
    func forwardThenReverse(
        in base: UnsafePointer<UInt8>, count: Int, from start: Int, _ automata: SearchAutomata
    ) -> Range<Int>? {
        let forward = automata.forward
        let state = forward.start(.unanchored, context: forward.context(before: start, in: base, count: count))
        guard let matchEnd = end(in: base, count: count, from: start, state: state, anchored: false, forward).matchEnd
        else {
            return nil
        }
        let earliest = Self.earliestStart(
            reading: automata.reverse, in: base, count: count, end: matchEnd, floor: start)
        assert(earliest != nil, "the reversed pattern finds no start for the match that ends at \(matchEnd)")
        return (earliest ?? matchEnd)..<matchEnd
    }

    /// The length of the one literal of `literals` (none beginning another) that occurs at `place`.
    private static func length(
        ofLiteralAt place: Int, among literals: [[UInt8]], in base: UnsafePointer<UInt8>, count: Int
    ) -> Int {
        if literals.count == 1 { return literals[0].count }
        let length = literals.first { literal in
            place + literal.count <= count && literal.indices.allSatisfy { base[place + $0] == literal[$0] }
        }?.count
        assert(length != nil, "the prefilter found none of the literals at \(place)")
        return length ?? 0
    }

    /// What PCRE2 answers to an anchored search that fails in text that is not UTF-8: it searches such text
    /// one valid run at a time, and when the run holding `start` has no match it starts again, still
    /// anchored, at the start of each later run, where an empty match is allowed (`pcre2_match.c`,
    /// `FRAGMENT_RESTART`). `pcre2test`'s `/g` loop retries there after an empty match, so its answers
    /// stand on this.
    private func anchoredMatchInLaterRun(
        in base: UnsafePointer<UInt8>, count: Int, after start: Int, _ forward: SearchTable
    ) -> Range<Int>? {
        var invalid = start
        while true {
            while invalid < count {
                if base[invalid] < 0x80 {
                    invalid += 1
                } else if let (_, length) = UTF8Decoding.scalar(at: invalid, in: base, count: count) {
                    invalid += length
                } else {
                    break
                }
            }
            guard invalid < count else { return nil }
            // Past the first byte that is not UTF-8 and the continuation bytes after it, as PCRE2 moves on.
            var runStart = invalid + 1
            while runStart < count, base[runStart] & 0xC0 == 0x80 { runStart += 1 }
            guard runStart < count else { return nil }
            invalid = runStart
            // A run that is empty (another byte that is not UTF-8) is passed over, as PCRE2 passes it.
            guard base[runStart] < 0x80 || UTF8Decoding.scalar(at: runStart, in: base, count: count) != nil else {
                continue
            }
            let state = forward.start(.anchored, context: forward.context(before: runStart, in: base, count: count))
            if let matchEnd = end(in: base, count: count, from: runStart, state: state, anchored: true, forward)
                .matchEnd
            {
                return runStart..<matchEnd
            }
        }
    }

    /// Where the leftmost-first match found from `position` in `state` ends (`matchEnd`): the last place
    /// the automaton said a match ended before it died or the text ended; and where it stopped reading
    /// (`stop`), which the reverse inner search bounds its next try by.
    func end(
        in base: UnsafePointer<UInt8>, count: Int, from position: Int, state initial: Int, anchored: Bool,
        _ forward: SearchTable
    ) -> (matchEnd: Int?, stop: Int) {
        var table = forward.table
        let (asciiColumn, readsContext) = (forward.asciiColumn, forward.readsContext)
        let asciiRows = forward.asciiRows
        let unanchoredStart = forward.unanchoredStart
        var skips = !anchored && prefix != nil
        var yield = PrefilterYield()
        var state = initial
        var index = position
        var matchEnd: Int?
        // Where assertions read it, the line feed that ends the text has a column of its own: the fast
        // loop below stops before it.
        let fastEnd = readsContext && count > 0 && base[count - 1] == 0x0A ? count - 1 : count
        while index < count {
            if skips, matchEnd == nil, state == unanchoredStart {
                // Nothing has started: skip to where the prefix every match begins with is next.
                guard let found = prefix?.next(in: base, from: index, count: count) else { return (nil, count) }
                skips = yield.paysAfterSkip(from: index, to: found)
                index = found
            }
            // ASCII while no match ends and the automaton lives: one load for the column, one for the
            // state; a flagged or dead entry (≤ 0) leaves the loop to be handled below. Eight bytes are
            // tested for ASCII at once where the search need not watch for its start state.
            if !skips {
                blocks: while fastEnd &- index >= 8 {
                    var block = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                    guard ASCIIWord.isASCII(block) else { break }
                    for _ in 0..<8 {
                        let entry = asciiRows[Int(truncatingIfNeeded: block & 0x7F)][state]
                        guard entry > 0 else { break blocks }
                        state = Int(entry)
                        index &+= 1
                        block &>>= 8
                    }
                }
            }
            while index < fastEnd {
                let byte = base[index]
                guard byte < 0x80 else { break }
                let entry = asciiRows[Int(byte)][state]
                guard entry > 0 else { break }
                state = Int(entry)
                index &+= 1
                if skips, state == unanchoredStart, matchEnd == nil { break }
            }
            guard index < count else { break }
            let byte = base[index]
            var column: Int
            var length = 1
            if byte < 0x80 {
                column = asciiColumn[Int(byte)]
                if byte == 0x0A, readsContext, index == count - 1 { column = forward.finalLineFeedColumn }
            } else if let (scalar, scalarLength) = UTF8Decoding.scalar(at: index, in: base, count: count) {
                column = forward.column(of: scalar)
                length = scalarLength
            } else {
                // No thread reads a byte that is not UTF-8: what was found stands, else the search starts
                // again after it, where the context is whatever scalar ends there (a search that began
                // inside a scalar sees that scalar at its end).
                if forward.lacksRow(state) {
                    (state, table) = (forward.buildRow(state), forward.table)
                    continue
                }
                if table[state &+ forward.invalidByteColumn] < 0 { matchEnd = index }
                if matchEnd != nil || anchored { return (matchEnd, index) }
                state = forward.start(.unanchored, context: forward.context(before: index + 1, in: base, count: count))
                index &+= 1
                continue
            }
            let entry = table[state &+ column]
            if entry == 0, forward.lacksRow(state) {
                // A lazy automaton's state whose row is not made yet (its entries read 0): made now, and
                // the scalar read again.
                (state, table) = (forward.buildRow(state), forward.table)
                continue
            }
            if entry < 0 { matchEnd = index }
            state = Int(entry & Int32.max)
            if state == 0 { return (matchEnd, index) }
            index &+= length
        }
        if forward.matchesAtEnd(state) { matchEnd = count }
        return (matchEnd, count)
    }

    /// The earliest position, not before `floor`, from which the text up to `end` is matched by the
    /// reversed pattern of `reverse` read backwards from `end`: the whole pattern's, or the reverse inner
    /// search's prefix.
    // PERF: kept out of its callers, so that its loop is compiled on its own (inlined into `firstMatch`,
    // the scalar decoding was called, not inlined: 15% more time on `[A-Z][a-z]+`'s dense matches).
    @inline(never)
    static func earliestStart(
        reading reverse: SearchTable, in base: UnsafePointer<UInt8>, count: Int, end: Int, floor: Int
    ) -> Int? {
        var table = reverse.table
        var state = reverse.start(.anchored, context: reverse.context(at: end, in: base, count: count))
        var earliest: Int?
        var index = end
        while index > floor {
            guard let (scalar, lead) = UTF8Decoding.scalar(endingAt: index, in: base, count: count) else {
                if reverse.lacksRow(state) {
                    (state, table) = (reverse.buildRow(state), reverse.table)
                    continue
                }
                if table[state &+ reverse.invalidByteColumn] < 0 { earliest = index }
                return earliest
            }
            let entry = table[state &+ reverse.column(of: scalar, at: lead, count: count)]
            if entry == 0, reverse.lacksRow(state) {
                (state, table) = (reverse.buildRow(state), reverse.table)
                continue
            }
            if entry < 0 { earliest = index }
            state = Int(entry & Int32.max)
            if state == 0 { return earliest }
            index = lead
        }
        // At the floor the text goes on before it (its scalar is the context), or starts.
        if reverse.lacksRow(state) { (state, table) = (reverse.buildRow(state), reverse.table) }
        if index == 0 {
            if reverse.matchesAtEnd(state) { earliest = 0 }
        } else if let (scalar, lead) = UTF8Decoding.scalar(endingAt: index, in: base, count: count) {
            if table[state &+ reverse.column(of: scalar, at: lead, count: count)] < 0 { earliest = index }
        } else if table[state &+ reverse.invalidByteColumn] < 0 {
            earliest = index
        }
        return earliest
    }
}
