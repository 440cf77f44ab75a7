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
    /// too).
    static func compile(_ pattern: Pattern, automaton: Bool = true) -> Result<any SearchProgram, PatternError> {
        do {
            return .success(try program(pattern, automaton: automaton))
        } catch {
            return .failure(error)
        }
    }

    /// The engines asked, in registry order.
    private static func candidates(for pattern: Pattern, automaton: Bool) -> [any RegisteredEngine.Type] {
        let registry = Engine.registry.filter { $0.availability.isAvailable }
        guard pattern.engine.facts.isHeldToReference else { return registry.filter { $0.engine == pattern.engine } }
        let triedAutomaton = pattern.engine == .automaton || pattern.automatonRefusal != nil
        let first = automaton && triedAutomaton ? Engine.automaton : pattern.engine
        let start = registry.firstIndex { $0.engine == first } ?? 0
        return registry[start...].filter { automaton || $0.engine != .automaton }
    }

    private static func program(_ pattern: Pattern, automaton: Bool) throws(PatternError) -> any SearchProgram {
        let initialRefusal =
            automaton
            ? pattern.automatonRefusal ?? "the pattern is compiled for \(pattern.engine.rawValue)"
            : "left out by the caller"
        var request = SearchRequest(pattern: pattern, automatonRefusal: initialRefusal)
        var refusals: [EngineRefusal] = []
        for registered in candidates(for: pattern, automaton: automaton) {
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
                .engineUnavailable, pattern: pattern.source, engine: pattern.engine,
                message: "no engine registered here searches text")
    }
}
