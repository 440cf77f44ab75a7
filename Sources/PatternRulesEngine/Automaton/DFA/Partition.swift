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
