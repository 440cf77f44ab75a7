extension Pattern {
    /// Compiles a pattern of a JavaScript dialect: on the automaton, else (unforced) on PCRE2 through
    /// ``PCRE2Translation`` of our own parse, else not at all. The pattern text never reaches PCRE2 or
    /// ICU as written: they read other dialects. `jsonSchema` reads it as JSON Schema's `pattern` does
    /// (matched anywhere, with Annex B's identity escapes).
    static func _compileJavaScript(
        _ source: String, dialect: Dialect, options: Options, limits: MatchLimits, preference: Engine?, steps: Int,
        jsonSchema: Bool = false
    ) throws(PatternError) -> Compiled {
        guard preference == nil || preference == .automaton else {
            throw PatternError(
                .engineUnavailable, pattern: source, engine: preference,
                message:
                    "\(dialect.rawValue) patterns run on the automaton only: \(preference!.rawValue) reads another dialect"
            )
        }
        guard Dialect.javaScriptOptions.isSuperset(of: options) else {
            throw PatternError(
                .syntax, pattern: source, engine: nil,
                message:
                    "the \(dialect.rawValue) dialect takes the flags i, m and s only (case-insensitive, multiline, dot-all)"
            )
        }
        let budget = CompileBudget(steps: steps)
        let parsed: RegexNode
        do {
            var flags = JavaScriptParser.Flags(dialect, options: options)
            flags.searching = jsonSchema
            flags.identityEscapes = jsonSchema
            parsed = try JavaScriptParser.parse(source, flags: flags, budget: budget)
        } catch {
            switch error {
            case .syntax(let message, let offset):
                throw PatternError(
                    .syntax, pattern: source, engine: nil,
                    message: "Invalid regular expression: /\(source)/\(dialect.javaScriptFlags(options)): \(message)",
                    utf8Offset: source.unicodeScalars.prefix(offset).reduce(0) { $0 + UTF8.width($1) })
            case .unsupported(let refusal):
                throw automatonUnavailable(source, dialect: dialect, refusal: refusal)
            }
        }
        do {
            return Compiled(program: Program(AutomatonProgram(dfa: try DFA(minimalFor: parsed, budget: budget))))
        } catch {
            return try translatedForPCRE2(
                source, parsed: parsed, dialect: dialect, options: options, refusal: error, limits: limits,
                preference: preference)
        }
    }

    /// The pattern on PCRE2, through ``PCRE2Translation``, when the automaton refuses a regular pattern
    /// and no engine was forced.
    private static func translatedForPCRE2(
        _ source: String, parsed: RegexNode, dialect: Dialect, options: Options, refusal: AutomatonRefusal,
        limits: MatchLimits, preference: Engine?
    ) throws(PatternError) -> Compiled {
        guard preference == nil else { throw automatonUnavailable(source, dialect: dialect, refusal: refusal) }
        let program: PCRE2Program
        do {
            try PCRE2Translation.checkBackreferences(in: parsed, caseless: options.contains(.caseInsensitive))
            program = try PCRE2Program(
                source: try PCRE2Translation.source(
                    of: parsed, caselessReferences: options.contains(.caseInsensitive)),
                options: [], limits: limits,
                useJIT: Engine.isJITAvailable)
        } catch let translationRefusal as AutomatonRefusal {
            throw automatonUnavailable(
                source, dialect: dialect, refusal: refusal, translation: translationRefusal.description)
        } catch let error as PatternError {
            throw automatonUnavailable(source, dialect: dialect, refusal: refusal, translation: error.message)
        } catch {
            throw automatonUnavailable(source, dialect: dialect, refusal: refusal, translation: "\(error)")
        }
        return Compiled(
            program: Program(program),
            fallbackReason:
                "the automaton does not run this \(dialect.rawValue) pattern (\(refusal)): PCRE2 runs it, translated with every set spelt out, so it means what JavaScript means; its incomplete verdicts are PCRE2's partial matches",
            automatonRefusal: refusal.description)
    }

    private static func automatonUnavailable(
        _ source: String, dialect: Dialect, refusal: AutomatonRefusal, translation: String? = nil
    ) -> PatternError {
        let pcre2 =
            translation.map { "PCRE2 cannot run its translation either: \($0)" }
            ?? "no other engine reads \(dialect.rawValue) patterns exactly"
        return PatternError(
            .engineUnavailable, pattern: source, engine: .automaton,
            message: "the automaton does not run this \(dialect.rawValue) pattern (\(refusal)), and \(pcre2)")
    }
}
