extension Pattern {
    /// The coverage of this pattern's minimal automaton by `inputs`.
    ///
    /// - Parameter inputs: The test inputs, whatever their expected verdicts.
    /// - Returns: States and transitions covered, and an input for each transition left.
    /// - Throws: ``PatternError`` with ``PatternError/Reason/engineUnavailable`` when the automaton
    ///   does not read this pattern exactly: coverage is only defined on it.
    /// - Complexity: Linear in the inputs' length plus the automaton's size.
    public func coverage(of inputs: some Sequence<String>) throws(PatternError) -> PatternCoverage {
        PatternCoverage(TransitionGraph(try minimalAutomaton(for: "measure test coverage")), inputs: inputs)
    }

    /// ``coverage(of:)`` and ``mutationAnalysis(of:)`` on one build of the pattern's automaton.
    package func testQuality(of inputs: [String]) throws(PatternError) -> (
        coverage: PatternCoverage, mutants: MutationAnalysis
    ) {
        let graph = TransitionGraph(try minimalAutomaton(for: "measure test coverage"))
        return (PatternCoverage(graph, inputs: inputs), mutationAnalysis(of: inputs, original: graph))
    }

    /// This pattern's minimal automaton, or an error saying that the automaton cannot read it, to `task`.
    func minimalAutomaton(for task: String) throws(PatternError) -> DFA {
        do {
            return try DFA(minimalFor: source, options: options, dialect: dialect, budget: CompileBudget())
        } catch {
            throw PatternError(
                .engineUnavailable, pattern: source, engine: .automaton,
                message: "the automaton cannot read this pattern exactly, so it cannot \(task): \(error)")
        }
    }
}
