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
        if let preferred = engine ?? (try? Engine.environmentSetting()) ?? nil,
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

extension Pattern {
    /// The verdict, reading a match stopped by a limit as ``Verdict/incomplete``: nothing is known about
    /// the input then, and `invalid` must never be said of input that could still become valid.
    @inline(__always)
    func _verdictOrIncomplete<Input: StringProtocol>(for input: Input) -> Verdict {
        // The automaton has no limits to stop it: no error path on the keystroke hot path.
        if case .automaton(let program) = program { return Self._withUTF8(input) { program.verdict($0) } }
        return (try? _verdict(input)) ?? .incomplete
    }

    /// Whether the whole input matches; a match stopped by a limit is not a match (it is not known to be).
    @inline(__always)
    func _matchesOrFalse<Input: StringProtocol>(_ input: Input) -> Bool {
        if case .automaton(let program) = program { return Self._withUTF8(input) { program.matches($0) } }
        return (try? _matches(input)) ?? false
    }
}
