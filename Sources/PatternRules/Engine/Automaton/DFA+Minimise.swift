extension DFA {
    /// For each state, the fewest bytes that lead to acceptance; `nil` where none does (the state is dead).
    func distancesToAcceptance() -> [Int?] {
        // Breadth-first search backwards from the accepting states.
        var predecessors = [[Int32]](repeating: [], count: stateCount)
        for state in 0..<stateCount {
            for scalarClass in 0..<classCount {
                predecessors[Int(transitions[state * classCount + scalarClass])].append(Int32(state))
            }
        }
        var distance = [Int?](repeating: nil, count: stateCount)
        var queue: [Int] = []
        for state in 0..<stateCount where accepting[state] {
            distance[state] = 0
            queue.append(state)
        }
        var next = 0
        while next < queue.count {
            let state = queue[next]
            next += 1
            for predecessor in predecessors[state] where distance[Int(predecessor)] == nil {
                distance[Int(predecessor)] = distance[state]! + 1
                queue.append(Int(predecessor))
            }
        }
        return distance
    }

    /// For each state, the fewest UTF-8 bytes that lead to acceptance (each class costs the length of
    /// its shortest scalar); `nil` where nothing does. Dijkstra's algorithm backwards from acceptance.
    func byteDistancesToAcceptance() -> [Int?] {
        let cost = alphabet.representatives().map { scalar -> Int? in
            guard let scalar else { return nil }
            return scalar < 0x80 ? 1 : scalar < 0x800 ? 2 : scalar < 0x10000 ? 3 : 4
        }
        var predecessors = [[(state: Int32, cost: Int)]](repeating: [], count: stateCount)
        for state in 0..<stateCount {
            for scalarClass in 0..<classCount {
                guard let cost = cost[scalarClass] else { continue }
                predecessors[Int(transitions[state * classCount + scalarClass])].append((Int32(state), cost))
            }
        }
        // Costs are 1 to 4: one bucket per distance suffices.
        var distance = [Int?](repeating: nil, count: stateCount)
        var buckets: [[Int]] = [[]]
        for state in 0..<stateCount where accepting[state] { buckets[0].append(state) }
        var current = 0
        while current < buckets.count {
            for state in buckets[current] where distance[state] == nil {
                distance[state] = current
                for (predecessor, cost) in predecessors[state] where distance[Int(predecessor)] == nil {
                    let reach = current + cost
                    while buckets.count <= reach { buckets.append([]) }
                    buckets[reach].append(Int(predecessor))
                }
            }
            current += 1
        }
        return distance
    }

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

    /// The same automaton with its states renumbered: the dead state 0, then the states that do not
    /// accept, then those that do (see ``AutomatonProgram``).
    func acceptingLast() -> DFA {
        let order = [0] + (1..<stateCount).filter { !accepting[$0] } + (1..<stateCount).filter { accepting[$0] }
        var newIndex = [Int32](repeating: 0, count: stateCount)
        for (index, state) in order.enumerated() { newIndex[state] = Int32(index) }
        var result = self
        for (index, state) in order.enumerated() {
            result.accepting[index] = accepting[state]
            for scalarClass in 0..<classCount {
                result.transitions[index * classCount + scalarClass] =
                    newIndex[Int(transitions[state * classCount + scalarClass])]
            }
        }
        result.start = newIndex[Int(start)]
        return result
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

/// A refinable partition of states, split by Hopcroft's algorithm in O(n·k·log n).
struct Partition {
    /// States grouped by block: block `b` is `elements[blockStart[b]..<blockEnd[b]]`.
    private var elements: [Int]
    private var location: [Int]
    private var blockOfState: [Int]
    private var blockStart: [Int] = []
    private var blockEnd: [Int] = []
    /// During a split, how many states of each block are marked (moved to its front).
    private var marked: [Int] = []

    var blockCount: Int { blockStart.count }
    func block(of state: Int) -> Int { blockOfState[state] }

    init(count: Int, initialBlock: (Int) -> Int) {
        let keys = (0..<count).map(initialBlock)
        elements = (0..<count).sorted { keys[$0] < keys[$1] }
        location = [Int](repeating: 0, count: count)
        blockOfState = [Int](repeating: 0, count: count)
        var index = 0
        while index < count {
            let key = keys[elements[index]]
            let block = blockStart.count
            blockStart.append(index)
            while index < count, keys[elements[index]] == key {
                location[elements[index]] = index
                blockOfState[elements[index]] = block
                index += 1
            }
            blockEnd.append(index)
            marked.append(0)
        }
    }

    mutating func refine(transitions: [Int32], classCount: Int, budget: CompileBudget) throws(AutomatonRefusal) {
        let stateCount = elements.count
        // Inverse transitions per class, in compressed rows: sources of (class, target).
        var counts = [Int](repeating: 0, count: classCount * stateCount + 1)
        for state in 0..<stateCount {
            for scalarClass in 0..<classCount {
                counts[scalarClass * stateCount + Int(transitions[state * classCount + scalarClass]) + 1] += 1
            }
        }
        for index in 1..<counts.count { counts[index] += counts[index - 1] }
        var sources = [Int](repeating: 0, count: stateCount * classCount)
        var fill = counts
        for state in 0..<stateCount {
            for scalarClass in 0..<classCount {
                let row = scalarClass * stateCount + Int(transitions[state * classCount + scalarClass])
                sources[fill[row]] = state
                fill[row] += 1
            }
        }

        var inWorklist = [Bool](repeating: true, count: blockCount)
        var worklist = Array(0..<blockCount)
        var touched: [Int] = []
        while let splitter = worklist.popLast() {
            inWorklist[splitter] = false
            let members = Array(elements[blockStart[splitter]..<blockEnd[splitter]])
            var steps = members.count * classCount
            for scalarClass in 0..<classCount {
                for target in members {
                    let row = scalarClass * stateCount + target
                    steps += 4 * (counts[row + 1] - counts[row])
                    for index in counts[row]..<counts[row + 1] { mark(sources[index], touched: &touched) }
                }
                for block in touched {
                    split(block, inWorklist: &inWorklist, worklist: &worklist)
                }
                touched.removeAll(keepingCapacity: true)
            }
            try budget.spend(steps, on: "minimisation")
        }
    }

    private mutating func mark(_ state: Int, touched: inout [Int]) {
        let block = blockOfState[state]
        let firstUnmarked = blockStart[block] + marked[block]
        guard location[state] >= firstUnmarked else { return }  // already marked
        if marked[block] == 0 { touched.append(block) }
        let other = elements[firstUnmarked]
        elements.swapAt(location[state], firstUnmarked)
        location[other] = location[state]
        location[state] = firstUnmarked
        marked[block] += 1
    }

    /// Splits `block` into its marked and unmarked states, if both are non-empty.
    private mutating func split(_ block: Int, inWorklist: inout [Bool], worklist: inout [Int]) {
        let markedCount = marked[block]
        marked[block] = 0
        let size = blockEnd[block] - blockStart[block]
        guard markedCount < size else { return }
        // The marked front becomes a new block.
        let newBlock = blockStart.count
        blockStart.append(blockStart[block])
        blockEnd.append(blockStart[block] + markedCount)
        marked.append(0)
        inWorklist.append(false)
        blockStart[block] += markedCount
        for index in blockStart[newBlock]..<blockEnd[newBlock] { blockOfState[elements[index]] = newBlock }
        if inWorklist[block] || markedCount <= size - markedCount {
            worklist.append(newBlock)
            inWorklist[newBlock] = true
        } else {
            worklist.append(block)
            inWorklist[block] = true
        }
    }
}
