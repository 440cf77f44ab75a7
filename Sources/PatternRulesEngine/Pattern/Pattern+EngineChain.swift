import Foundation

extension Pattern {
    struct Compiled {
        let program: Program
        var fallbackReason: String?
        var automatonRefusal: String?
    }

    /// Compiles for `preference`, or walks the chain automaton → PCRE2 JIT → PCRE2 interpreter →
    /// Foundation when it is `nil`. A syntax error that no engine accepts is reported with PCRE2's
    /// message, the reference syntax; the automaton only takes patterns PCRE2 accepts.
    static func _compile(
        _ source: String, options: Options, limits: MatchLimits, preference: Engine?, jitAvailable: Bool,
        steps: Int = CompileBudget.defaultSteps
    ) throws(PatternError) -> Compiled {
        switch preference {
        case .automaton:
            try PCRE2Program.checkSyntax(source, options: options, engine: .automaton)
            do {
                return Compiled(
                    program: Program(
                        try AutomatonProgram(source: source, options: options, budget: CompileBudget(steps: steps))))
            } catch {
                throw PatternError(
                    .engineUnavailable, pattern: source, engine: .automaton,
                    message: "the automaton engine does not run this pattern: \(error)")
            }
        case .pcre2JIT:
            guard jitAvailable else {
                throw PatternError(
                    .engineUnavailable, pattern: source, engine: .pcre2JIT,
                    message: jitRefusal(source: source, jitAvailable: false))
            }
            let program = try PCRE2Program(source: source, options: options, limits: limits, useJIT: true)
            guard program.engine == .pcre2JIT else {
                throw PatternError(
                    .engineUnavailable, pattern: source, engine: .pcre2JIT,
                    message: jitRefusal(source: source, jitAvailable: true))
            }
            return Compiled(program: Program(program))
        case .pcre2Interpreter:
            return Compiled(
                program: Program(try PCRE2Program(source: source, options: options, limits: limits, useJIT: false)))
        case .foundation:
            return Compiled(program: Program(try FoundationProgram(source: source, options: options)))
        case nil:
            guard (try? PCRE2Program.checkSyntax(source, options: options, engine: .automaton)) != nil else {
                return try _compilePCRE2Chain(source, options: options, limits: limits, jitAvailable: jitAvailable)
            }
            do {
                return Compiled(
                    program: Program(
                        try AutomatonProgram(source: source, options: options, budget: CompileBudget(steps: steps))))
            } catch {
                var compiled = try _compilePCRE2Chain(
                    source, options: options, limits: limits, jitAvailable: jitAvailable)
                compiled.automatonRefusal = error.description
                return compiled
            }
        }
    }

    /// The chain after the automaton: PCRE2 JIT → PCRE2 interpreter → Foundation.
    private static func _compilePCRE2Chain(
        _ source: String, options: Options, limits: MatchLimits, jitAvailable: Bool
    ) throws(PatternError) -> Compiled {
        do {
            let program = try PCRE2Program(source: source, options: options, limits: limits, useJIT: jitAvailable)
            let reason =
                program.engine == .pcre2Interpreter ? jitRefusal(source: source, jitAvailable: jitAvailable) : nil
            return Compiled(program: Program(program), fallbackReason: reason)
        } catch let pcre2Error {
            guard let fallback = try? FoundationProgram(source: source, options: options) else {
                throw pcre2Error
            }
            let reason =
                "PCRE2 rejects the pattern (\(pcre2Error.message)\(pcre2Error.utf8Offset.map { " at offset \($0)" } ?? "")); Foundation (ICU) runs it, with weaker incomplete verdicts and a progress budget instead of PCRE2's limits"
            return Compiled(program: Program(fallback), fallbackReason: reason)
        }
    }

    /// Why the JIT does not run `source`: one reason, whether the JIT was forced (an error) or the chain
    /// passed over it (``Pattern/fallbackReason``).
    static func jitRefusal(source: String, jitAvailable: Bool) -> String {
        if !jitAvailable { return Engine.jitUnavailableMessage }
        if SubroutineScan.callsSubpattern(source) {
            return
                "the PCRE2 JIT is not used for patterns that call themselves ((?R), (?1), (?&name)): it cannot stop an endless recursion quickly; the interpreter (pcre2) runs them"
        }
        if let item = StartOfPatternOptions.jitExclusion(in: source) {
            return
                "the PCRE2 JIT is not used for patterns that start with (*\(item)): \(item == "NO_JIT" ? "the pattern turns the JIT off" : "PCRE2 10.42's JIT accepts the empty input that it excludes")"
                + "; the interpreter (pcre2) runs them"
        }
        if SubroutineScan.usesBacktrackingVerb(source) {
            return
                "the PCRE2 JIT is not used for patterns with backtracking verbs ((*SKIP), (*PRUNE), (*COMMIT), (*THEN)): in an anchored match PCRE2 10.42's JIT answers some of them differently from its interpreter, which follows PCRE2's definition; the interpreter (pcre2) runs them"
        }
        return "the PCRE2 JIT could not compile the pattern"
    }
}
