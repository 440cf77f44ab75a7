extension RegexNode {
    /// `source` read in `dialect` with `options`: PCRE2's syntax by ``RegexParser``, JavaScript's by
    /// ``JavaScriptParser`` (a pattern JavaScript rejects is a refusal here: callers that report syntax
    /// errors have read it already).
    /// `keepsLaziness` keeps lazy quantifiers (``lazy(_:)``), for a search.
    static func parsing(
        _ source: String, options: PatternOptions, dialect: PatternDialect, budget: CompileBudget,
        keepsLaziness: Bool = false
    ) throws(AutomatonRefusal) -> RegexNode {
        switch dialect {
        case .pcre2:
            let tree = try RegexParser.parse(source, options: options, budget: budget, keepsLaziness: keepsLaziness)
            return options.contains(.bytes) ? try tree.readingBytes(source: source, options: options) : tree
        case .javascript, .html:
            var flags = JavaScriptParser.Flags(dialect, options: options)
            flags.keepsLaziness = keepsLaziness
            do {
                return try JavaScriptParser.parse(source, flags: flags, budget: budget)
            } catch { throw error.refusal }
        }
    }
}
