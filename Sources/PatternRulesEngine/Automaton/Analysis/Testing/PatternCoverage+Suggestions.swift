extension PatternCoverage {
    /// How many scalars the cover may read walking candidates through the surviving mutants' automata;
    /// past it, a candidate counts only for the gaps it was made for, so the cover stays complete but may
    /// grow, and the work stays bounded.
    static let crossCheckBudget = 4_000_000

    /// A small set of inputs that, added to the tests, covers every transition left and kills every
    /// mutant of `analysis` that survives: a greedy cover of the uncovered transitions' inputs and the
    /// surviving mutants' inputs, taking first the input that closes the most gaps (the shorter on a
    /// tie), listed shortest first.
    ///
    /// - Parameter analysis: The mutation analysis of the same pattern and inputs, or `nil` for coverage
    ///   alone.
    /// - Returns: The inputs with the pattern's verdict for each.
    /// - Complexity: Linear in the candidates' length, times the surviving mutants within
    ///   a fixed budget of 4,000,000 scalars, plus a logarithmic factor for choosing.
    public func suggestedInputs(closing analysis: MutationAnalysis? = nil) -> [Gap] {
        let survivors =
            analysis?.mutants.compactMap { mutant -> (graph: TransitionGraph, input: String)? in
                guard case .surviving(let input, _, _) = mutant.outcome, let graph = mutant.graph else { return nil }
                return (graph, input)
            } ?? []
        var candidates: [String] = []
        var seen = Set<String>()
        for input in survivors.map(\.input) + uncovered.map(\.input) where seen.insert(input).inserted {
            candidates.append(input)
        }
        // What each candidate closes: uncovered transitions by their index, survivors after them.
        let transitionCount = graph.transitions.count
        var budget = Self.crossCheckBudget
        var closes: [[Int]] = candidates.map { input in
            var closed: [Int] = []
            let verdict = graph.verdict(for: input) { if !coveredTransitions[$0] { closed.append($0) } }
            let length = input.unicodeScalars.count
            for (index, survivor) in survivors.enumerated() {
                if input == survivor.input {
                    closed.append(transitionCount + index)
                } else if budget >= length {
                    budget -= length
                    if survivor.graph.verdict(for: input) != verdict {
                        closed.append(transitionCount + index)
                    }
                }
            }
            return closed
        }
        for index in closes.indices { closes[index] = Array(Set(closes[index])) }
        let chosen = Self.greedyCover(closes, lengths: candidates.map(\.unicodeScalars.count))
        return chosen.map { Gap(input: candidates[$0], verdict: graph.verdict(for: candidates[$0])) }.sorted {
            ($0.input.unicodeScalars.count, $0.input) < ($1.input.unicodeScalars.count, $1.input)
        }
    }

    /// The greedy set cover: repeatedly the set that closes the most open items (the shorter, then the
    /// earlier, on a tie). Gains only fall, so the heap keeps each set under the gain it had when pushed
    /// and refreshes a set that comes out on top with a stale one (lazy greedy).
    static func greedyCover(_ sets: [[Int]], lengths: [Int]) -> [Int] {
        var open = Set(sets.joined())
        var heap = CandidateHeap()
        for (set, items) in sets.enumerated() where !items.isEmpty {
            heap.push(.init(set: set, gain: items.count, length: lengths[set]))
        }
        var chosen: [Int] = []
        while !open.isEmpty, let top = heap.pop() {
            let fresh = sets[top.set].count { open.contains($0) }
            guard fresh == top.gain else {
                if fresh > 0 { heap.push(.init(set: top.set, gain: fresh, length: top.length)) }
                continue
            }
            chosen.append(top.set)
            open.subtract(sets[top.set])
        }
        return chosen
    }
}

/// A binary max-heap of candidate sets by gain, then shorter input, then earlier index.
struct CandidateHeap {
    struct Entry {
        let set: Int
        let gain: Int
        let length: Int

        func precedes(_ other: Entry) -> Bool { (gain, -length, -set) > (other.gain, -other.length, -other.set) }
    }

    private var items: [Entry] = []

    mutating func push(_ entry: Entry) {
        items.append(entry)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard items[child].precedes(items[parent]) else { break }
            items.swapAt(child, parent)
            child = parent
        }
    }

    mutating func pop() -> Entry? {
        guard let first = items.first else { return nil }
        items.swapAt(0, items.count - 1)
        items.removeLast()
        var parent = 0
        while true {
            let (left, right) = (2 * parent + 1, 2 * parent + 2)
            var best = parent
            if left < items.count, items[left].precedes(items[best]) { best = left }
            if right < items.count, items[right].precedes(items[best]) { best = right }
            guard best != parent else { return first }
            items.swapAt(parent, best)
            parent = best
        }
    }
}
