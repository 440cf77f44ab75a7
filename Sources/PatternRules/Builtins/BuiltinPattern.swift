/// How the built-in rules compile their patterns and read a match that a limit stopped: one policy for
/// every built-in, so that no rule answers differently from another.
enum BuiltinPattern {
    /// Compiles a built-in pattern for a forced `engine`.
    ///
    /// - Throws: ``PatternError`` when the engine cannot run here or rejects the pattern.
    static func compile(_ source: String, engine: Engine) throws(PatternError) -> Pattern {
        try engine.checkAvailable()
        return try Pattern(source, engine: engine)
    }

    /// Compiles a built-in pattern for `engine` when given, else for the engine `PATTERNRULES_ENGINE`
    /// names, else on the automatic chain: configuration never makes a built-in rule trap. A forced
    /// engine that cannot take the pattern also falls back to the chain (callers that must know check
    /// the engine first, through ``compile(_:engine:)``).
    static func compileLeniently(_ source: String, engine: Engine? = nil) -> Pattern {
        if let preferred = engine ?? Engine.configured,
            let pattern = try? compile(source, engine: preferred)
        {
            return pattern
        }
        do {
            return try Pattern(source, engine: nil, environment: false)
        } catch {
            // Every built-in pattern compiles on the automatic chain (the tests compile them all): a bug.
            preconditionFailure("built-in pattern does not compile on the automatic chain: \(error)")
        }
    }
}
