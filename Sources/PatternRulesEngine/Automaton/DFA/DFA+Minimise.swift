extension DFA {
    /// Merges equivalent states (Hopcroft's partition refinement) after sending every state from which
    /// nothing is accepted to state 0, and renumbers so that the dead state is 0.
    mutating func minimise(budget: CompileBudget) throws(AutomatonRefusal) {
        // The passes over the table below (liveness, the inverse transitions, renumbering, compaction).
        try budget.spend(transitions.count * 6, on: "minimisation")
        let live = distancesToAcceptance().map { $0 != nil }
        for index in transitions.indices where !live[Int(transitions[index])] { transitions[index] = 0 }
        var partition = Partition(
            count: stateCount, initialBlock: { state in !live[state] ? 0 : accepting[state] ? 1 : 2 })
        try partition.refine(transitions: transitions, classCount: classCount, budget: budget)

        // Block numbers in order of first appearance from the dead state, then the start state, breadth
        // first: a canonical numbering with the dead state at 0.
        var newIndex = [Int32](repeating: -1, count: partition.blockCount)
        var order: [Int] = []
        func number(_ state: Int) {
            let block = partition.block(of: state)
            guard newIndex[block] < 0 else { return }
            newIndex[block] = Int32(order.count)
            order.append(state)
        }
        number(0)
        number(Int(start))
        var next = 0
        while next < order.count {
            let state = order[next]
            for scalarClass in 0..<classCount { number(Int(transitions[state * classCount + scalarClass])) }
            next += 1
        }
        var newTransitions = [Int32](repeating: 0, count: order.count * classCount)
        var newAccepting = [Bool](repeating: false, count: order.count)
        for (index, state) in order.enumerated() {
            newAccepting[index] = accepting[state] && live[state]
            for scalarClass in 0..<classCount {
                let target = Int(transitions[state * classCount + scalarClass])
                newTransitions[index * classCount + scalarClass] = newIndex[partition.block(of: target)]
            }
        }
        start = newIndex[partition.block(of: Int(start))]
        transitions = newTransitions
        accepting = newAccepting
        compactClasses()
    }

    /// Merges byte classes whose columns are equal in every state.
    private mutating func compactClasses() {
        var columnIndex: [[Int32]: Int] = [:]
        var oldToNew = [Int](repeating: 0, count: classCount)
        var kept: [Int] = []
        for scalarClass in 0..<classCount {
            let column = (0..<stateCount).map { transitions[$0 * classCount + scalarClass] }
            if let existing = columnIndex[column] {
                oldToNew[scalarClass] = existing
            } else {
                columnIndex[column] = kept.count
                oldToNew[scalarClass] = kept.count
                kept.append(scalarClass)
            }
        }
        guard kept.count < classCount else { return }
        var newTransitions = [Int32](repeating: 0, count: stateCount * kept.count)
        for state in 0..<stateCount {
            for (newClass, oldClass) in kept.enumerated() {
                newTransitions[state * kept.count + newClass] = transitions[state * classCount + oldClass]
            }
        }
        // Neighbouring intervals of one class become one interval.
        var starts: [UInt32] = []
        var classes: [Int32] = []
        for (start, oldClass) in zip(alphabet.starts, alphabet.classes) {
            let newClass = Int32(oldToNew[Int(oldClass)])
            if classes.last == newClass { continue }
            starts.append(start)
            classes.append(newClass)
        }
        alphabet = Alphabet(starts: starts, classes: classes, classCount: kept.count)
        transitions = newTransitions
    }
}
