#if SystemPCRE2
    import CPCRE2System
#else
    import CPCRE2
#endif

/// A pattern compiled by PCRE2 for search: unanchored, as written (no whole-string wrapping), with
/// `PCRE2_MATCH_INVALID_UTF` so that a subject that is not UTF-8 is searched too (invalid bytes match
/// nothing and no match contains one) where the linked release does that right. JIT-compiled where the validation program would be; the interpreter
/// otherwise, and for a pattern forced onto the interpreter. Immutable after `init`, shared by every thread; scratch space comes from ``MatchScratch``.
package final class PCRE2SearchProgram: SearchProgram, @unchecked Sendable {
    package let engine: Engine
    package let automatonRefusal: String?
    /// Whether the compiled pattern's groups are the pattern's as written (a PCRE2 pattern), so that
    /// they can be reported.
    let reportsGroups: Bool
    let limits: MatchLimits
    let code: OpaquePointer
    let scratchKey = MatchScratch.threadKey
    /// The skip to the next byte a match can begin with, taken before PCRE2 starts
    /// (``startBytes(of:options:)``); `nil` where PCRE2 tries every position itself.
    let startSkip: StartSkip?

    /// Where the next byte a match can begin with is, given by the layer that composes the search (the
    /// byte-set scan is the automaton's runtime, which this program does not see).
    package struct StartSkip: Sendable {
        /// The offset of the next such byte in `base[from..<count]`, `nil` when there is none.
        let next: @Sendable (_ base: UnsafePointer<UInt8>, _ from: Int, _ count: Int) -> Int?
        /// What it scans with, for ``strategy``.
        let description: String

        package init(
            description: String,
            next: @escaping @Sendable (_ base: UnsafePointer<UInt8>, _ from: Int, _ count: Int) -> Int?
        ) {
            (self.description, self.next) = (description, next)
        }
    }

    /// Compiles `source` (PCRE2 syntax) with `options`.
    ///
    /// - Throws: ``PatternError`` with PCRE2's message and offset when PCRE2 rejects it.
    /// - Parameter useJIT: compile for the JIT where it runs here; `false` keeps the interpreter (a pattern
    ///   whose validation was forced onto it).
    /// - Parameter automatonRefusal: why the automaton does not search the pattern.
    /// - Parameter reportsGroups: whether `source`'s groups are the user's (not a translation's).
    package init(
        source: String, options: PatternOptions, limits: MatchLimits, useJIT: Bool = true,
        automatonRefusal: String?, reportsGroups: Bool = false, startSkip: StartSkip? = nil
    ) throws(PatternError) {
        var compileOptions = PCRE2Program.patternOptions(options)
        // The option turns UTF mode on, which text read as bytes is not in.
        if Self.searchesInvalidUTF8, !options.contains(.bytes) { compileOptions |= UInt32(PCRE2_MATCH_INVALID_UTF) }
        let compiled: OpaquePointer
        switch PCRE2Program._compile(source, options: compileOptions) {
        case .success(let code): compiled = code
        case .failure(let failure): throw failure.error(in: source, engine: .pcre2Interpreter)
        }
        let jitCompiled =
            useJIT && PCRE2Program.mayUseJIT(source) && cpcre2_jit_compile(compiled, UInt32(PCRE2_JIT_COMPLETE)) == 0
        code = compiled
        engine = jitCompiled ? .pcre2JIT : .pcre2Interpreter
        self.limits = limits
        self.automatonRefusal = automatonRefusal
        self.reportsGroups = reportsGroups
        self.startSkip = startSkip
    }

    deinit { cpcre2_code_free(code) }

    package var strategy: String {
        guard let startSkip else { return "\(engine.rawValue)'s own search, from each position in turn" }
        return "skips to the bytes a match can begin with by \(startSkip.description), "
            + "then \(engine.rawValue)'s own search from there"
    }

    /// The bytes a match of `source` (PCRE2 syntax, read as UTF-8) can begin with, where skipping to
    /// them saves PCRE2 its attempts: PCRE2 skips to a match's possible first bytes itself, except where
    /// it cannot work them out (a Unicode property, `\p{Nd}`, gives up its start-of-match analysis), and
    /// then tries every position, a match attempt per byte of prose. Read by the automaton's parser, which
    /// refuses what it does not model (verbs, `\K`, callouts, backreferences in the lead): then, and
    /// where a match may be empty or begin with a letter or a space (most of a text), nothing is skipped.
    ///
    /// Exact: no match begins on a byte outside the set, and the search from the next byte in it is
    /// PCRE2's own, looking behind that place as it would.
    static func startBytes(of source: String, options: PatternOptions) -> [UInt8]? {
        guard !options.contains(.bytes),
            let node = try? RegexParser.parse(
                source, options: options, budget: CompileBudget(task: "reading the pattern's first bytes")),
            let bytes = node.firstBytes
        else { return nil }
        let prose = [UInt8(ascii: " ")] + (UInt8(ascii: "a")...UInt8(ascii: "z"))
        return prose.contains(where: bytes.contains) ? nil : bytes
    }

    /// The program with its groups reported (``CapturingSearchProgram``) where they are the pattern's
    /// own: `nil` for a JavaScript pattern's translation.
    package var capturing: PCRE2CapturingSearch? { reportsGroups ? PCRE2CapturingSearch(self) : nil }

    /// Whether the linked PCRE2 searches text that is not UTF-8 (`PCRE2_MATCH_INVALID_UTF`) correctly: from
    /// 10.43 on, as inside the package. 10.42 (the system's, with the SystemPCRE2 trait) misses non-ASCII
    /// characters that `\W` should match under that option, so on it the option is left out and a text
    /// that is not UTF-8 is an error (PCRE2 checks the text it searches) rather than a wrong answer.
    static let searchesInvalidUTF8 = Engine.pcre2Release >= (10, 43)

    package func firstMatch(
        in text: UnsafeBufferPointer<UInt8>, from start: Int, anchoredNotEmpty: Bool
    ) throws(MatchError) -> Range<Int>? {
        try search(in: text, from: start, anchoredNotEmpty: anchoredNotEmpty, pairs: 1) { ovector in
            Int(ovector[0])..<Int(ovector[1])
        }
    }

    /// Runs one search from `start` and, when it matched, hands `read` the offset vector with `pairs`
    /// pairs filled (the whole match, then the groups). The thread's scratch match data holds
    /// ``MatchScratch/capturePairs``; a search that reads more gets match data of its own size, so that
    /// no group is cut off.
    ///
    /// - Throws: ``MatchError`` when PCRE2 fails or a limit stops it, or when `\K` in a lookahead set the
    ///   match's start after its end: PCRE2's own global matching reports that as an error, and so does
    ///   this search.
    func search<Found>(
        in text: UnsafeBufferPointer<UInt8>, from start: Int, anchoredNotEmpty: Bool, pairs: Int,
        read: (UnsafeMutablePointer<Int>) -> Found
    ) throws(MatchError) -> Found? {
        let result: Result<Found?, MatchError> = MatchScratch.withCurrent(key: scratchKey) { scratch in
            scratch.apply(limits)
            let ownsMatchData = pairs > Int(MatchScratch.capturePairs)
            let own = ownsMatchData ? cpcre2_match_data_create(UInt32(pairs)) : nil
            defer { own.map(cpcre2_match_data_free) }
            if ownsMatchData, own == nil {
                return .failure(.engineFailure(code: -1, message: "no memory for \(pairs) capture pairs"))
            }
            let matchData = own ?? scratch.matchData
            let base = text.baseAddress ?? PCRE2.emptySubject
            var start = start
            if !anchoredNotEmpty, let startSkip {
                // No match is empty, and none begins before the next byte a match can begin with.
                guard let next = startSkip.next(base, start, text.count) else { return .success(nil) }
                start = next
            }
            let status: Int32
            if anchoredNotEmpty {
                // The JIT does not take PCRE2_ANCHORED at match time: pcre2_match runs the interpreter.
                let options = UInt32(PCRE2_ANCHORED) | UInt32(PCRE2_NOTEMPTY_ATSTART)
                status = cpcre2_match(code, base, text.count, start, options, matchData, scratch.context)
            } else if engine == .pcre2JIT, Self.searchesInvalidUTF8 {
                status = cpcre2_jit_match(code, base, text.count, start, 0, matchData, scratch.context)
            } else {
                status = cpcre2_match(code, base, text.count, start, 0, matchData, scratch.context)
            }
            switch status {
            case PCRE2_ERROR_NOMATCH: return .success(nil)
            case ..<0: return .failure(PCRE2.matchError(forStatus: status))
            default:
                let ovector = cpcre2_get_ovector_pointer(matchData)!
                guard ovector[0] <= ovector[1] else {
                    return .failure(
                        .engineFailure(
                            code: -1, message: "\\K set the start of a match after its end (at byte \(ovector[0]))"))
                }
                return .success(read(ovector))
            }
        }
        return try result.get()
    }
}

extension PCRE2SearchProgram {
    /// The pattern's capture groups (`PCRE2_INFO_CAPTURECOUNT`).
    var groupCount: Int {
        var count: UInt32 = 0
        _ = cpcre2_pattern_info(code, UInt32(PCRE2_INFO_CAPTURECOUNT), &count)
        return Int(count)
    }
}
