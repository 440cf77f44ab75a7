extension PCRE2JITEngine {
    /// PCRE2's unanchored search, JIT-compiled; a pattern the JIT does not run (``Pattern/jitRefusal(source:jitAvailable:)``)
    /// is refused before it is compiled, so that the interpreter, next in the registry, compiles it once.
    package static func compileSearch(_ request: SearchRequest) throws(EngineRefusal) -> any SearchProgram {
        let source = request.pattern.source
        guard PCRE2Program.mayUseJIT(source) else { throw refusal(source, jitAvailable: Engine.isJITAvailable) }
        let program = try PCRE2Engines.searchProgram(request, engine: engine, useJIT: true)
        // The JIT may still fail to compile it (out of memory for its code): refused as well.
        guard program.engine == engine else { throw refusal(source, jitAvailable: true) }
        return program.capturing ?? program
    }
}

extension PCRE2InterpreterEngine {
    /// PCRE2's unanchored search on its interpreter.
    package static func compileSearch(_ request: SearchRequest) throws(EngineRefusal) -> any SearchProgram {
        let program = try PCRE2Engines.searchProgram(request, engine: engine, useJIT: false)
        return program.capturing ?? program
    }
}

extension PCRE2Engines {
    /// PCRE2's search program for the request's pattern: the pattern as written, or a JavaScript
    /// pattern's translation of its tree (every set spelt out, anchors and word boundaries as the
    /// lookarounds that define them), so that PCRE2's backtracking order, which is JavaScript's, finds
    /// what V8 finds. Refused where it would not find what the dialect finds.
    static func searchProgram(
        _ request: SearchRequest, engine: Engine, useJIT: Bool
    ) throws(EngineRefusal) -> PCRE2SearchProgram {
        let pattern = request.pattern
        let source = pattern.source
        do {
            guard let javaScript = request.javaScript else {
                // `\K` can end a match before the place its search began, where PCRE2's example loop reads
                // where the match started from the match data; this search does not, so it does not guess.
                if source.contains(#"\K"#) {
                    throw EngineRefusal(
                        engine, pattern: source, reason: #"\K in a search"#,
                        message: #"search does not take \K (a match may then end before it starts)"#)
                }
                return try PCRE2SearchProgram(
                    source: source, options: pattern.options, limits: pattern.matchLimits, useJIT: useJIT,
                    automatonRefusal: request.automatonRefusal, reportsGroups: true,
                    startSkip: startSkip(source, options: pattern.options))
            }
            let tree = try javaScript.javaScriptTree.get()
            // JavaScript rejects an optional iteration that matches nothing and backtracks; PCRE2 takes it.
            // A translation would find PCRE2's match, not V8's: refused rather than approximated.
            if tree.hasNullableOptionalIteration {
                let message =
                    "neither engine searches this \(pattern.dialect.rawValue) pattern as V8 does: it repeats a group that can match the empty string, which V8 and PCRE2 iterate differently (the automaton: \(request.automatonRefusal ?? "not tried"))"
                throw EngineRefusal(engine, pattern: source, reason: message, message: message)
            }
            let translated: String
            do {
                translated = try PCRE2Translation.checkedSource(
                    of: tree, caseless: pattern.options.contains(.caseInsensitive))
            } catch {
                let message =
                    "PCRE2 cannot search with the translation of this \(pattern.dialect.rawValue) pattern: \(error)"
                throw EngineRefusal(engine, pattern: source, reason: message, message: message)
            }
            return try PCRE2SearchProgram(
                source: translated, options: [], limits: pattern.matchLimits, useJIT: useJIT,
                automatonRefusal: request.automatonRefusal)
        } catch let refusal as EngineRefusal {
            throw refusal
        } catch let error as PatternError {
            throw EngineRefusal(compiling: error, engine: engine)
        } catch {
            throw EngineRefusal(engine, pattern: source, reason: "\(error)", message: "\(error)")
        }
    }
}

extension PCRE2Engines {
    /// The skip to the bytes a match of `source` can begin with (``PCRE2SearchProgram/startBytes(of:options:)``),
    /// by the byte-set scan; `nil` where there is none to take, and with a PCRE2 that searches UTF-8 text
    /// only (the system's 10.42): there a text that is not UTF-8 is an error, which PCRE2 must see whole.
    static func startSkip(_ source: String, options: PatternOptions) -> PCRE2SearchProgram.StartSkip? {
        guard PCRE2SearchProgram.searchesInvalidUTF8,
            let bytes = PCRE2SearchProgram.startBytes(of: source, options: options), let set = ByteSet(bytes)
        else {
            return nil
        }
        return PCRE2SearchProgram.StartSkip(description: Prefilter.byteSet(set).description) { base, from, count in
            set.next(in: base, from: from, count: count)
        }
    }
}
