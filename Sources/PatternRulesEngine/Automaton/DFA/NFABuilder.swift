/// Builds the automaton of a ``RegexNode`` backwards, each node in front of the automaton of what follows
/// it (its continuation): Thompson's construction, with two additions that make lookaheads and anchors
/// exact language operations.
///
/// - A lookahead `(?=X)` followed by the continuation `C` matches `XΣ* ∩ C`, and `(?!X)` matches
///   `C \ XΣ*`; both are computed on determinised automata and spliced back in. This is exact wherever the
///   continuation is known, that is, anywhere but inside an unbounded repetition (refused).
/// - `\z` keeps the continuation's empty string only; `$` and `\Z` also a final line feed; `$` in
///   multiline mode any continuation that starts with a line feed. Start anchors are resolved beforehand
///   (see ``StartAnchors``).
///
/// It sits in the DFA stage, above the NFA it fills: a lookahead is an operation on determinised
/// automata, and each lookbehind and word boundary is decided by a tracker, a deterministic automaton
/// kept here beside the NFA.
struct NFABuilder {
    var nfa: NFA
    /// Deterministic automata over the input read so far, one per lookbehind (and `Σ*\w` for word
    /// boundaries), numbered as the NFA's conditions name them.
    private(set) var trackers: [DFA] = []
    /// The word boundaries' tracker, once made.
    private var wordTracker: Int?
    /// The automata lookaheads made, by the placeholder state that stands for each, until something
    /// needs their states: a lookahead before one intersects with it directly, and when the pattern
    /// begins with its lookaheads the whole pattern is one of them. Copying one into the NFA (and
    /// determinising the copy again) waits until an NFA that may reach it is determinised.
    private var pendingSplices: [Int32: DFA] = [:]
    /// Whether the automaton is built for a search: anchors, word boundaries and one-scalar lookarounds
    /// become ``SearchAssertion`` states, decided while the text is read, rather than operations on the
    /// whole-string language; other lookarounds are refused.
    let searching: Bool

    init(budget: CompileBudget, searching: Bool = false) {
        nfa = NFA(budget: budget)
        self.searching = searching
    }

    mutating func compile(_ node: RegexNode, next: Int32) throws(AutomatonRefusal) -> Int32 {
        guard searching else { return try compileLanguage(node, next: next) }
        switch node {
        case .start(let multiline):
            return try nfa.addAssertion(multiline ? .lineStart : .textStart, to: next)
        case .end(let anchor):
            return try nfa.addAssertion(.end(anchor), to: next)
        case .wordBoundary(let kind, let word):
            return try nfa.addAssertion(.word(kind, word: try nfa.contextSet(word)), to: next)
        case .lookbehind(.scalars(let set), let negative):
            return try nfa.addAssertion(.before(set: try nfa.contextSet(set), inSet: !negative), to: next)
        case .lookahead(.scalars(let set), let negative):
            return try nfa.addAssertion(.after(set: try nfa.contextSet(set), inSet: !negative), to: next)
        case .lookbehind, .lookahead:
            throw AutomatonRefusal("lookarounds longer than one character")
        default:
            return try compileLanguage(node, next: next)
        }
    }

    private mutating func compileLanguage(_ node: RegexNode, next: Int32) throws(AutomatonRefusal) -> Int32 {
        switch node {
        case .empty:
            return next
        case .scalars(let set):
            return try compileScalars(set, next: next)
        case .sequence(let items):
            var state = next
            for item in items.reversed() { state = try compile(item, next: state) }
            return state
        case .alternation(let branches):
            let split = try nfa.addState()
            for branch in branches { nfa.addEpsilon(from: split, to: try compile(branch, next: next)) }
            return split
        case .repetition(let body, let minimum, let maximum):
            return try compileRepetition(body, minimum: minimum, maximum: maximum, lazy: false, next: next)
        case .lazy(.repetition(let body, let minimum, let maximum)):
            return try compileRepetition(body, minimum: minimum, maximum: maximum, lazy: true, next: next)
        case .lookahead(let body, let negative):
            return try compileLookahead(body, negative: negative, next: next)
        case .capture(let body, _), .lazy(let body):
            return try compile(body, next: next)
        case .backreference(let group):
            throw AutomatonRefusal("backreferences (\\\(group)): not a regular language")
        case .start:
            throw AutomatonRefusal("a start anchor where the position is not known")
        case .end(let anchor):
            return try compileEnd(anchor, next: next)
        case .wordBoundary(let kind, let word):
            return try compileWordBoundary(kind, word: word, next: next)
        case .lookbehind(let body, let negative):
            return try compileLookbehind(body, negative: negative, next: next)
        }
    }

    /// `\b` and its kin as conditional ε-moves: whether the scalar before is a word character (the
    /// word tracker) and whether the next one is.
    private mutating func compileWordBoundary(
        _ kind: RegexNode.WordBoundary, word: ScalarSet, next: Int32
    ) throws(AutomatonRefusal) -> Int32 {
        let tracker = try wordTrackerNumber(word: word)
        let sides: [(before: Bool, after: Bool)] =
            switch kind {
            case .boundary: [(true, false), (false, true)]
            case .notBoundary: [(true, true), (false, false)]
            case .wordStart: [(false, true)]
            case .wordEnd: [(true, false)]
            }
        let split = try nfa.addState()
        for side in sides {
            nfa.addEpsilon(
                from: split, to: next, if: [.before(tracker: tracker, accepts: side.before), .nextIsWord(side.after)])
        }
        return split
    }

    /// `(?<=Y)` as a conditional ε-move: the input read so far is in `Σ*Y` (not, for `(?<!Y)`), decided
    /// by a tracker, the deterministic automaton of `Σ*Y`. Any regular `Y` works; PCRE2 asks for a
    /// bounded one.
    private mutating func compileLookbehind(
        _ body: RegexNode, negative: Bool, next: Int32
    ) throws(AutomatonRefusal) -> Int32 {
        guard !body.hasAssertions, !body.hasInputConditions else {
            throw AutomatonRefusal("an assertion inside a lookbehind")
        }
        var inner = NFABuilder(budget: nfa.budget)
        let bodyStart = try inner.compile(body, next: NFA.accept)
        let loop = try inner.nfa.addState()
        inner.nfa.addEpsilon(from: loop, to: try inner.nfa.addTransition(on: .all, to: loop))
        inner.nfa.addEpsilon(from: loop, to: bodyStart)
        let tracker = addTracker(try inner.automaton(from: loop))
        let state = try nfa.addState()
        nfa.addEpsilon(from: state, to: next, if: [.before(tracker: tracker, accepts: !negative)])
        return state
    }

    private mutating func compileScalars(_ set: ScalarSet, next: Int32) throws(AutomatonRefusal) -> Int32 {
        try nfa.addTransition(on: set, to: next)
    }

    /// `body{minimum,maximum}`. Each optional iteration is a split whose ε-moves are ordered as a
    /// backtracking engine tries them, the body first (the exit first when `lazy`): the language does not
    /// depend on the order, and a search's leftmost-first construction reads it (``LeftmostFirstDFA``).
    private mutating func compileRepetition(
        _ body: RegexNode, minimum: Int, maximum: Int?, lazy: Bool, next: Int32
    ) throws(AutomatonRefusal) -> Int32 {
        var state = next
        // A search decides assertions as it reads, wherever they stand; only validation's language
        // operations need each copy unrolled.
        if !searching, body.hasAssertions, (maximum ?? .max) > RegexNode.assertionUnrollLimit {
            throw AutomatonRefusal("an assertion inside a repetition of more than \(RegexNode.assertionUnrollLimit)")
        }
        if let maximum {
            // x{m,n} = x…x (m times) then (x)? n−m times: x?x? and (x(x)?)? are the same language.
            for _ in 0..<(maximum - minimum) {
                let split = try nfa.addState()
                let iteration = try compile(body, next: state)
                if lazy { nfa.addEpsilon(from: split, to: next) }
                nfa.addEpsilon(from: split, to: iteration)
                if !lazy { nfa.addEpsilon(from: split, to: next) }
                state = split
            }
        } else {
            let loop = try nfa.addState()
            let loopsBefore = nfa.nullableLoopOrder.count
            let iteration = try compile(body, next: loop)
            if lazy { nfa.addEpsilon(from: loop, to: next) }
            nfa.addEpsilon(from: loop, to: iteration)
            if !lazy { nfa.addEpsilon(from: loop, to: next) }
            if !lazy { nfa.markRepetitionLoop(loop) }
            if !body.alwaysConsumes {
                nfa.markNullableLoop(loop, holding: Array(nfa.nullableLoopOrder[loopsBefore...]))
            }
            state = loop
        }
        for _ in 0..<minimum { state = try compile(body, next: state) }
        return state
    }

    private mutating func compileLookahead(
        _ body: RegexNode, negative: Bool, next: Int32
    ) throws(AutomatonRefusal) -> Int32 {
        // The product below needs the continuation's automaton on its own, where a word boundary or a
        // lookbehind in it would not know the input before it.
        guard !nfa.hasConditions, !body.hasInputConditions else {
            throw AutomatonRefusal("a lookahead before or around a word boundary or lookbehind")
        }
        // Lookaheads in a row: the continuation of the first is the automaton the next one made.
        let continuation = try automaton(from: next)
        // The lookahead's own language, X followed by anything.
        var inner = NFABuilder(budget: nfa.budget)
        let anything = try inner.compileAnything()
        let lookahead = try inner.automaton(from: try inner.compile(body, next: anything))
        let combined = try DFA(
            product: continuation, lookahead, budget: nfa.budget,
            accepting: negative ? { $0 && !$1 } : { $0 && $1 })
        let placeholder = try nfa.addState()
        pendingSplices[placeholder] = combined
        return placeholder
    }

    /// The deterministic automaton of what was built, from `start`.
    mutating func automaton(from start: Int32) throws(AutomatonRefusal) -> DFA {
        if let pending = pendingSplices[start] { return pending }
        try materialisePendingSplices()
        return try DFA(determinising: nfa, trackers: trackers, from: start, budget: nfa.budget)
    }

    /// The number of a tracker, added when new.
    private mutating func addTracker(_ dfa: DFA) -> Int {
        trackers.append(dfa)
        return trackers.count - 1
    }

    /// The tracker of "the last scalar read is a word character", for word boundaries.
    private mutating func wordTrackerNumber(word: ScalarSet) throws(AutomatonRefusal) -> Int {
        try nfa.useWordSet(word)
        if let wordTracker { return wordTracker }
        // Σ*W: two states, after a word character or not.
        var classesOfSets: [[Int32]] = []
        let alphabet = try Alphabet(separating: [word], classesOfSets: &classesOfSets, budget: nfa.budget)
        let wordClass = classesOfSets[0]
        var transitions = [Int32](repeating: 1, count: 3 * alphabet.classCount)
        for state in 0..<3 {
            for scalarClass in 0..<alphabet.classCount {
                transitions[state * alphabet.classCount + scalarClass] = wordClass.contains(Int32(scalarClass)) ? 2 : 1
            }
        }
        for scalarClass in 0..<alphabet.classCount { transitions[scalarClass] = 0 }
        let number = addTracker(
            DFA(alphabet: alphabet, transitions: transitions, accepting: [false, false, true], start: 1))
        wordTracker = number
        return number
    }

    /// Copies the pending lookahead automata into the NFA behind their placeholders.
    mutating func materialisePendingSplices() throws(AutomatonRefusal) {
        for (placeholder, dfa) in pendingSplices.sorted(by: { $0.key < $1.key }) {
            nfa.addEpsilon(from: placeholder, to: try nfa.splice(dfa))
        }
        pendingSplices = [:]
    }

    /// Σ*: any scalars, then acceptance.
    mutating func compileAnything() throws(AutomatonRefusal) -> Int32 {
        let loop = try nfa.addState()
        let body = try compileScalars(.all, next: loop)
        nfa.addEpsilon(from: loop, to: body)
        nfa.addEpsilon(from: loop, to: NFA.accept)
        return loop
    }

    private mutating func compileEnd(_ anchor: RegexNode.EndAnchor, next: Int32) throws(AutomatonRefusal) -> Int32 {
        guard !nfa.hasConditions else {
            throw AutomatonRefusal("an end anchor before a word boundary or lookbehind")
        }
        try materialisePendingSplices()  // what follows is read below
        try nfa.budget.spend(nfa.count * 2, on: "building the NFA")  // the two closures below
        let state = try nfa.addState()
        if nfa.isNullable([next]) { nfa.addEpsilon(from: state, to: NFA.accept) }
        switch anchor {
        case .absolute:
            break
        case .beforeFinalNewline:
            if nfa.isNullable(nfa.step(next, on: 0x0A)) {
                nfa.addEpsilon(from: state, to: try nfa.addTransition(on: ScalarSet(0x0A), to: NFA.accept))
            }
        case .beforeAnyNewline:
            try resume(state, next: next, after: [0x0A])
        case .beforeAnyLineTerminator:
            try resume(state, next: next, after: [0x0A, 0x0D, 0x2028, 0x2029])
        }
        return state
    }

    /// From `state`, each of `terminators` leads to where the continuation `next` goes on reading it.
    private mutating func resume(_ state: Int32, next: Int32, after terminators: [UInt32]) throws(AutomatonRefusal) {
        for terminator in terminators {
            let resume = try nfa.addState()
            for target in nfa.step(next, on: terminator) { nfa.addEpsilon(from: resume, to: target) }
            nfa.addEpsilon(from: state, to: try nfa.addTransition(on: ScalarSet(terminator), to: resume))
        }
    }
}

extension NFA {
    /// Copies `dfa` in as NFA states whose accepting states lead to ``accept``; returns its start.
    mutating func splice(_ dfa: DFA) throws(AutomatonRefusal) -> Int32 {
        var states = [Int32](repeating: -1, count: dfa.stateCount)
        for state in 1..<dfa.stateCount { states[state] = try addState() }
        guard dfa.start != 0 else { return try addState() }  // the empty language
        let classSets = dfa.alphabet.setsByClass()
        for state in 1..<dfa.stateCount {
            if dfa.accepting[state] { addEpsilon(from: states[state], to: Self.accept) }
            for scalarClass in 0..<dfa.classCount {
                let target = Int(dfa.transitions[state * dfa.classCount + scalarClass])
                guard target != 0 else { continue }
                addEpsilon(from: states[state], to: try addTransition(on: classSets[scalarClass], to: states[target]))
            }
        }
        return states[Int(dfa.start)]
    }
}
