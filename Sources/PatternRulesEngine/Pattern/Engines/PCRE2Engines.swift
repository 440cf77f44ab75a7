/// PCRE2 compiled by its JIT: second in the chain, the reference's answers at machine-code speed.
package enum PCRE2JITEngine: RegisteredEngine {
    package static let engine = Engine.pcre2JIT
    package static var summary: String { "PCRE2 \(Engine.pcre2Version), JIT-compiled; JIT \(Engine.jitStatus)" }
    package static let facts = EngineFacts(verdicts: .reference, risk: .steps)

    package static var availability: EngineAvailability {
        Engine.isJITAvailable ? .available : .unavailable(Engine.jitUnavailableMessage)
    }

    /// Patterns the JIT cannot stop or answers differently are refused before compiling (see
    /// ``Pattern/jitRefusal(source:jitAvailable:)``), so that the interpreter, next in the chain, runs them.
    package static func compile(_ request: CompileRequest) throws(EngineRefusal) -> any PatternProgram {
        guard Engine.isJITAvailable else { throw refusal(request.source, jitAvailable: false) }
        let program = try PCRE2Engines.program(for: request, engine: engine, useJIT: true)
        guard program.engine == engine else { throw refusal(request.source, jitAvailable: true) }
        return program
    }

    /// Why the JIT does not run `source`, as validation and search both refuse it.
    static func refusal(_ source: String, jitAvailable: Bool) -> EngineRefusal {
        let reason = Pattern.jitRefusal(source: source, jitAvailable: jitAvailable)
        return EngineRefusal(engine, pattern: source, reason: reason, message: reason)
    }

    package static func fallbackReason(for request: CompileRequest, after refusals: [EngineRefusal]) -> String? {
        PCRE2Engines.translationNote(for: request, after: refusals)
    }
}

/// PCRE2's interpreter: what runs when the JIT is off or cannot compile a pattern, with the same
/// verdicts.
package enum PCRE2InterpreterEngine: RegisteredEngine {
    package static let engine = Engine.pcre2Interpreter
    package static var summary: String { "PCRE2 \(Engine.pcre2Version), interpreter" }
    package static let facts = EngineFacts(verdicts: .reference, risk: .steps, agreesWith: .pcre2JIT)

    package static func compile(_ request: CompileRequest) throws(EngineRefusal) -> any PatternProgram {
        try PCRE2Engines.program(for: request, engine: engine, useJIT: false)
    }

    /// The JIT's refusal, which the user reads as why the interpreter runs the pattern.
    package static func fallbackReason(for request: CompileRequest, after refusals: [EngineRefusal]) -> String? {
        let jit = refusals.last { $0.engine == .pcre2JIT && !$0.isSyntax }?.reason
        let translation = PCRE2Engines.translationNote(for: request, after: refusals)
        return [translation, jit].compactMap { $0 }.joined(separator: "; ").nilIfEmpty
    }
}

/// What the two PCRE2 engines share: compiling a PCRE2 pattern as written, or a JavaScript one through
/// ``PCRE2Translation`` of the automaton's parse (never as written: PCRE2 reads another dialect).
enum PCRE2Engines {
    static func program(for request: CompileRequest, engine: Engine, useJIT: Bool) throws(EngineRefusal)
        -> PCRE2Program
    {
        let source = request.source
        guard request.dialect != .pcre2 else {
            do {
                return try PCRE2Program(
                    source: source, options: request.options, limits: request.limits, useJIT: useJIT)
            } catch {
                throw EngineRefusal(compiling: error, engine: engine)
            }
        }
        guard !request.isForced else { throw EngineRefusal(readingAnotherDialect: request, engine: engine) }
        let tree: RegexNode
        switch request.javaScriptTree {
        case .success(let parsed): tree = parsed
        case .failure(let refusal): throw refusal
        }
        let caseless = request.options.contains(.caseInsensitive)
        do {
            return try PCRE2Program(
                source: try PCRE2Translation.checkedSource(of: tree, caseless: caseless), options: [],
                limits: request.limits, useJIT: useJIT)
        } catch let translation as AutomatonRefusal {
            throw untranslated(request, engine: engine, reason: translation.description)
        } catch let error as PatternError {
            throw untranslated(request, engine: engine, reason: error.message)
        } catch {
            throw untranslated(request, engine: engine, reason: "\(error)")
        }
    }

    private static func untranslated(_ request: CompileRequest, engine: Engine, reason: String) -> EngineRefusal {
        EngineRefusal(
            engine, pattern: request.source, reason: "PCRE2 cannot run its translation: \(reason)",
            message: "PCRE2 cannot run the translation of this \(request.dialect.rawValue) pattern: \(reason)")
    }

    /// Why a JavaScript pattern runs on PCRE2, and what its verdicts then are.
    static func translationNote(for request: CompileRequest, after refusals: [EngineRefusal]) -> String? {
        guard request.dialect != .pcre2, let automaton = refusals.first(where: { $0.engine == .automaton }) else {
            return nil
        }
        return
            "the automaton does not run this \(request.dialect.rawValue) pattern (\(automaton.reason)): PCRE2 runs it, translated with every set spelt out, so it means what JavaScript means; its incomplete verdicts are PCRE2's partial matches"
    }
}

extension String {
    fileprivate var nilIfEmpty: String? { isEmpty ? nil : self }
}
