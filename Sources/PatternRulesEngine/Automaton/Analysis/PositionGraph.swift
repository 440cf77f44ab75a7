/// The NFA's character-consuming states (positions) and, for each, the positions that can read the next
/// character, once per way of getting there: the ε-free view of the automaton a backtracking engine
/// walks. Position `i` reads a character of ``sets``[`i`].
struct PositionGraph: Equatable {
    /// The scalar sets, by position.
    let sets: [ScalarSet]
    /// The next positions of each position, with the number of ε-paths (1, or 2 for two or more).
    let edges: [[Ambiguity.Edge]]
    /// The positions the input can start at.
    let starts: [Int]

    init(nfa: NFA, start: Int32, rule: EmptyIterationRule, budget: CompileBudget) throws(AutomatonRefusal) {
        var positionOf = [Int](repeating: -1, count: nfa.count)
        var sets: [ScalarSet] = []
        for state in 0..<nfa.count {
            guard let transition = nfa.transitions[state] else { continue }
            positionOf[state] = sets.count
            sets.append(nfa.sets[Int(transition.set)])
        }
        try budget.spend(nfa.count * 4, on: "the ambiguity analysis")
        var walk = EpsilonWalk(nfa: nfa, positionOf: positionOf, rule: rule)
        var edges: [[Ambiguity.Edge]] = []
        for state in 0..<nfa.count {
            guard let transition = nfa.transitions[state] else { continue }
            let targets = try walk.positions(from: transition.target, budget: budget)
            edges.append(
                targets.sorted { $0.key < $1.key }.map { target, ways in
                    Ambiguity.Edge(target: target, set: Int(transition.set), ways: min(ways, 2))
                })
        }
        self.sets = sets
        self.edges = edges
        starts = try walk.positions(from: start, budget: budget).keys.sorted()
    }

    var count: Int { sets.count }

    /// The shortest input that reaches `position` from the start (the characters read before it).
    func shortestWord(to position: Int) -> [UInt32]? {
        shortestWord(from: starts, after: nil, to: position)
    }

    /// The shortest non-empty word that leads from `position` back to itself.
    func shortestLoop(at position: Int) -> [UInt32]? {
        shortestWord(from: edges[position].map(\.target), after: position, to: position)
    }

    /// The characters read along a shortest path from `seeds` (reached from `origin`, or at the start
    /// when it is `nil`) to `goal`, each the smallest scalar of the position it is read at.
    private func shortestWord(from seeds: [Int], after origin: Int?, to goal: Int) -> [UInt32]? {
        var previous = [Int?](repeating: nil, count: count)
        var seen = [Bool](repeating: false, count: count)
        var queue: [Int] = []
        for seed in seeds where !seen[seed] {
            seen[seed] = true
            previous[seed] = origin
            queue.append(seed)
        }
        var next = 0
        while next < queue.count {
            let current = queue[next]
            next += 1
            if current == goal {
                var word: [UInt32] = []
                var walk = current
                while let before = previous[walk] {
                    word.append(sets[before].ranges[0].lowerBound)
                    walk = before
                    if walk == origin { break }
                }
                return word.reversed()
            }
            for edge in edges[current] where !seen[edge.target] {
                seen[edge.target] = true
                previous[edge.target] = current
                queue.append(edge.target)
            }
        }
        return nil
    }
}
