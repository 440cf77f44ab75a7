/// What an engine is asked to search with (``RegisteredEngine/compileSearch(_:)``): the pattern as
/// validation compiled it, the JavaScript dialects' parse for search made once for every engine, and
/// what the engines asked before this one said.
package struct SearchRequest {
    /// The pattern: its source, dialect, options, limits and the engine validation chose.
    package let pattern: Pattern
    /// A JavaScript or HTML pattern's compile request for search (lazy quantifiers kept), `nil` for
    /// PCRE2 syntax.
    package let javaScript: CompileRequest?
    /// Why the automaton does not search the pattern, as the search program reports it
    /// (``SearchProgram/automatonRefusal``), once the engines before this one have answered.
    package internal(set) var automatonRefusal: String?

    init(pattern: Pattern, automatonRefusal: String?) {
        self.pattern = pattern
        self.automatonRefusal = automatonRefusal
        javaScript =
            pattern.dialect == .pcre2
            ? nil
            : CompileRequest(
                pattern.source, dialect: pattern.dialect, options: pattern.options, limits: pattern.matchLimits,
                steps: CompileBudget.defaultSteps, isForced: false, forSearch: true)
    }
}
