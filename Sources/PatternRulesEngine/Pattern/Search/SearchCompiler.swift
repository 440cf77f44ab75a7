/// The search chain: compiles a pattern for search by asking the registry's engines in order
/// (``RegisteredEngine/compileSearch(_:)``), as validation's chain asks them to compile, so that an engine
/// added by its type and one registry line searches too. The walk starts where validation's did: at the
/// automaton when validation tried it (a search needs none of validation's language operations, so a
/// pattern they refused may still be searched there), else at the pattern's own engine (a forced one).
/// A pattern only an engine that reads another syntax compiles (ICU) is searched by that engine alone,
/// which may refuse: no other engine reads it as written. Each refusal stays visible: the automaton's as
/// ``SearchProgram/automatonRefusal``, the last one as the error when every engine refuses.
enum SearchCompiler {
    /// `automaton: false` leaves the automaton out (for tests that hold PCRE2's search to the reference
    /// too); `laziness` says when its rows are made (tests make them all lazily).
    static func compile(
        _ pattern: Pattern, automaton: Bool = true, laziness: SearchLaziness = .standard
    ) -> Result<any SearchProgram, PatternError> {
        let initialRefusal =
            automaton
            ? pattern.automatonRefusal ?? "the pattern is compiled for \(pattern.engine.rawValue)"
            : "left out by the caller"
        let triedAutomaton = pattern.engine == .automaton || pattern.automatonRefusal != nil
        let first = automaton && triedAutomaton ? Engine.automaton : pattern.engine
        let searched = SearchedPattern(
            source: pattern.source, dialect: pattern.dialect, options: pattern.options,
            matchLimits: pattern.matchLimits)
        do {
            return .success(
                try program(
                    SearchRequest(pattern: searched, automatonRefusal: initialRefusal, laziness: laziness),
                    engines: candidates(from: first, automaton: automaton, readingAs: pattern.engine)))
        } catch {
            return .failure(error)
        }
    }

    /// Compiles a pattern for search alone (``Pattern/Searcher/init(_:dialect:options:engine:limits:)``):
    /// from `engine` on, else from the automaton, as an unforced ``Pattern``'s search starts.
    static func compile(_ pattern: SearchedPattern, engine: Engine?) throws(PatternError) -> any SearchProgram {
        let first = engine ?? .automaton
        let initialRefusal = first == .automaton ? nil : "the engine \(first.rawValue) was asked for"
        return try program(
            SearchRequest(pattern: pattern, automatonRefusal: initialRefusal, laziness: .standard),
            engines: candidates(from: first, automaton: true, readingAs: first))
    }

    /// The engines asked, in registry order from `first`; only `reader` where that engine, which the
    /// pattern was compiled for, reads another syntax (ICU): no other engine reads it as written.
    private static func candidates(
        from first: Engine, automaton: Bool, readingAs reader: Engine
    ) -> [any RegisteredEngine.Type] {
        let registry = Engine.registry.filter { $0.availability.isAvailable }
        guard reader.facts.isHeldToReference else { return registry.filter { $0.engine == reader } }
        let start = registry.firstIndex { $0.engine == first } ?? 0
        return registry[start...].filter { automaton || $0.engine != .automaton }
    }

    private static func program(
        _ initial: SearchRequest, engines: [any RegisteredEngine.Type]
    ) throws(PatternError) -> any SearchProgram {
        var request = initial
        var refusals: [EngineRefusal] = []
        for registered in engines {
            do {
                return try registered.compileSearch(request)
            } catch {
                if registered.engine == .automaton { request.automatonRefusal = error.reason }
                refusals.append(error)
            }
        }
        // The last refusal of an engine held to the reference says most (PCRE2's, after the automaton's);
        // an engine that reads another syntax speaks only for a pattern only it compiles.
        let telling = refusals.last { $0.engine.facts.isHeldToReference } ?? refusals.last
        throw telling?.error
            ?? PatternError(
                .engineUnavailable, pattern: request.pattern.source, engine: engines.first?.engine,
                message: "no engine registered here searches text")
    }
}
