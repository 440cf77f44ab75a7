/// What the chain asks an engine to compile: the pattern as written, its dialect and options, and the
/// work the engines share (a JavaScript pattern is parsed once, whichever engines read the tree).
package final class CompileRequest {
    package let source: String
    package let dialect: Pattern.Dialect
    package let options: Pattern.Options
    package let limits: MatchLimits
    /// The automaton's compile budget, in steps.
    package let steps: Int
    /// Whether the user named the engine: a forced engine answers with its own error, never a fallback.
    package let isForced: Bool
    /// A JSON Schema `pattern`: matched anywhere, with Annex B's identity escapes.
    package let jsonSchema: Bool
    /// A JavaScript pattern read for search: its lazy quantifiers are kept.
    package let forSearch: Bool

    package init(
        _ source: String, dialect: Pattern.Dialect, options: Pattern.Options, limits: MatchLimits, steps: Int,
        isForced: Bool, jsonSchema: Bool = false, forSearch: Bool = false
    ) {
        (self.source, self.dialect, self.options, self.limits) = (source, dialect, options, limits)
        (self.steps, self.isForced, self.jsonSchema, self.forSearch) = (steps, isForced, jsonSchema, forSearch)
    }

    /// The automaton's budget for this request; one budget spans the parse and the construction.
    package private(set) lazy var budget = CompileBudget(steps: steps)

    /// The JavaScript pattern's tree, parsed on first use, or the refusal every engine that reads the
    /// tree gives: the syntax error as V8 words it, or the construct the parser does not take.
    package private(set) lazy var javaScriptTree: Result<RegexNode, EngineRefusal> = parseJavaScript()

    private func parseJavaScript() -> Result<RegexNode, EngineRefusal> {
        guard Pattern.Dialect.javaScriptOptions.isSuperset(of: options) else {
            return .failure(
                EngineRefusal(
                    syntax: PatternError(
                        .syntax, pattern: source, engine: nil,
                        message:
                            "the \(dialect.rawValue) dialect takes the flags i, m and s only (case-insensitive, multiline, dot-all)"
                    ), engine: .automaton))
        }
        var flags = JavaScriptParser.Flags(dialect, options: options)
        flags.searching = jsonSchema
        flags.identityEscapes = jsonSchema
        flags.keepsLaziness = forSearch
        do {
            return .success(try JavaScriptParser.parse(source, flags: flags, budget: budget))
        } catch {
            switch error {
            case .syntax(let message, let offset):
                let syntax = PatternError(
                    .syntax, pattern: source, engine: nil,
                    message: "Invalid regular expression: /\(source)/\(dialect.javaScriptFlags(options)): \(message)",
                    utf8Offset: source.unicodeScalars.prefix(offset).reduce(0) { $0 + UTF8.width($1) })
                return .failure(EngineRefusal(syntax: syntax, engine: .automaton))
            case .unsupported(let refusal):
                return .failure(
                    EngineRefusal(
                        .automaton, pattern: source, reason: refusal.description,
                        message: "the automaton engine does not run this \(dialect.rawValue) pattern: \(refusal)"))
            }
        }
    }
}
