import Foundation

extension Pattern {
    /// The engine named by `PATTERNRULES_ENGINE`, `nil` when it is unset, empty or `auto`.
    static func _environmentEngine(pattern: String) throws(PatternError) -> Engine? {
        guard let name = ProcessInfo.processInfo.environment[Engine.environmentVariable],
            !name.isEmpty, name != "auto"
        else { return nil }
        guard let engine = Engine(rawValue: name) else {
            let expected = (["auto"] + Engine.allCases.map(\.rawValue)).joined(separator: ", ")
            throw PatternError(
                .unknownEngine, pattern: pattern, engine: nil,
                message: "\(Engine.environmentVariable)=\(name) names no engine (expected one of \(expected))")
        }
        return engine
    }

    /// Compiles for `preference`, or walks the chain PCRE2 JIT → PCRE2 interpreter → Foundation when it
    /// is `nil`. A syntax error that no engine accepts is reported with PCRE2's message, the reference
    /// syntax.
    static func _compile(
        _ source: String, options: Options, limits: MatchLimits, preference: Engine?, jitAvailable: Bool
    ) throws(PatternError) -> Program {
        switch preference {
        case .pcre2JIT:
            guard jitAvailable else {
                throw PatternError(
                    .engineUnavailable, pattern: source, engine: .pcre2JIT,
                    message: "the PCRE2 JIT is not available on this machine")
            }
            let program = try PCRE2Program(source: source, options: options, limits: limits, useJIT: true)
            guard program.engine == .pcre2JIT else {
                let reason =
                    SubroutineScan.callsSubpattern(source)
                    ? "the PCRE2 JIT is not used for patterns that call themselves ((?R), (?1), (?&name)): it cannot stop an endless recursion quickly; use the interpreter (pcre2)"
                    : "the PCRE2 JIT could not compile the pattern"
                throw PatternError(.engineUnavailable, pattern: source, engine: .pcre2JIT, message: reason)
            }
            return .pcre2(program)
        case .pcre2Interpreter:
            return .pcre2(try PCRE2Program(source: source, options: options, limits: limits, useJIT: false))
        case .foundation:
            return .foundation(try FoundationProgram(source: source, options: options))
        case nil:
            do {
                return .pcre2(
                    try PCRE2Program(source: source, options: options, limits: limits, useJIT: jitAvailable))
            } catch let pcre2Error {
                guard let fallback = try? FoundationProgram(source: source, options: options) else {
                    throw pcre2Error
                }
                return .foundation(fallback)
            }
        }
    }
}
