extension DFA {
    /// The minimal automaton of the whole-string language of `source` (which must already compile with
    /// PCRE2): parsing, start anchors, the NFA, subset construction and minimisation, every phase charged
    /// to `budget`.
    ///
    /// - Throws: ``AutomatonRefusal`` for a construct the automaton does not model, or past the budget.
    init(minimalFor source: String, options: Pattern.Options, budget: CompileBudget) throws(AutomatonRefusal) {
        let parsed = try RegexParser.parse(source, options: options, budget: budget)
        let resolved = try StartAnchors.resolve(parsed)
        var builder = NFABuilder(budget: budget)
        self = try builder.automaton(from: try builder.compile(resolved, next: NFA.accept))
    }
}
