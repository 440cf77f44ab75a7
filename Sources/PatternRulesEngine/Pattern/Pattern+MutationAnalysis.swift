extension Pattern {
    /// Mutation analysis of `inputs` as tests of this pattern.
    ///
    /// - Parameter inputs: The test inputs; a mutant is killed when one of them gets another verdict.
    /// - Returns: Every mutant that compiles, with its outcome.
    /// - Throws: ``PatternError`` with ``PatternError/Reason/engineUnavailable`` when the automaton does not
    ///   read this pattern exactly.
    /// - Complexity: One compilation and one product walk per mutant, each bounded by the compile
    ///   budget; at most ``MutationAnalysis/maximumMutants`` mutants.
    public func mutationAnalysis(of inputs: some Sequence<String>) throws(PatternError) -> MutationAnalysis {
        mutationAnalysis(of: Array(inputs), original: TransitionGraph(try minimalAutomaton(for: "analyse mutants")))
    }

    /// ``mutationAnalysis(of:)`` against the pattern's automaton, already built as `original`.
    func mutationAnalysis(of tests: [String], original: TransitionGraph) -> MutationAnalysis {
        let verdicts = tests.map { original.verdict(for: $0) }
        var mutants: [MutationAnalysis.Mutant] = []
        for (text, mutation) in PatternMutants.of(source, dialect: dialect, options: options) {
            let outcome: MutationAnalysis.Outcome
            var survivor: TransitionGraph?
            do {
                guard let automaton = try mutantAutomaton(text) else { continue }
                if let difference = try DistinguishingInput.find(original.dfa, automaton, budget: CompileBudget()) {
                    let graph = TransitionGraph(automaton)
                    if let killer = tests.indices.first(where: { graph.verdict(for: tests[$0]) != verdicts[$0] }) {
                        outcome = .killed(by: tests[killer])
                    } else {
                        outcome = .surviving(
                            input: difference.input, verdict: difference.verdicts.first,
                            mutantVerdict: difference.verdicts.second)
                        survivor = graph
                    }
                } else {
                    outcome = .equivalent
                }
            } catch {
                outcome = .undecided(reason: "\(error)")
            }
            mutants.append(.init(source: text, operator: mutation, outcome: outcome, graph: survivor))
        }
        return MutationAnalysis(mutants: mutants)
    }

    /// The minimal automaton of a mutant's text; `nil` when the text is not a pattern of this dialect.
    private func mutantAutomaton(_ text: String) throws(AutomatonRefusal) -> DFA? {
        let budget = CompileBudget()
        switch dialect {
        case .pcre2:
            guard (try? PCRE2Program.checkSyntax(text, options: options, engine: .automaton)) != nil else { return nil }
            return try DFA(minimalFor: text, options: options, dialect: dialect, budget: budget)
        case .javascript, .html:
            let parsed: RegexNode
            do {
                parsed = try JavaScriptParser.parse(text, flags: .init(dialect, options: options), budget: budget)
            } catch {
                if case .syntax = error { return nil }
                throw error.refusal
            }
            return try DFA(minimalFor: parsed, budget: budget)
        }
    }
}
