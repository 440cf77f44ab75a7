/// What search reads of a pattern: its text and how to read it, from a ``Pattern`` or given to
/// ``Pattern/Searcher/init(_:dialect:options:engine:limits:)`` alone.
package struct SearchedPattern: Sendable {
    package let source: String
    package let dialect: PatternDialect
    package let options: PatternOptions
    /// The limits a PCRE2 match runs under.
    package let matchLimits: MatchLimits
}

/// What an engine is asked to search with (``RegisteredEngine/compileSearch(_:)``): the pattern, the
/// JavaScript dialects' parse for search made once for every engine, and what the engines asked before
/// this one said.
package struct SearchRequest {
    /// The pattern: its source, dialect, options and limits.
    package let pattern: SearchedPattern
    /// A JavaScript or HTML pattern's compile request for search (lazy quantifiers kept), `nil` for
    /// PCRE2 syntax.
    package let javaScript: CompileRequest?
    /// Why the automaton does not search the pattern, as the search program reports it
    /// (``SearchProgram/automatonRefusal``), once the engines before this one have answered.
    package internal(set) var automatonRefusal: String?
    /// When the automaton's rows are made: ``SearchLaziness/standard``, or always lazily for tests.
    package let laziness: SearchLaziness

    init(pattern: SearchedPattern, automatonRefusal: String?, laziness: SearchLaziness) {
        self.pattern = pattern
        self.automatonRefusal = automatonRefusal
        self.laziness = laziness
        javaScript =
            pattern.dialect == .pcre2
            ? nil
            : CompileRequest(
                pattern.source, dialect: pattern.dialect, options: pattern.options, limits: pattern.matchLimits,
                steps: CompileBudget.defaultSteps, isForced: false, forSearch: true)
    }
}
