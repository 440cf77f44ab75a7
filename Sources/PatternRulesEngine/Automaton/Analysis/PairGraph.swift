/// Two walks of the position graph reading the same input: node `(p, q)` means one way of reading the
/// input so far is at `p` and another at `q`. Built from the diagonal pairs `(p, p)` of the reachable
/// positions, each node charged to the compile budget.
struct PairGraph {
    struct Pair: Hashable {
        let first: Int
        let second: Int
        var isDiagonal: Bool { first == second }
    }

    let graph: PositionGraph
    private(set) var nodes: [Pair] = []
    private var index: [Pair: Int] = [:]
    /// Successors of each node, with whether the step splits one way into two (a divergent step).
    private(set) var successors: [[(node: Int, divergent: Bool, scalar: UInt32)]] = []

    init(_ graph: PositionGraph, budget: CompileBudget) throws(AutomatonRefusal) {
        self.graph = graph
        // Which position sets share a scalar, and the smallest shared one.
        var shared: [Pair: UInt32?] = [:]
        func common(_ a: Int, _ b: Int) -> UInt32? {
            let key = Pair(first: min(a, b), second: max(a, b))
            if let known = shared[key] { return known }
            let value = graph.sets[a].smallestShared(with: graph.sets[b])
            shared[key] = value
            return value
        }
        var reachable = Set(graph.starts)
        var queue = graph.starts
        while let position = queue.popLast() {
            for edge in graph.edges[position] where reachable.insert(edge.target).inserted { queue.append(edge.target) }
        }
        for position in reachable.sorted() { _ = try node(Pair(first: position, second: position), budget) }
        var next = 0
        while next < nodes.count {
            let pair = nodes[next]
            var out: [(node: Int, divergent: Bool, scalar: UInt32)] = []
            if let scalar = common(pair.first, pair.second) {
                for first in graph.edges[pair.first] {
                    for second in graph.edges[pair.second] {
                        let target = Pair(first: first.target, second: second.target)
                        let divergent = pair.isDiagonal && (!target.isDiagonal || first.ways > 1)
                        out.append((try node(target, budget), divergent, scalar))
                    }
                }
            }
            successors.append(out)
            try budget.spend(out.count + 1, on: "the ambiguity analysis")
            next += 1
        }
    }

    private mutating func node(_ pair: Pair, _ budget: CompileBudget) throws(AutomatonRefusal) -> Int {
        if let known = index[pair] { return known }
        guard nodes.count < 2_000_000 else { throw AutomatonRefusal("the ambiguity analysis would pass its budget") }
        index[pair] = nodes.count
        nodes.append(pair)
        return nodes.count - 1
    }

    /// A diagonal node with two different ways back to itself on one word, and that word: EDA. The
    /// searches are charged to `budget`.
    func exponentialLoop(budget: CompileBudget) throws(AutomatonRefusal) -> (position: Int, word: [UInt32])? {
        let component = stronglyConnectedComponents()
        try budget.spend(nodes.count + edgeCount, on: "the ambiguity analysis")
        // A divergent step of a diagonal node that stays in its component, the first one per component,
        // with the node it leaves from.
        var divergentStep: [Int: (from: Int, step: (node: Int, divergent: Bool, scalar: UInt32))] = [:]
        for (number, pair) in nodes.enumerated() where pair.isDiagonal {
            for step in successors[number] where step.divergent && component[step.node] == component[number] {
                if divergentStep[component[number]] == nil { divergentStep[component[number]] = (number, step) }
            }
        }
        for (number, pair) in nodes.enumerated() where pair.isDiagonal {
            let members = component[number]
            guard let (from, split) = divergentStep[members] else { continue }
            // The loop's word: from this node to the divergent step, the step, and back.
            guard let before = try path(from: number, to: from, within: members, component, budget: budget),
                let back = try path(from: split.node, to: number, within: members, component, budget: budget)
            else { continue }
            return (pair.first, before + [split.scalar] + back)
        }
        return nil
    }

    private var edgeCount: Int { successors.reduce(0) { $0 + $1.count } }

    /// The word of a shortest path from `start` to `goal` inside one component (or anywhere: `nil`),
    /// charged to `budget` as it searches.
    private func path(
        from start: Int, to goal: Int, within members: Int?, _ component: [Int], budget: CompileBudget
    ) throws(AutomatonRefusal) -> [UInt32]? {
        if start == goal { return [] }
        var previous: [Int: (node: Int, scalar: UInt32)] = [:]
        var queue = [start]
        var next = 0
        while next < queue.count {
            let current = queue[next]
            next += 1
            try budget.spend(successors[current].count + 1, on: "the ambiguity analysis")
            for step in successors[current]
            where (members == nil || component[step.node] == members) && previous[step.node] == nil
                && step.node != start
            {
                previous[step.node] = (current, step.scalar)
                if step.node == goal {
                    var word: [UInt32] = []
                    var walk = goal
                    while walk != start, let before = previous[walk] {
                        word.append(before.scalar)
                        walk = before.node
                    }
                    return word.reversed()
                }
                queue.append(step.node)
            }
        }
        return nil
    }

    /// The longest chain of loops that read one word in turn (IDA), as positions, with the pump word.
    ///
    /// A link `p → q` is an off-diagonal node `(p, q)` reachable from `(p, p)` that reaches `(q, q)`:
    /// one search forwards from each loop's diagonal node and one backwards to it decide every link.
    func longestOverlappingChain(budget: CompileBudget) throws(AutomatonRefusal) -> (
        count: Int, first: Int, word: [UInt32]
    ) {
        // Loops: positions with a word back to themselves.
        try budget.spend(
            graph.count * (graph.count + graph.edges.reduce(0) { $0 + $1.count }), on: "the ambiguity analysis")
        let loops = (0..<graph.count).filter { graph.shortestLoop(at: $0) != nil }
        var predecessors = [[Int]](repeating: [], count: nodes.count)
        for (number, steps) in successors.enumerated() {
            for step in steps { predecessors[step.node].append(number) }
        }
        var forwards: [Int: [Bool]] = [:]
        var backwards: [Int: [Bool]] = [:]
        for loop in loops {
            guard let diagonal = index[Pair(first: loop, second: loop)] else { continue }
            forwards[loop] = try reachable(from: diagonal, budget: budget) { successors[$0].lazy.map(\.node) }
            backwards[loop] = try reachable(from: diagonal, budget: budget) { predecessors[$0] }
        }
        var links: [Int: [Int]] = [:]
        // The word of a link: read from (p, p) to (p, q) and on to (q, q), it keeps one way at p and
        // moves another to q; repeated, it multiplies the ways.
        var linkWords: [Int: [UInt32]] = [:]
        for (middle, pair) in nodes.enumerated() where !pair.isDiagonal {
            let (p, q) = (pair.first, pair.second)
            guard let from = forwards[p], from[middle], let to = backwards[q], to[middle] else { continue }
            links[p, default: []].append(q)
            if linkWords[p] == nil, let start = index[Pair(first: p, second: p)],
                let end = index[Pair(first: q, second: q)],
                let first = try path(from: start, to: middle, within: nil, [], budget: budget),
                let second = try path(from: middle, to: end, within: nil, [], budget: budget)
            {
                linkWords[p] = first + second
            }
        }
        var memo: [Int: Int] = [:]
        func chain(_ position: Int, depth: Int) -> Int {
            if let known = memo[position] { return known }
            guard depth < 64 else { return 1 }
            var longest = 0
            for next in links[position] ?? [] { longest = max(longest, chain(next, depth: depth + 1)) }
            let length = 1 + longest
            memo[position] = length
            return length
        }
        var best: Int?
        var bestLength = 0
        for position in loops {
            let length = chain(position, depth: 0)
            if length > bestLength { (best, bestLength) = (position, length) }
        }
        guard let best else { return (0, 0, []) }
        return (chain(best, depth: 0), best, linkWords[best] ?? graph.shortestLoop(at: best) ?? [])
    }

    /// The nodes reachable from `start` along `next`, as flags by node, charged to `budget`.
    private func reachable<Next: Sequence<Int>>(
        from start: Int, budget: CompileBudget, _ next: (Int) -> Next
    ) throws(AutomatonRefusal) -> [Bool] {
        var seen = [Bool](repeating: false, count: nodes.count)
        seen[start] = true
        var stack = [start]
        try budget.spend(nodes.count / 8, on: "the ambiguity analysis")
        while let node = stack.popLast() {
            var examined = 1
            for target in next(node) {
                examined += 1
                guard !seen[target] else { continue }
                seen[target] = true
                stack.append(target)
            }
            try budget.spend(examined, on: "the ambiguity analysis")
        }
        return seen
    }

    /// Tarjan's algorithm, iteratively: the component number of each node.
    private func stronglyConnectedComponents() -> [Int] {
        var indexOf = [Int](repeating: -1, count: nodes.count)
        var low = [Int](repeating: 0, count: nodes.count)
        var onStack = [Bool](repeating: false, count: nodes.count)
        var component = [Int](repeating: -1, count: nodes.count)
        var stack: [Int] = []
        var counter = 0
        var components = 0
        for root in 0..<nodes.count where indexOf[root] < 0 {
            var work: [(node: Int, edge: Int)] = [(root, 0)]
            indexOf[root] = counter
            low[root] = counter
            counter += 1
            stack.append(root)
            onStack[root] = true
            while let (node, edge) = work.last {
                if edge < successors[node].count {
                    work[work.count - 1].edge += 1
                    let target = successors[node][edge].node
                    if indexOf[target] < 0 {
                        indexOf[target] = counter
                        low[target] = counter
                        counter += 1
                        stack.append(target)
                        onStack[target] = true
                        work.append((target, 0))
                    } else if onStack[target] {
                        low[node] = min(low[node], indexOf[target])
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last { low[parent.node] = min(low[parent.node], low[node]) }
                if low[node] == indexOf[node] {
                    while let member = stack.popLast() {
                        onStack[member] = false
                        component[member] = components
                        if member == node { break }
                    }
                    components += 1
                }
            }
        }
        return component
    }
}

extension ScalarSet {
    /// The smallest scalar in both sets, if any.
    func smallestShared(with other: ScalarSet) -> UInt32? {
        var (i, j) = (0, 0)
        while i < ranges.count, j < other.ranges.count {
            let low = max(ranges[i].lowerBound, other.ranges[j].lowerBound)
            let high = min(ranges[i].upperBound, other.ranges[j].upperBound)
            if low <= high { return low }
            if ranges[i].upperBound < other.ranges[j].upperBound { i += 1 } else { j += 1 }
        }
        return nil
    }
}
