/// The subset construction of a ``LeftmostFirstDFA``: its states, made as they are reached, and each
/// state's row of transitions, made when asked for (``fill(_:into:shift:)``): all of them at compile
/// time for a small automaton, else as a search reaches them (``SearchTable``).
struct LeftmostFirstConstruction {
    /// A state: the threads in priority order (NFA states reached by the last scalar, before their
    /// ε-moves, which depend on the scalar after), the context of the scalar just read, and whether an
    /// empty match here does not count.
    struct Key: Hashable {
        let threads: [Int32]
        let context: Int
        let notEmpty: Bool
    }

    let nfa: NFA
    let direction: LeftmostFirstDFA.Direction
    let classesOfSets: [[Int32]]
    let columnCount: Int
    /// The class the final line feed column reads as.
    let lineFeedClass: Int
    let contexts: [SearchContext]
    let contextOfColumn: [Int]
    /// What the construction is charged to: the pattern's compile budget, then, once the automaton is
    /// built as searches reach it, an unlimited one (each row costs at most the NFA's size per column).
    var budget: CompileBudget
    /// The most states the construction may hold: ``LeftmostFirstDFA/stateLimit`` at compile time, a
    /// search cache's capacity after.
    var stateLimit = LeftmostFirstDFA.stateLimit
    private(set) var keys: [Key] = []
    private var indexOfKey: [Key: Int32] = [:]
    /// Whether a match ends where the text ends (or, backwards, starts), by state.
    private(set) var matchesAtEnd: [Bool] = []
    /// The targets of each class in the row being filled (kept to save allocations).
    private var targets: [[Int32]]
    /// The closure's marks, cleared after each: the states visited with no loop begun at the place, and
    /// the states kept as threads.
    private var seen: [Bool]
    private var kept: [Bool]

    init(
        nfa: NFA, direction: LeftmostFirstDFA.Direction, classesOfSets: [[Int32]], columnCount: Int,
        lineFeedClass: Int, contexts: [SearchContext], contextOfColumn: [Int], budget: CompileBudget
    ) {
        (self.nfa, self.direction, self.classesOfSets, self.columnCount) = (nfa, direction, classesOfSets, columnCount)
        (self.lineFeedClass, self.contexts, self.contextOfColumn, self.budget) = (
            lineFeedClass, contexts, contextOfColumn, budget
        )
        seen = [Bool](repeating: false, count: nfa.count)
        kept = seen
        targets = [[Int32]](repeating: [], count: columnCount - 2)
    }

    /// The number of states made so far.
    var stateCount: Int { keys.count }

    /// The state number of `key`, added when new (with whether a match ends at the text's end in it).
    mutating func intern(_ key: Key) throws(AutomatonRefusal) -> Int32 {
        if let index = indexOfKey[key] { return index }
        guard keys.count < stateLimit, (keys.count + 1) * columnCount <= LeftmostFirstDFA.entryLimit else {
            throw AutomatonRefusal("the search automaton would need more than \(keys.count) states")
        }
        try budget.spend(columnCount + key.threads.count, on: "search automaton")
        let index = Int32(keys.count)
        indexOfKey[key] = index
        keys.append(key)
        matchesAtEnd.append(key.threads.isEmpty ? false : try closure(of: key, next: .edge).matched)
        return index
    }

    /// Forgets every state from number `count` on (a search cache that is full starts again from its
    /// start states).
    mutating func truncate(to count: Int) {
        for key in keys[count...] { indexOfKey[key] = nil }
        keys.removeSubrange(count...)
        matchesAtEnd.removeSubrange(count...)
    }

    /// The threads `key` holds at its place once the ε-moves are followed, in priority order, with the
    /// scalar after the place in context `next` (the edge at the end): each thread's ε-moves depth
    /// first, in their order, each NFA state once, an assertion's move where it holds. Only states that
    /// read a scalar are kept, each at its first place, and whether acceptance was reached; forwards,
    /// everything after acceptance is dropped. With `notEmpty`, acceptance here does not count.
    ///
    /// Where a loop's body can match the empty string (``NFA/nullableLoops``), JavaScript's rule for an
    /// iteration that reads nothing holds: it fails and the engine backtracks. A state is then the same
    /// only with the same loops begun at this place: reaching a loop again after beginning one of its
    /// iterations here is such an iteration and is dropped, but reaching a state a second time through a
    /// loop begun here is a new path (`(?:[A-Z]*?)*` tries a second iteration's `[A-Z]` before the first
    /// iteration's, and before leaving). Every ε-cycle passes a loop, so the walk ends. Without such
    /// loops no loop is ever begun, and each state is visited once.
    mutating func closure(of key: Key, next: SearchContext) throws(AutomatonRefusal) -> (
        threads: [Int32], matched: Bool
    ) {
        let previous = contexts[key.context]
        let (before, after) = direction == .forward ? (previous, next) : (next, previous)
        var result: [Int32] = []
        var matched = false
        // PERF: a state reached with no loop begun here (every state, in most patterns) is marked in
        // `seen`; the loops begun along a path are interned (number n is `begun[n - 1]`) and only a
        // state reached with some is hashed.
        var visited: [Int32] = []
        var visitedWithLoops: Set<Int64> = []
        var begun: [[Int32]] = []
        var numberOfBegun: [[Int32]: Int] = [:]
        var stack: [(state: Int32, loops: Int)] = []
        walk: for root in key.threads {
            stack.append((root, 0))
            while let (state, reached) = stack.popLast() {
                if reached == 0 {
                    guard !seen[Int(state)] else { continue }
                    seen[Int(state)] = true
                    visited.append(state)
                } else {
                    guard visitedWithLoops.insert(Int64(state) << 32 | Int64(reached)).inserted else { continue }
                }
                var loops = reached
                if !nfa.nullableLoops.isEmpty, let nested = nfa.nullableLoops[state] {
                    let current = loops == 0 ? [] : begun[loops - 1]
                    // Back at a loop begun here: the iteration read nothing.
                    guard !current.contains(state) else { continue }
                    // Its next iteration begins the loops inside it anew.
                    let grown = (current.filter { !nested.contains($0) } + [state]).sorted()
                    if let number = numberOfBegun[grown] {
                        loops = number
                    } else {
                        begun.append(grown)
                        loops = begun.count
                        numberOfBegun[grown] = loops
                    }
                }
                if state == NFA.accept {
                    guard !key.notEmpty else { continue }
                    matched = true
                    if direction == .forward { break walk }
                    continue
                }
                if let (assertion, target) = nfa.searchAssertions[state] {
                    if assertion.holds(before: before, after: after) { stack.append((target, loops)) }
                    continue
                }
                if nfa.transitions[Int(state)] != nil, !kept[Int(state)] {
                    kept[Int(state)] = true
                    result.append(state)
                }
                for target in nfa.epsilons[Int(state)].reversed() { stack.append((target, loops)) }
            }
        }
        try budget.spend(visited.count + visitedWithLoops.count + key.threads.count, on: "search automaton")
        for state in visited { seen[Int(state)] = false }
        for state in result { kept[Int(state)] = false }
        return (result, matched)
    }

    /// Writes the row of state `state` into `row` (its `columnCount` entries): each column's target
    /// state number shifted left by `shift`, negative where a match ends before the column's scalar;
    /// the targets are added as states when new.
    mutating func fill(_ state: Int, into row: UnsafeMutablePointer<Int32>, shift: Int) throws(AutomatonRefusal) {
        let classCount = columnCount - 2
        let key = keys[state]
        // One closure per context the columns have (one in all without assertions).
        var closures: [Int: (threads: [Int32], matched: Bool)] = [:]
        for column in 0..<columnCount {
            let context = contextOfColumn[column]
            if closures[context] == nil { closures[context] = try closure(of: key, next: contexts[context]) }
        }
        var stateOfTargets: [Key: Int32] = [:]
        for (context, closed) in closures.sorted(by: { $0.key < $1.key }) {
            for member in closed.threads {
                guard let transition = nfa.transitions[Int(member)] else { continue }
                let memberClasses = classesOfSets[Int(transition.set)]
                try budget.spend(memberClasses.count, on: "search automaton")
                for scalarClass in memberClasses where contextOfColumn[Int(scalarClass)] == context {
                    targets[Int(scalarClass)].append(transition.target)
                }
            }
            for column in 0..<columnCount where contextOfColumn[column] == context {
                let flag = closed.matched ? Int32.min : 0
                row[column] = flag
                // A byte that is not UTF-8 is read by no thread; the final line feed as a line feed.
                guard column != classCount + 1 else { continue }
                let threads: [Int32]
                if column < classCount {
                    threads = targets[column]
                } else {
                    threads = closed.threads.compactMap { member in
                        guard let transition = nfa.transitions[Int(member)],
                            classesOfSets[Int(transition.set)].contains(Int32(lineFeedClass))
                        else { return nil }
                        return transition.target
                    }
                }
                guard !threads.isEmpty else { continue }
                let target = Key(threads: threads, context: contextOfColumn[column], notEmpty: false)
                let number: Int32
                if let known = stateOfTargets[target] {
                    number = known
                } else {
                    number = try intern(target)
                    stateOfTargets[target] = number
                }
                row[column] = flag | number << Int32(shift)
            }
            for scalarClass in 0..<classCount where contextOfColumn[scalarClass] == context {
                targets[scalarClass].removeAll(keepingCapacity: true)
            }
        }
    }
}
