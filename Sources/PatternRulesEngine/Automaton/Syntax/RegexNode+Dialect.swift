extension RegexNode {
    /// `source` read in `dialect` with `options`: PCRE2's syntax by ``RegexParser``, JavaScript's by
    /// ``JavaScriptParser`` (a pattern JavaScript rejects is a refusal here: callers that report syntax
    /// errors have read it already).
    static func parsing(
        _ source: String, options: Pattern.Options, dialect: Pattern.Dialect, budget: CompileBudget
    ) throws(AutomatonRefusal) -> RegexNode {
        switch dialect {
        case .pcre2:
            return try RegexParser.parse(source, options: options, budget: budget)
        case .javascript, .html:
            do {
                return try JavaScriptParser.parse(source, flags: .init(dialect, options: options), budget: budget)
            } catch { throw error.refusal }
        }
    }
}
