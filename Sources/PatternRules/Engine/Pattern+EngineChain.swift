import Foundation

extension Pattern {
    /// Compiles for `preference`, or walks the chain PCRE2 JIT → PCRE2 interpreter → Foundation when it
    /// is `nil`. A syntax error that no engine accepts is reported with PCRE2's message, the reference
    /// syntax.
    static func _compile(
        _ source: String, options: Options, limits: MatchLimits, preference: Engine?, jitAvailable: Bool
    ) throws(PatternError) -> (Program, fallbackReason: String?) {
        switch preference {
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
            return (.pcre2(program), nil)
        case .pcre2Interpreter:
            return (.pcre2(try PCRE2Program(source: source, options: options, limits: limits, useJIT: false)), nil)
        case .foundation:
            return (.foundation(try FoundationProgram(source: source, options: options)), nil)
        case nil:
            do {
                let program = try PCRE2Program(source: source, options: options, limits: limits, useJIT: jitAvailable)
                let reason =
                    program.engine == .pcre2Interpreter ? jitRefusal(source: source, jitAvailable: jitAvailable) : nil
                return (.pcre2(program), reason)
            } catch let pcre2Error {
                guard let fallback = try? FoundationProgram(source: source, options: options) else {
                    throw pcre2Error
                }
                let reason =
                    "PCRE2 rejects the pattern (\(pcre2Error.message)\(pcre2Error.utf8Offset.map { " at offset \($0)" } ?? "")); Foundation (ICU) runs it, with weaker incomplete verdicts and a progress budget instead of PCRE2's limits"
                return (.foundation(fallback), reason)
            }
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
        return "the PCRE2 JIT could not compile the pattern"
    }
}
