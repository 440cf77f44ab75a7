/// Compiles a pattern for search, as its dialect reads it. A pattern whose engine was not forced onto
/// PCRE2 or Foundation is searched on the automaton (``AutomatonSearchProgram``) where it finds exactly
/// the matches a backtracking engine finds; the automaton's refusal stays visible
/// (``SearchProgram/automatonRefusal``). Otherwise PCRE2 searches: a PCRE2 pattern as written, a
/// JavaScript one through ``PCRE2Translation`` of its parse (every set spelt out, anchors and word
/// boundaries as the lookarounds that define them), so that PCRE2's backtracking order, which is
/// JavaScript's, finds what V8 finds. A pattern forced onto PCRE2's interpreter is searched by the
/// interpreter. A pattern only ICU reads is refused: no engine here searches it as written. A JavaScript
/// pattern is parsed once (``CompileRequest/javaScriptTree``), whichever engine searches it.
enum SearchCompiler {
    /// `automaton: false` leaves the automaton out (for tests that hold PCRE2's search to the reference
    /// too).
    static func compile(_ pattern: Pattern, automaton: Bool = true) -> Result<any SearchProgram, PatternError> {
        do {
            return .success(try program(pattern, automaton: automaton))
        } catch {
            return .failure(error)
        }
    }

    /// The automaton's search program, with lazy quantifiers read: a PCRE2 pattern parsed here, a
    /// JavaScript one from `request`'s tree, within that request's budget.
    private static func automatonProgram(
        _ pattern: Pattern, request: CompileRequest?
    ) throws(AutomatonRefusal) -> AutomatonSearchProgram {
        guard let request else {
            // `\G` reads as `^` in validation, but in a search it anchors where each search starts.
            if pattern.source.contains(#"\G"#) { throw AutomatonRefusal(#"\G in a search"#) }
            let budget = CompileBudget(steps: CompileBudget.defaultSteps)
            let tree = try RegexNode.parsing(
                pattern.source, options: pattern.options, dialect: .pcre2, budget: budget, keepsLaziness: true)
            // After an empty match, a search of bytes moves one byte on: into a character, where the
            // automaton does not read.
            if pattern.options.contains(.bytes), !tree.alwaysConsumes {
                throw AutomatonRefusal("text read as bytes, and the pattern can match the empty string")
            }
            return try AutomatonSearchProgram(tree, javaScript: false, budget: budget)
        }
        switch request.javaScriptTree {
        case .success(let tree): return try AutomatonSearchProgram(tree, javaScript: true, budget: request.budget)
        case .failure(let refusal): throw AutomatonRefusal(refusal.reason)
        }
    }

    /// The JavaScript dialects' compile request for search (lazy quantifiers kept), `nil` for PCRE2.
    private static func searchRequest(_ pattern: Pattern) -> CompileRequest? {
        guard pattern.dialect != .pcre2 else { return nil }
        return CompileRequest(
            pattern.source, dialect: pattern.dialect, options: pattern.options, limits: pattern.matchLimits,
            steps: CompileBudget.defaultSteps, isForced: false, forSearch: true)
    }

    private static func program(_ pattern: Pattern, automaton: Bool) throws(PatternError) -> any SearchProgram {
        let request = searchRequest(pattern)
        let automatonRefusal: String
        if !automaton {
            automatonRefusal = "left out by the caller"
        } else if pattern.engine == .automaton || (pattern.automatonRefusal != nil && pattern.engine != .foundation) {
            // The chain chose the automaton, or tried it and went on to PCRE2: a search needs none of
            // validation's language operations, so a pattern they refused (a `$` before `\b`) may still be
            // searched. A pattern only ICU compiles is not read by the automaton's PCRE2 parser.
            do {
                return try automatonProgram(pattern, request: request)
            } catch {
                automatonRefusal = error.description
            }
        } else {
            automatonRefusal = pattern.automatonRefusal ?? "the pattern is compiled for \(pattern.engine.rawValue)"
        }
        let program = try pcre2Program(pattern, request: request, automatonRefusal: automatonRefusal)
        return program.capturing ?? program
    }

    /// PCRE2's search program for `pattern`: the pattern as written, or a JavaScript pattern's translation
    /// of `request`'s tree.
    private static func pcre2Program(
        _ pattern: Pattern, request: CompileRequest?, automatonRefusal: String?
    ) throws(PatternError) -> PCRE2SearchProgram {
        let source = pattern.source
        guard let request else {
            if pattern.engine == .foundation {
                throw PatternError(
                    .engineUnavailable, pattern: source, engine: .foundation,
                    message:
                        "the pattern is compiled for foundation (ICU), and search runs on PCRE2, which may not read it as ICU does"
                )
            }
            // `\K` can end a match before the place its search began, where PCRE2's example loop reads
            // where the match started from the match data; this search does not, so it does not guess.
            if source.contains(#"\K"#) {
                throw PatternError(
                    .engineUnavailable, pattern: source, engine: .pcre2Interpreter,
                    message: #"search does not take \K (a match may then end before it starts)"#)
            }
            return try PCRE2SearchProgram(
                source: source, options: pattern.options, limits: pattern.matchLimits,
                useJIT: pattern.engine != .pcre2Interpreter, automatonRefusal: automatonRefusal, reportsGroups: true)
        }
        let tree: RegexNode
        switch request.javaScriptTree {
        case .success(let parsed): tree = parsed
        case .failure(let refusal): throw refusal.error
        }
        // JavaScript rejects an optional iteration that matches nothing and backtracks; PCRE2 takes it.
        // A translation would find PCRE2's match, not V8's: refused rather than approximated.
        if tree.hasNullableOptionalIteration {
            throw PatternError(
                .engineUnavailable, pattern: source, engine: .pcre2Interpreter,
                message:
                    "neither engine searches this \(pattern.dialect.rawValue) pattern as V8 does: it repeats a group that can match the empty string, which V8 and PCRE2 iterate differently (the automaton: \(automatonRefusal ?? "not tried"))"
            )
        }
        let caseless = pattern.options.contains(.caseInsensitive)
        let translated: String
        do {
            translated = try PCRE2Translation.checkedSource(of: tree, caseless: caseless)
        } catch {
            throw PatternError(
                .engineUnavailable, pattern: source, engine: .pcre2Interpreter,
                message:
                    "PCRE2 cannot search with the translation of this \(pattern.dialect.rawValue) pattern: \(error)")
        }
        return try PCRE2SearchProgram(
            source: translated, options: [], limits: pattern.matchLimits, useJIT: pattern.engine != .pcre2Interpreter,
            automatonRefusal: automatonRefusal)
    }
}
