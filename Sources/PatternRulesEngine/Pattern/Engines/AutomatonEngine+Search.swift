extension AutomatonEngine {
    /// The automaton's search program (``AutomatonSearchProgram``), lazy quantifiers read: a PCRE2
    /// pattern parsed here, a JavaScript one from the request's tree, within that request's budget. It
    /// refuses what it cannot search exactly as a backtracking engine finds (the reason says what).
    package static func compileSearch(_ request: SearchRequest) throws(EngineRefusal) -> any SearchProgram {
        do {
            return try program(request)
        } catch {
            throw EngineRefusal(
                engine, pattern: request.pattern.source, reason: error.description,
                message: "the automaton does not search this pattern: \(error.description)")
        }
    }

    private static func program(_ request: SearchRequest) throws(AutomatonRefusal) -> AutomatonSearchProgram {
        let pattern = request.pattern
        guard let javaScript = request.javaScript else {
            // `\G` reads as `^` in validation, but in a search it anchors where each search starts.
            if pattern.source.contains(#"\G"#) { throw AutomatonRefusal(#"\G in a search"#) }
            let budget = CompileBudget(steps: CompileBudget.defaultSteps)
            let tree = try RegexNode.parsing(
                pattern.source, options: pattern.options, dialect: .pcre2, budget: budget, keepsLaziness: true)
            // After an empty match, a search of bytes moves one byte on: into a character, where the
            // automaton does not read.
            if pattern.options.contains(.bytes), !tree.alwaysConsumes {
                throw AutomatonRefusal("text read as bytes, and the pattern can match the empty string")
            }
            return try AutomatonSearchProgram(tree, javaScript: false, budget: budget, laziness: request.laziness)
        }
        switch javaScript.javaScriptTree {
        case .success(let tree):
            return try AutomatonSearchProgram(
                tree, javaScript: true, budget: javaScript.budget, laziness: request.laziness)
        case .failure(let refusal): throw AutomatonRefusal(refusal.reason)
        }
    }
}
