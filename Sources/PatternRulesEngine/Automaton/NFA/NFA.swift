/// A nondeterministic automaton over Unicode scalars, built by ``NFABuilder``; state 0 accepts.
///
/// Each state has ε-moves and at most one scalar transition, on a set of scalars. Equal sets share one
/// number, so that `.{1,100}` has one alphabet class for its hundred copies of `.`.
struct NFA {
    struct Transition {
        /// An index into ``sets``.
        let set: Int32
        let target: Int32
    }

    static let accept: Int32 = 0

    /// A condition on the input around a position, for ε-moves that word boundaries and lookbehinds
    /// make: the subset construction takes such a move only where it holds, knowing the input before
    /// the position (each tracker's state) and the scalar after it.
    enum Condition: Hashable {
        /// The input read so far is (or is not) in the language of tracker number `tracker`: a
        /// deterministic automaton the builder keeps beside the NFA and the subset construction runs
        /// alongside it (the NFA stage below the DFA's names it by number only).
        case before(tracker: Int, accepts: Bool)
        /// The next scalar is (is not) in ``wordSet``; at the end of the input it is not.
        case nextIsWord(Bool)
    }

    struct ConditionalEpsilon {
        let conditions: [Condition]
        let target: Int32
    }

    private(set) var epsilons: [[Int32]] = [[]]
    private(set) var transitions: [Transition?] = [nil]
    /// The distinct scalar sets transitions are on.
    private(set) var sets: [ScalarSet] = []
    private var setNumbers: [ScalarSet: Int32] = [:]
    /// ε-moves taken only where their conditions hold (none in most patterns).
    private(set) var conditionalEpsilons: [[ConditionalEpsilon]] = [[]]
    /// What `\w` matches, for ``Condition/nextIsWord(_:)``.
    private(set) var wordSet: ScalarSet?
    /// The loop states of unbounded repetitions: the first ε-move of each enters the body again, the
    /// second leaves. The ambiguity analysis needs them to follow a backtracking engine's rule for an
    /// iteration that reads nothing.
    private(set) var repetitionLoops: Set<Int32> = []
    /// The loop state of every unbounded repetition whose body can match the empty string, greedy or
    /// lazy, with the loops of that kind inside its body: an ε-path from one back to itself is an
    /// iteration that read nothing, which JavaScript rejects, and each iteration begins the loops inside
    /// anew (a search's leftmost-first construction follows that rule).
    private(set) var nullableLoops: [Int32: [Int32]] = [:]
    /// The same loops in the order they were marked: those marked while a body was compiled are its own.
    private(set) var nullableLoopOrder: [Int32] = []
    /// Whether a conditional ε-move was added: the automaton then depends on the input before it.
    private(set) var hasConditions = false
    /// A search's assertions, by the state that stands for each: the ε-move to `target` is taken where
    /// the assertion holds (``NFABuilder/searching`` only; validation resolves assertions as language
    /// operations instead).
    private(set) var searchAssertions: [Int32: (assertion: SearchAssertion, target: Int32)] = [:]
    /// The scalar sets the search assertions read (``SearchContext``), the line feed and the line
    /// terminators first.
    private(set) var contextSets: [ScalarSet] = SearchContext.baseSets
    /// The most states a pattern may build (counted repetitions are expanded); a larger one is refused
    /// (it stays on PCRE2).
    static let stateLimit = 100_000
    /// Charged for each state and each set added.
    let budget: CompileBudget

    init(budget: CompileBudget) { self.budget = budget }

    var count: Int { transitions.count }

    mutating func addState() throws(AutomatonRefusal) -> Int32 {
        guard transitions.count < Self.stateLimit else {
            throw AutomatonRefusal("the automaton would need more than \(Self.stateLimit) NFA states")
        }
        try budget.spend(4, on: "building the NFA")
        epsilons.append([])
        conditionalEpsilons.append([])
        transitions.append(nil)
        return Int32(transitions.count - 1)
    }

    mutating func addEpsilon(from state: Int32, to target: Int32) {
        epsilons[Int(state)].append(target)
    }

    mutating func addEpsilon(from state: Int32, to target: Int32, if conditions: [Condition]) {
        conditionalEpsilons[Int(state)].append(ConditionalEpsilon(conditions: conditions, target: target))
        hasConditions = true
    }

    /// A new state that moves to `target` where `assertion` holds.
    mutating func addAssertion(_ assertion: SearchAssertion, to target: Int32) throws(AutomatonRefusal) -> Int32 {
        let state = try addState()
        searchAssertions[state] = (assertion, target)
        return state
    }

    /// The number of `set` among ``contextSets``, added when new.
    mutating func contextSet(_ set: ScalarSet) throws(AutomatonRefusal) -> Int {
        if let number = contextSets.firstIndex(of: set) { return number }
        guard contextSets.count < SearchContext.setLimit else {
            throw AutomatonRefusal("more than \(SearchContext.setLimit) sets of scalars read by assertions")
        }
        contextSets.append(set)
        return contextSets.count - 1
    }

    /// Marks `state`, whose ε-moves are the body first and the exit second, as a repetition's loop.
    mutating func markRepetitionLoop(_ state: Int32) {
        repetitionLoops.insert(state)
    }

    /// Marks `state` as the loop of an unbounded repetition whose body can match the empty string, with
    /// the loops of that kind its body holds.
    mutating func markNullableLoop(_ state: Int32, holding nested: [Int32]) {
        nullableLoops[state] = nested
        nullableLoopOrder.append(state)
    }

    /// Records what `\w` means for ``Condition/nextIsWord(_:)``; one pattern has one meaning.
    mutating func useWordSet(_ word: ScalarSet) throws(AutomatonRefusal) {
        if let wordSet, wordSet != word { throw AutomatonRefusal("word boundaries with two meanings of \\w") }
        wordSet = word
    }

    /// A new state whose one transition is on `set`, to `target`.
    mutating func addTransition(on set: ScalarSet, to target: Int32) throws(AutomatonRefusal) -> Int32 {
        let state = try addState()
        // Looking the set up hashes every range of it.
        try budget.spend(set.ranges.count * 4, on: "building the NFA")
        let number: Int32
        if let existing = setNumbers[set] {
            number = existing
        } else {
            number = Int32(sets.count)
            sets.append(set)
            setNumbers[set] = number
        }
        transitions[Int(state)] = Transition(set: number, target: target)
        return state
    }

    /// The states reachable from `states` through ε-moves, each once; `seen` is scratch space of ``count``
    /// flags that is left all false.
    func closure(of states: [Int32], seen: inout [Bool]) -> [Int32] {
        var result: [Int32] = []
        var stack = states
        while let state = stack.popLast() {
            guard !seen[Int(state)] else { continue }
            seen[Int(state)] = true
            result.append(state)
            stack.append(contentsOf: epsilons[Int(state)])
        }
        for state in result { seen[Int(state)] = false }
        return result
    }

    /// Whether the empty string leads from `states` to acceptance.
    func isNullable(_ states: [Int32]) -> Bool {
        var seen = [Bool](repeating: false, count: count)
        return closure(of: states, seen: &seen).contains(Self.accept)
    }

    /// The states reached from `state`'s closure on `scalar` (before their own closure).
    func step(_ state: Int32, on scalar: UInt32) -> [Int32] {
        var seen = [Bool](repeating: false, count: count)
        return closure(of: [state], seen: &seen).compactMap { source in
            guard let transition = transitions[Int(source)], sets[Int(transition.set)].contains(scalar) else {
                return nil
            }
            return transition.target
        }
    }
}
