extension DFA {
    /// The minimal automaton of the whole-string language of `source` read in `dialect` (a PCRE2 pattern
    /// must already compile with PCRE2): parsing, start anchors, the NFA, subset construction and
    /// minimisation, every phase charged to `budget`.
    ///
    /// - Throws: ``AutomatonRefusal`` for a construct the automaton does not model, or past the budget.
    package init(
        minimalFor source: String, options: PatternOptions, dialect: PatternDialect = .pcre2, budget: CompileBudget
    ) throws(AutomatonRefusal) {
        try self.init(
            minimalFor: RegexNode.parsing(source, options: options, dialect: dialect, budget: budget), budget: budget)
    }

    /// The minimal automaton of a parsed pattern's whole-string language.
    package init(minimalFor parsed: RegexNode, budget: CompileBudget) throws(AutomatonRefusal) {
        let resolved = try StartAnchors.resolve(parsed)
        var builder = NFABuilder(budget: budget)
        self = try builder.automaton(from: try builder.compile(resolved, next: NFA.accept))
    }
}

extension JavaScriptParser.Flags {
    /// The flags of a JavaScript `dialect` compiled with `options` (`i`, `m` and `s`).
    package init(_ dialect: PatternDialect, options: PatternOptions) {
        self.init(
            caseless: options.contains(.caseInsensitive), multiline: options.contains(.multiline),
            dotAll: options.contains(.dotMatchesLineSeparators), unicodeSets: dialect == .html)
    }
}
