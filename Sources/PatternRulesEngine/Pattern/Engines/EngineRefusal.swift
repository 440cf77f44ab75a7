/// Why an engine does not compile a pattern: the chain moves on to the next engine, and a forced
/// engine throws ``error``.
package struct EngineRefusal: Error, Sendable {
    /// The engine that refused.
    package let engine: Engine
    /// The reason alone, as ``Pattern/automatonRefusal`` shows it: `atomic groups`.
    package let reason: String
    /// What a user who forced the engine is told.
    package let error: PatternError

    /// Whether the pattern's own syntax is refused (this engine reads no pattern by that text), rather
    /// than a construct this engine does not run.
    package var isSyntax: Bool { error.reason == .syntax }

    /// A syntax error the engine reports: the reason is its message.
    package init(syntax error: PatternError, engine: Engine) {
        (self.engine, reason, self.error) = (engine, error.message, error)
    }

    /// A pattern whose syntax is fine but that this engine does not run.
    package init(_ engine: Engine, pattern: String, reason: String, message: String) {
        self.engine = engine
        self.reason = reason
        error = PatternError(.engineUnavailable, pattern: pattern, engine: engine, message: message)
    }

    /// The error an engine's compiler threw: a syntax error, or a pattern it does not run.
    package init(compiling error: PatternError, engine: Engine) {
        if error.reason == .syntax {
            self.init(syntax: error, engine: engine)
        } else {
            self.init(engine, pattern: error.pattern, reason: error.message, message: error.message)
        }
    }

    /// A JavaScript pattern asked of an engine that reads another dialect as written.
    package init(readingAnotherDialect request: CompileRequest, engine: Engine) {
        let message = "\(request.dialect.rawValue) patterns run on the automaton only: \(engine) reads another dialect"
        self.init(engine, pattern: request.source, reason: message, message: message)
    }
}
