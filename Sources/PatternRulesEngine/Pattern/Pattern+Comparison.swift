extension Pattern {
    /// This pattern's language compared with `other`'s, on whole inputs.
    ///
    /// - Parameter other: The right-hand pattern.
    /// - Returns: The relation and its witnesses.
    /// - Throws: ``PatternError`` with ``PatternError/Reason/engineUnavailable`` when either pattern is one
    ///   the automaton does not read exactly (a backreference, say) or the comparison would pass the
    ///   automaton's compile budget: the reason is in the message.
    /// - Complexity: The product of the two minimal automata, bounded by the compile budget.
    public func compared(with other: Pattern) throws(PatternError) -> PatternComparison {
        // Each side costs what compiling it costs, on a budget of its own; the products share a third.
        let budget = CompileBudget()
        let left = try minimalAutomaton(for: "be compared")
        let right = try other.minimalAutomaton(for: "be compared")
        do {
            let onlyLeft = try DFA(product: left, right, budget: budget) { $0 && !$1 }
            let onlyRight = try DFA(product: left, right, budget: budget) { !$0 && $1 }
            let both = try DFA(product: left, right, budget: budget) { $0 && $1 }
            let relation: PatternComparison.Relation =
                switch (onlyLeft.isEmpty, onlyRight.isEmpty) {
                case (true, true): .equal
                case (true, false): .subset
                case (false, true): .superset
                case (false, false): both.isEmpty ? .disjoint : .overlap
                }
            return PatternComparison(
                relation: relation, onlyLeft: .init(dfa: onlyLeft), onlyRight: .init(dfa: onlyRight),
                both: .init(dfa: both))
        } catch {
            throw PatternError(
                .engineUnavailable, pattern: source, engine: .automaton,
                message: "comparing the two patterns would pass the automaton's compile budget: \(error)")
        }
    }
}
