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

    private(set) var epsilons: [[Int32]] = [[]]
    private(set) var transitions: [Transition?] = [nil]
    /// The distinct scalar sets transitions are on.
    private(set) var sets: [ScalarSet] = []
    private var setNumbers: [ScalarSet: Int32] = [:]
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
        transitions.append(nil)
        return Int32(transitions.count - 1)
    }

    mutating func addEpsilon(from state: Int32, to target: Int32) {
        epsilons[Int(state)].append(target)
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
