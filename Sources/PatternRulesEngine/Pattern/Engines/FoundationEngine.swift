/// Foundation's `NSRegularExpression`: last in the chain, for the ICU syntax PCRE2 rejects.
package enum FoundationEngine: RegisteredEngine {
    package static let engine = Engine.foundation
    package static let summary = "NSRegularExpression (ICU)"
    package static let facts = EngineFacts(verdicts: .mayDiffer, risk: .time)

    package static func compile(_ request: CompileRequest) throws(EngineRefusal) -> any PatternProgram {
        guard request.dialect == .pcre2 else { throw EngineRefusal(readingAnotherDialect: request, engine: engine) }
        do {
            return try FoundationProgram(source: request.source, options: request.options)
        } catch {
            throw EngineRefusal(compiling: error, engine: engine)
        }
    }

    /// PCRE2's refusal, and what running on ICU instead costs.
    package static func fallbackReason(for request: CompileRequest, after refusals: [EngineRefusal]) -> String? {
        let pcre2 = refusals.last { $0.engine == .pcre2Interpreter }.map(\.error)
        let why = pcre2.map {
            "PCRE2 rejects the pattern (\($0.message)\($0.utf8Offset.map { " at offset \($0)" } ?? ""))"
        }
        return (why.map { $0 + "; " } ?? "")
            + "Foundation (ICU) runs it, with weaker incomplete verdicts and a progress budget instead of PCRE2's limits"
    }

    /// ICU's syntax is searched by no engine here as it is written: search runs on the automaton and
    /// PCRE2, which may read such a pattern otherwise.
    package static func compileSearch(_ request: SearchRequest) throws(EngineRefusal) -> any SearchProgram {
        let message =
            "the pattern is compiled for foundation (ICU), and search runs on PCRE2, which may not read it as ICU does"
        throw EngineRefusal(engine, pattern: request.pattern.source, reason: message, message: message)
    }
}
