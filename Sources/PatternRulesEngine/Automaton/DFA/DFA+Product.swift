extension DFA {
    /// The product of `first` and `second`, accepting where `accepting(first accepts, second accepts)`.
    package init(
        product first: DFA, _ second: DFA, budget: CompileBudget, accepting rule: (Bool, Bool) -> Bool
    ) throws(AutomatonRefusal) {
        try budget.spend(first.alphabet.starts.count + second.alphabet.starts.count, on: "a product automaton")
        let (alphabet, pairs) = Alphabet.product(first.alphabet, second.alphabet)
        self.alphabet = alphabet
        let classCount = alphabet.classCount
        var transitions = [Int32](repeating: 0, count: classCount)
        var accepting = [false]
        var indexOfPair: [Int: Int32] = [:]
        var queue: [(Int32, Int32)] = []

        // State 0 of a minimised automaton never accepts, and any other state can: a pair is dead when no
        // acceptance its live members could still reach satisfies the rule.
        func canAccept(_ live: Bool) -> [Bool] { live ? [false, true] : [false] }
        let pairCanAccept = [false, true].map { aLive in
            [false, true].map { bLive in
                canAccept(aLive).contains { x in canAccept(bLive).contains { y in rule(x, y) } }
            }
        }

        func intern(_ a: Int32, _ b: Int32) throws(AutomatonRefusal) -> Int32 {
            guard pairCanAccept[a != 0 ? 1 : 0][b != 0 ? 1 : 0] else { return 0 }
            let key = Int(a) * second.stateCount + Int(b)
            if let index = indexOfPair[key] { return index }
            guard accepting.count < Self.stateBudget else {
                throw AutomatonRefusal("the automaton would need more than \(Self.stateBudget) states")
            }
            try budget.spend(classCount, on: "a product automaton")
            let index = Int32(accepting.count)
            indexOfPair[key] = index
            queue.append((a, b))
            accepting.append(rule(first.accepting[Int(a)], second.accepting[Int(b)]))
            transitions.append(contentsOf: repeatElement(0, count: classCount))
            return index
        }

        let initial = try intern(first.start, second.start)
        var next = 0
        while next < queue.count {
            let (a, b) = queue[next]
            let state = next + 1
            for (scalarClass, pair) in pairs.enumerated() {
                let targetA = first.transitions[Int(a) * first.classCount + Int(pair.0)]
                let targetB = second.transitions[Int(b) * second.classCount + Int(pair.1)]
                transitions[state * classCount + scalarClass] = try intern(targetA, targetB)
            }
            next += 1
        }
        self.transitions = transitions
        self.accepting = accepting
        self.start = initial
        try minimise(budget: budget)
    }
}
