/// Compiles a pattern for search, as its dialect reads it. PCRE2 searches: a PCRE2 pattern as written,
/// a JavaScript one through ``PCRE2Translation`` of its parse (every set spelt out, anchors and word
/// boundaries as the lookarounds that define them), so that PCRE2's backtracking order, which is
/// JavaScript's, finds what V8 finds. A pattern forced onto PCRE2's interpreter is searched by the
/// interpreter. A pattern only ICU reads is refused: no engine here searches it as written.
enum SearchCompiler {
    static func compile(_ pattern: Pattern) -> Result<any SearchProgram, PatternError> {
        do {
            return .success(try program(pattern))
        } catch {
            return .failure(error)
        }
    }

    private static func program(_ pattern: Pattern) throws(PatternError) -> any SearchProgram {
        let source = pattern.source
        guard pattern.dialect != .pcre2 else {
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
                useJIT: pattern.engine != .pcre2Interpreter)
        }
        let request = CompileRequest(
            source, dialect: pattern.dialect, options: pattern.options, limits: pattern.matchLimits,
            steps: CompileBudget.defaultSteps, isForced: false, forSearch: true)
        let tree: RegexNode
        switch request.javaScriptTree {
        case .success(let parsed): tree = parsed
        case .failure(let refusal): throw refusal.error
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
            source: translated, options: [], limits: pattern.matchLimits, useJIT: pattern.engine != .pcre2Interpreter)
    }
}
