extension Pattern {
    struct Compiled {
        let program: Program
        var fallbackReason: String?
        var automatonRefusal: String?
    }

    /// Compiles for `preference`, or walks the registry's chain (automaton → PCRE2 JIT → PCRE2
    /// interpreter → Foundation) when it is `nil`: the first engine that compiles the pattern runs it.
    /// When every engine refuses, a syntax error is reported in the dialect's reference wording (PCRE2's
    /// for PCRE2 patterns, V8's for JavaScript), else every engine's reason.
    static func _compile(_ request: CompileRequest, preference: Engine?) throws(PatternError) -> Compiled {
        if let preference {
            guard let engine = Engine.registered(named: preference.rawValue) else {
                throw PatternError(
                    .unknownEngine, pattern: request.source, engine: preference,
                    message: "the engine \(preference) is not registered")
            }
            let availability = engine.availability
            guard availability.isAvailable else {
                throw PatternError(
                    .engineUnavailable, pattern: request.source, engine: preference,
                    message: availability.refusal ?? "the engine \(preference) is not available")
            }
            do {
                return Compiled(program: Program(try engine.compile(request)))
            } catch {
                throw error.error
            }
        }
        var refusals: [EngineRefusal] = []
        for engine in Engine.registry {
            let availability = engine.availability
            guard availability.isAvailable else {
                let reason = availability.refusal ?? "not available"
                refusals.append(
                    EngineRefusal(engine.engine, pattern: request.source, reason: reason, message: reason))
                continue
            }
            do {
                let program = try engine.compile(request)
                return Compiled(
                    program: Program(program),
                    fallbackReason: engine.fallbackReason(for: request, after: refusals),
                    automatonRefusal: refusals.first { $0.engine == .automaton && !$0.isSyntax }?.reason)
            } catch {
                refusals.append(error)
            }
        }
        throw chainError(request, refusals: refusals)
    }

    /// The error when no engine compiles the pattern: the reference's syntax error (PCRE2's, or V8's
    /// wording from the automaton's parse of a JavaScript pattern), else each engine's reason.
    private static func chainError(_ request: CompileRequest, refusals: [EngineRefusal]) -> PatternError {
        let syntax =
            refusals.first { $0.isSyntax && $0.engine.facts.verdicts == .reference }
            ?? refusals.first(where: \.isSyntax)
        if let syntax { return syntax.error }
        var reasons: [(engines: [Engine], reason: String)] = []
        for refusal in refusals {
            if let index = reasons.firstIndex(where: { $0.reason == refusal.reason }) {
                reasons[index].engines.append(refusal.engine)
            } else {
                reasons.append(([refusal.engine], refusal.reason))
            }
        }
        let listed = reasons.map { "\($0.engines.map(\.rawValue).joined(separator: ", ")): \($0.reason)" }
        let dialect = request.dialect == .pcre2 ? "" : " \(request.dialect.rawValue)"
        return PatternError(
            .engineUnavailable, pattern: request.source, engine: nil,
            message: "no engine runs this\(dialect) pattern: \(listed.joined(separator: "; "))")
    }

    /// Why the JIT does not run `source`: one reason, whether the JIT was forced (an error) or the chain
    /// passed over it (``Pattern/fallbackReason``).
    static func jitRefusal(source: String, jitAvailable: Bool) -> String {
        if !jitAvailable { return Engine.jitUnavailableMessage }
        // Measured on 10.42 (Debian's, the SystemPCRE2 trait) and 10.46 (inside the package) alike.
        let release = "PCRE2 \(Engine.pcre2Release.major).\(Engine.pcre2Release.minor)"
        if SubroutineScan.callsSubpattern(source) {
            return
                "the PCRE2 JIT is not used for patterns that call themselves ((?R), (?1), (?&name)): it cannot stop an endless recursion quickly; the interpreter (pcre2) runs them"
        }
        if let item = StartOfPatternOptions.jitExclusion(in: source) {
            return
                "the PCRE2 JIT is not used for patterns that start with (*\(item)): \(item == "NO_JIT" ? "the pattern turns the JIT off" : "\(release)'s JIT accepts the empty input that it excludes")"
                + "; the interpreter (pcre2) runs them"
        }
        if SubroutineScan.usesBacktrackingVerb(source) {
            return
                "the PCRE2 JIT is not used for patterns with backtracking verbs ((*SKIP), (*PRUNE), (*COMMIT), (*THEN)): in an anchored match \(release)'s JIT answers some of them differently from its interpreter, which follows PCRE2's definition; the interpreter (pcre2) runs them"
        }
        return "the PCRE2 JIT could not compile the pattern"
    }
}
