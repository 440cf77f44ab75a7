/// The deterministic automaton a search runs: forwards, it finds where the leftmost-first match ends,
/// as a backtracking engine (PCRE2, V8) reports it; backwards, on the reversed pattern, where that
/// match starts. regex-automata's determinisation, which keeps priority.
///
/// A state is an *ordered* list of NFA states, in the order backtracking would try the threads they
/// stand for (the ε-moves are ordered as the pattern's alternatives and quantifiers are tried, see
/// ``NFABuilder``). Forwards, once a thread reaches acceptance every thread after it is dropped: a
/// match of lower priority is never the one reported, while a thread before it may still find a longer
/// match that backtracking would report instead. Two threads in the same NFA state at the same place
/// have the same future, so the later one is dropped too. Backwards nothing is dropped: the search
/// wants the earliest start, the longest match of the reversed pattern.
///
/// Assertions (``SearchAssertion``) read the scalar on each side of a position, so a state also holds
/// the context of the scalar just read, and a match is known one scalar late: the transition on the
/// next scalar says whether a match ended before it (``matchesBefore``), and ``matchesAtEnd`` says
/// whether one ends where the text does. Two columns beyond the alphabet's classes stand for the line
/// feed that ends the text (which `$` treats apart) and for a byte that is not UTF-8 (which no thread
/// reads).
///
/// States are made as their rows are asked for (``SearchTable``): the whole automaton at compile time
/// where that is cheap, else the rows a search reaches, as regex-automata's lazy DFA makes them.
///
/// Start states, for each context before the position: *unanchored* (forwards only), a lazy
/// `(?s:.)*?` before the pattern, so that the thread starting one scalar later comes after every
/// thread started earlier; *anchored*, the pattern at the position; and *anchored, not empty* (forwards
/// only), where an empty match at the position does not count (PCRE2's `NOTEMPTY_ATSTART`, after an
/// empty match in `/g`), so the threads after it are kept.
struct LeftmostFirstDFA {
    enum Direction {
        case forward, reverse
    }

    /// The most states the construction may make; a larger automaton is refused (PCRE2 searches).
    static let stateLimit = 10_000
    /// The most table entries (states × columns): 16 MiB of `Int32`.
    static let entryLimit = 1 << 22

    let alphabet: Alphabet
    /// The alphabet's classes, then ``finalLineFeedColumn``, then ``invalidByteColumn``.
    let columnCount: Int
    /// Its states as made so far (the dead one, state 0, and the start states), which make their rows
    /// of transitions when asked (``SearchTable`` asks, at compile time or as a search reaches them).
    var construction: LeftmostFirstConstruction
    /// Whether a loop's body can match the empty string (JavaScript's rule then holds in each closure,
    /// whose cost is not bounded by the NFA's size alone): such an automaton is built whole at compile
    /// time, within the budget, never during a search.
    let hasNullableLoops: Bool
    /// The number of states made before any row: the dead state and the start states, which keep their
    /// numbers when a search cache starts again.
    let startStateCount: Int
    /// Each column's context number, and the numbers of the text's edge and of a byte that is not UTF-8:
    /// what a start state is chosen by. All 0 when the pattern has no assertions.
    let contextOfColumn: [Int]
    let edgeContext: Int
    let invalidByteContext: Int
    /// Start states by context number (``Direction/reverse`` has anchored ones only).
    let unanchoredStarts: [Int32]
    let anchoredStarts: [Int32]
    let anchoredNotEmptyStarts: [Int32]
    /// Whether any assertion reads the context (else every context is the same).
    let readsContext: Bool

    var finalLineFeedColumn: Int { alphabet.classCount }
    var invalidByteColumn: Int { alphabet.classCount + 1 }

    /// The automaton of `nfa` from `start` (built by ``NFABuilder`` with `searching`).
    init(nfa source: NFA, start: Int32, direction: Direction, budget: CompileBudget) throws(AutomatonRefusal) {
        var nfa = source
        precondition(!nfa.hasConditions, "a search automaton decides assertions itself")
        // The unanchored prefix `(?s:.)*?`: starting the pattern here comes before reading one more scalar.
        let loop = try nfa.addState()
        nfa.addEpsilon(from: loop, to: start)
        nfa.addEpsilon(from: loop, to: try nfa.addTransition(on: .all, to: loop))

        let reads = !nfa.searchAssertions.isEmpty
        readsContext = reads
        var classesOfSets: [[Int32]] = []
        let separated = nfa.sets + (reads ? nfa.contextSets : [])
        alphabet = try Alphabet(separating: separated, classesOfSets: &classesOfSets, budget: budget)
        classesOfSets.removeLast(separated.count - nfa.sets.count)
        columnCount = alphabet.classCount + 2

        // Each column's context: its scalars' sets, the final line feed, no set for a stray byte.
        var contexts: [SearchContext] = [.edge, .invalidByte]
        var numberOfContext: [SearchContext: Int] = [.edge: 0, .invalidByte: 1]
        func number(_ context: SearchContext) -> Int {
            guard reads else { return 0 }
            if let known = numberOfContext[context] { return known }
            contexts.append(context)
            numberOfContext[context] = contexts.count - 1
            return contexts.count - 1
        }
        var columnContexts = alphabet.representatives().map { scalar in
            scalar.map { SearchContext(scalar: $0, sets: nfa.contextSets, finalLineFeed: false) } ?? .invalidByte
        }
        columnContexts.append(SearchContext(scalar: 0x0A, sets: nfa.contextSets, finalLineFeed: true))
        columnContexts.append(.invalidByte)
        contextOfColumn = columnContexts.map(number)
        (edgeContext, invalidByteContext) = reads ? (0, 1) : (0, 0)
        let contextCount = reads ? contexts.count : 1

        var construction = LeftmostFirstConstruction(
            nfa: nfa, direction: direction, classesOfSets: classesOfSets, columnCount: columnCount,
            lineFeedClass: Int(alphabet.classOf(0x0A)), contexts: contexts, contextOfColumn: contextOfColumn,
            budget: budget)
        _ = try construction.intern(.init(threads: [], context: 0, notEmpty: false))  // the dead state
        var (unanchored, anchored, notEmpty) = ([Int32](), [Int32](), [Int32]())
        for context in 0..<contextCount {
            anchored.append(try construction.intern(.init(threads: [start], context: context, notEmpty: false)))
            guard direction == .forward else { continue }
            unanchored.append(try construction.intern(.init(threads: [loop], context: context, notEmpty: false)))
            notEmpty.append(try construction.intern(.init(threads: [start], context: context, notEmpty: true)))
        }
        (unanchoredStarts, anchoredStarts, anchoredNotEmptyStarts) = (unanchored, anchored, notEmpty)
        startStateCount = construction.stateCount
        self.construction = construction
        hasNullableLoops = !nfa.nullableLoops.isEmpty
    }

}
