extension PatternCoverage {
    /// A small set of inputs that, added to the tests, covers every transition left and kills every
    /// mutant of `analysis` that survives: a greedy cover of the uncovered transitions' inputs and the
    /// surviving mutants' inputs, taking first the input that closes the most gaps (the shorter on a
    /// tie), listed shortest first.
    ///
    /// - Parameter analysis: The mutation analysis of the same pattern and inputs, or `nil` for coverage
    ///   alone.
    /// - Returns: The inputs with the pattern's verdict for each.
    public func suggestedInputs(closing analysis: MutationAnalysis? = nil) -> [Gap] {
        let survivors =
            analysis?.mutants.compactMap { mutant -> (DFA, input: String)? in
                guard case .surviving(let input, _, _) = mutant.outcome, let automaton = mutant.automaton else {
                    return nil
                }
                return (automaton, input)
            } ?? []
        let mutantGraphs = survivors.map { TransitionGraph($0.0) }
        var candidates: [String] = []
        var seen = Set<String>()
        for input in uncovered.map(\.input) + survivors.map(\.input) where seen.insert(input).inserted {
            candidates.append(input)
        }
        // What each candidate closes: uncovered transitions (as themselves) and survivors (offset past them).
        let transitionCount = graph.transitions.count
        let closes: [Set<Int>] = candidates.map { input in
            var closed = Set<Int>()
            let end = graph.walk(input) { if !coveredTransitions[$0] { closed.insert($0) } }
            let verdict = graph.verdict(of: end)
            for (index, mutant) in mutantGraphs.enumerated() where mutant.verdict(of: mutant.walk(input)) != verdict {
                closed.insert(transitionCount + index)
            }
            return closed
        }
        var open = closes.reduce(into: Set<Int>()) { $0.formUnion($1) }
        var chosen: [Int] = []
        while !open.isEmpty {
            let best = candidates.indices.max { a, b in
                let (gainA, gainB) = (closes[a].intersection(open).count, closes[b].intersection(open).count)
                if gainA != gainB { return gainA < gainB }
                return candidates[a].unicodeScalars.count > candidates[b].unicodeScalars.count
            }!
            open.subtract(closes[best])
            chosen.append(best)
        }
        return chosen.map { Gap(input: candidates[$0], verdict: graph.verdict(of: graph.walk(candidates[$0]))) }.sorted
        {
            ($0.input.unicodeScalars.count, $0.input) < ($1.input.unicodeScalars.count, $1.input)
        }
    }
}
