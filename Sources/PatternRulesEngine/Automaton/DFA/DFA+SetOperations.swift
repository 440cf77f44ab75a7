extension DFA {
    /// The inputs both automata accept.
    package func intersection(_ other: DFA, budget: CompileBudget) throws(AutomatonRefusal) -> DFA {
        try DFA(product: self, other, budget: budget) { $0 && $1 }
    }

    /// The inputs either automaton accepts.
    package func union(_ other: DFA, budget: CompileBudget) throws(AutomatonRefusal) -> DFA {
        try DFA(product: self, other, budget: budget) { $0 || $1 }
    }

    /// The scalars that appear in some accepted input: those on a transition between two live states
    /// reachable from the start (in a minimised automaton, every state but the dead state 0 is live).
    package func scalarsOfAcceptedInputs() -> ScalarSet {
        var reached = [Bool](repeating: false, count: stateCount)
        var usedClasses = [Bool](repeating: false, count: classCount)
        var queue = start == 0 ? [] : [Int(start)]
        if start != 0 { reached[Int(start)] = true }
        while let state = queue.popLast() {
            for scalarClass in 0..<classCount {
                let target = Int(transitions[state * classCount + scalarClass])
                guard target != 0 else { continue }
                usedClasses[scalarClass] = true
                if !reached[target] {
                    reached[target] = true
                    queue.append(target)
                }
            }
        }
        let sets = alphabet.setsByClass()
        return ScalarSet(ranges: sets.indices.filter { usedClasses[$0] }.flatMap { sets[$0].ranges })
    }
}
