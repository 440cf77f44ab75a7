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
}
