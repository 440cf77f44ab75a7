extension DFA {
    /// The subset construction of `nfa` from `start`, then minimised; every state visited and every
    /// table cell written is charged to `budget`.
    ///
    /// Where the NFA has conditional ε-moves (word boundaries, lookbehinds), a subset also holds the
    /// state of each tracker (`automata`, numbered as the NFA's conditions name them), and a conditional move is followed only where it holds: before a scalar of
    /// a class on the way out of the subset (or at the end of the input, for acceptance), knowing the
    /// trackers' states. This is how RE2 decides `\b`, widened to any regular lookbehind. `start` must
    /// then be the start of the input, which the trackers' states assume.
    init(
        determinising nfa: NFA, trackers automata: [DFA], from start: Int32, budget: CompileBudget
    ) throws(AutomatonRefusal) {
        let conditional = !automata.isEmpty
        var extraSets: [ScalarSet] = []
        if conditional {
            extraSets.append(nfa.wordSet ?? ScalarSet())
            for tracker in automata { extraSets += tracker.alphabet.setsByClass() }
        }
        var classesOfSets: [[Int32]] = []
        alphabet = try Alphabet(separating: nfa.sets + extraSets, classesOfSets: &classesOfSets, budget: budget)
        let classCount = alphabet.classCount
        let representatives = alphabet.representatives()
        // Per class: whether it is made of word characters, and each tracker's class for it.
        let isWordClass = representatives.map { scalar in scalar.map { nfa.wordSet?.contains($0) ?? false } ?? false }
        let trackerClasses = automata.map { tracker in
            representatives.map { scalar in scalar.map { Int(tracker.alphabet.classOf($0)) } ?? 0 }
        }

        var seen = [Bool](repeating: false, count: nfa.count)
        var indexOfSet: [[Int32]: Int32] = [[]: 0]
        var subsets: [[Int32]] = [[]]
        var trackerStates: [[Int32]] = [[]]
        var transitions = [Int32](repeating: 0, count: classCount)
        var accepting = [false]

        /// The states reachable from `core` through ε-moves, conditional ones where they hold with the
        /// trackers in `trackers` and a next scalar that is a word character or not (`nil`: the end).
        func closure(_ core: [Int32], trackers: [Int32], nextIsWord: Bool?) -> [Int32] {
            var result: [Int32] = []
            var stack = core
            while let state = stack.popLast() {
                guard !seen[Int(state)] else { continue }
                seen[Int(state)] = true
                result.append(state)
                stack.append(contentsOf: nfa.epsilons[Int(state)])
                for move in nfa.conditionalEpsilons[Int(state)]
                where move.conditions.allSatisfy({ condition in
                    switch condition {
                    case .before(let tracker, let accepts):
                        automata[tracker].accepting[Int(trackers[tracker])] == accepts
                    case .nextIsWord(let word): (nextIsWord ?? false) == word
                    }
                }) {
                    stack.append(move.target)
                }
            }
            for state in result { seen[Int(state)] = false }
            return result
        }

        func intern(_ states: [Int32], trackers: [Int32]) throws(AutomatonRefusal) -> Int32 {
            // Only states with a transition or a conditional move, and acceptance, tell subsets apart.
            let reached = nfa.closure(of: states, seen: &seen)
            try budget.spend(reached.count + states.count, on: "subset construction")
            let core = reached.filter {
                $0 == NFA.accept || nfa.transitions[Int($0)] != nil || !nfa.conditionalEpsilons[Int($0)].isEmpty
            }.sorted()
            let key = conditional ? core + [-1] + trackers : core
            if let index = indexOfSet[key] { return index }
            guard subsets.count < Self.stateBudget else {
                throw AutomatonRefusal("the automaton would need more than \(Self.stateBudget) states")
            }
            try budget.spend(classCount * 2 + key.count, on: "subset construction")
            let index = Int32(subsets.count)
            indexOfSet[key] = index
            subsets.append(core)
            trackerStates.append(trackers)
            if conditional {
                let atEnd = closure(core, trackers: trackers, nextIsWord: nil)
                try budget.spend(atEnd.count, on: "subset construction")
                accepting.append(atEnd.contains(NFA.accept))
            } else {
                accepting.append(core.first == NFA.accept)
            }
            transitions.append(contentsOf: repeatElement(0, count: classCount))
            return index
        }

        let initial = try intern([start], trackers: automata.map(\.start))
        var next = 1
        var targets = [[Int32]](repeating: [], count: classCount)
        // Without conditions a subset depends on its targets alone, and most classes of a subset (the
        // letters of `[a-z]+`, say) share theirs: each list of targets is closed and looked up once.
        var subsetOfTargets: [[Int32]: Int32] = [:]
        while next < subsets.count {
            let trackers = trackerStates[next]
            // Without conditions one pass covers every class; with them, one pass for the classes of
            // word characters and one for the others, each after its own closure.
            for word in conditional ? [false, true] : [false] {
                let members =
                    conditional ? closure(subsets[next], trackers: trackers, nextIsWord: word) : subsets[next]
                for member in members {
                    guard let transition = nfa.transitions[Int(member)] else { continue }
                    let memberClasses = classesOfSets[Int(transition.set)]
                    try budget.spend(memberClasses.count, on: "subset construction")
                    for scalarClass in memberClasses where !conditional || isWordClass[Int(scalarClass)] == word {
                        targets[Int(scalarClass)].append(transition.target)
                    }
                }
            }
            for scalarClass in 0..<classCount where !targets[scalarClass].isEmpty {
                var after = trackers
                for (number, tracker) in automata.enumerated() {
                    after[number] =
                        tracker.transitions[
                            Int(trackers[number]) * tracker.classCount + trackerClasses[number][scalarClass]]
                }
                if conditional {
                    transitions[next * classCount + scalarClass] = try intern(targets[scalarClass], trackers: after)
                } else if let known = subsetOfTargets[targets[scalarClass]] {
                    try budget.spend(targets[scalarClass].count, on: "subset construction")
                    transitions[next * classCount + scalarClass] = known
                } else {
                    let index = try intern(targets[scalarClass], trackers: after)
                    subsetOfTargets[targets[scalarClass]] = index
                    transitions[next * classCount + scalarClass] = index
                }
                targets[scalarClass].removeAll(keepingCapacity: true)
            }
            next += 1
        }
        self.transitions = transitions
        self.accepting = accepting
        self.start = initial
        try minimise(budget: budget)
    }
}
