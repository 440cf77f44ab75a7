#if SystemPCRE2
    import CPCRE2System
#else
    import CPCRE2
#endif

/// A pattern compiled by PCRE2, JIT-compiled when possible. Immutable after `init`, so one instance is
/// shared by every thread; per-call scratch space comes from ``MatchScratch``.
@usableFromInline
package final class PCRE2Program: @unchecked Sendable {
    package let engine: Engine
    let limits: MatchLimits
    private let code: OpaquePointer
    /// ``MatchScratch/threadKey``, read once here rather than through its lazy initialiser per match.
    private let scratchKey = MatchScratch.threadKey

    /// Compiles `source` so that a match must cover the whole subject (see ``WholeStringSource``): `abc`
    /// does not accept `"abc\n"`, unlike `abc$`.
    ///
    /// - Parameter useJIT: try the JIT; when it is unavailable or fails, or the pattern calls itself, the
    ///   program uses the interpreter.
    /// - Throws: ``PatternError`` with PCRE2's message and offset when PCRE2 rejects the syntax.
    init(source: String, options: PatternOptions, limits: MatchLimits, useJIT: Bool) throws(PatternError) {
        var compileOptions = Self.compileOptions(options)
        // PCRE2 10.42 computes the first or required character of some patterns with lookarounds wrongly
        // (`(?=a)b?a` does not match `a`, where partial matching, which skips the check, finds the
        // match), so such patterns go without start-of-match optimisations. Others keep them: the
        // required-character check is what stops `(a+)+b` at once on input without a `b`.
        if Self.mayHaveLookaround(source) { compileOptions |= UInt32(PCRE2_NO_START_OPTIMIZE) }
        // PCRE2 10.42's auto-possessification takes `\S+` to be disjoint from a following `\h` or `\v`,
        // though without UCP U+00A0, U+1680, U+3000, U+0085 and U+2028 are in both: `\S+\h` would
        // reject "a\u{A0}". Patterns that name those classes keep every backtracking point.
        if Self.mayNameHorizontalOrVerticalSpace(source) { compileOptions |= UInt32(PCRE2_NO_AUTO_POSSESS) }
        let requestedEngine: Engine = useJIT ? .pcre2JIT : .pcre2Interpreter
        // The text as written is compiled first: its errors carry offsets the author can use.
        try Self.checkSyntax(source, options: options, engine: requestedEngine)
        let endAssertion = try Self.endAssertion(for: source, options: options, engine: requestedEngine)
        // A plain loop: `lazy.compactMap { … }.first` runs the closure twice for the winner (once to find
        // the start index, once to read it), which compiled the pattern twice and leaked one copy.
        var wrapped: OpaquePointer?
        for candidate in WholeStringSource.candidates(for: source, endAssertion: endAssertion) {
            if case .success(let code) = Self._compile(candidate, options: compileOptions) {
                wrapped = code
                break
            }
        }
        guard let compiled = wrapped else {
            throw PatternError(
                .syntax, pattern: source, engine: requestedEngine,
                message: "the pattern cannot be anchored at the end of the input")
        }
        // Complete matches answer `matches(_:)`; partial-soft matches answer `verdict(for:)` in one call.
        let jitOptions = UInt32(PCRE2_JIT_COMPLETE) | UInt32(PCRE2_JIT_PARTIAL_SOFT)
        // Patterns that call themselves or use backtracking verbs stay on the interpreter (see
        // SubroutineScan for why).
        let jitCompiled =
            useJIT && Self.mayUseJIT(source) && cpcre2_jit_compile(compiled, jitOptions) == 0
            && Self.hasJITCode(compiled)
        self.code = compiled
        self.engine = jitCompiled ? .pcre2JIT : .pcre2Interpreter
        self.limits = limits
    }

    /// Whether `source` may use `\h`, `\v`, `\H`, `\V` or `\R`; a false positive only costs
    /// auto-possessification.
    static func mayNameHorizontalOrVerticalSpace(_ source: String) -> Bool {
        [#"\h"#, #"\v"#, #"\H"#, #"\V"#, #"\R"#].contains { source.contains($0) }
    }

    /// Whether the JIT left code to run: `pcre2_jit_compile` succeeds without any where the pattern
    /// turns the JIT off.
    private static func hasJITCode(_ code: OpaquePointer) -> Bool {
        var size = 0
        return cpcre2_pattern_info(code, UInt32(PCRE2_INFO_JITSIZE), &size) == 0 && size > 0
    }

    /// Whether `source` may hold a lookaround (`(?=`, `(?!`, `(?<=`, `(?<!`, or a `(*…)` spelling of one);
    /// a false positive only costs the start-of-match optimisations.
    static func mayHaveLookaround(_ source: String) -> Bool {
        ["(?=", "(?!", "(?<=", "(?<!", "(*"].contains { source.contains($0) }
    }

    /// Whether the JIT may run `source` here: it is available, and the pattern neither calls itself (the
    /// JIT cannot stop an endless recursion quickly) nor uses verbs or start-of-pattern items the JIT
    /// reads differently. Validation and search keep the same patterns on the interpreter.
    static func mayUseJIT(_ source: String) -> Bool {
        Engine.isJITAvailable && !SubroutineScan.callsSubpattern(source) && !SubroutineScan.usesBacktrackingVerb(source)
            && StartOfPatternOptions.jitExclusion(in: source) == nil
    }

    /// The compile options of a whole-input match: `options` as PCRE2 flags, anchored at the start.
    static func compileOptions(_ options: PatternOptions) -> UInt32 {
        patternOptions(options) | UInt32(PCRE2_ANCHORED)
    }

    /// `options` as PCRE2 flags, in UTF mode unless the text is read as bytes (where `(*UTF)` is refused,
    /// so that the pattern cannot turn the mode back on): what validation and search share.
    static func patternOptions(_ options: PatternOptions) -> UInt32 {
        var compileOptions = UInt32(options.contains(.bytes) ? PCRE2_NEVER_UTF : PCRE2_UTF)
        if options.contains(.caseInsensitive) { compileOptions |= UInt32(PCRE2_CASELESS) }
        if options.contains(.extended) { compileOptions |= UInt32(PCRE2_EXTENDED) }
        if options.contains(.dotMatchesLineSeparators) { compileOptions |= UInt32(PCRE2_DOTALL) }
        if options.contains(.unicodeCharacterClasses) { compileOptions |= UInt32(PCRE2_UCP) }
        if options.contains(.multiline) { compileOptions |= UInt32(PCRE2_MULTILINE) }
        return compileOptions
    }

    /// Throws PCRE2's syntax error for `source` as written, with its offset; PCRE2's syntax is the
    /// reference for every engine but Foundation.
    package static func checkSyntax(_ source: String, options: PatternOptions, engine: Engine) throws(PatternError) {
        switch _compile(source, options: compileOptions(options)) {
        case .failure(let failure):
            throw failure.error(in: source, engine: engine)
        case .success(let unwrapped):
            cpcre2_code_free(unwrapped)
        }
    }

    /// What anchors a match at the end of the input: `\z`, or `(?(R)|\z)` where the pattern calls itself,
    /// which asserts the end outside calls only, so that `(?R)` (which recurses into the wrapped pattern)
    /// keeps its meaning. Where a group is named `R`, `(?(R)` tests that group instead, and no other
    /// spelling tests recursion: such a pattern that also calls itself is refused.
    private static func endAssertion(for source: String, options: PatternOptions, engine: Engine) throws(PatternError)
        -> String
    {
        guard SubroutineScan.callsWholePattern(source) else { return #"\z"# }
        if case .success(let code) = _compile(source, options: compileOptions(options)) {
            defer { cpcre2_code_free(code) }
            if groupNames(code).contains("R") {
                throw PatternError(
                    .syntax, pattern: source, engine: engine,
                    message:
                        "a pattern that calls itself cannot name a group R: PCRE2 then reads (?(R) as a test of that group, and the whole input can no longer be required"
                )
            }
        }
        return #"(?(R)|\z)"#
    }

    /// The names of the compiled pattern's groups, from PCRE2's name table (each entry: the group number
    /// in two bytes, then the name, NUL-terminated).
    private static func groupNames(_ code: OpaquePointer) -> [String] {
        var count: UInt32 = 0
        var entrySize: UInt32 = 0
        var table: UnsafePointer<UInt8>?
        guard cpcre2_pattern_info(code, UInt32(PCRE2_INFO_NAMECOUNT), &count) == 0, count > 0,
            cpcre2_pattern_info(code, UInt32(PCRE2_INFO_NAMEENTRYSIZE), &entrySize) == 0,
            cpcre2_pattern_info(code, UInt32(PCRE2_INFO_NAMETABLE), &table) == 0, let table
        else { return [] }
        return (0..<Int(count)).map { entry in
            let name = table + entry * Int(entrySize) + 2
            return String(cString: name)
        }
    }

    struct CompileFailure: Error {
        let code: Int32
        let offset: Int

        /// PCRE2's syntax error for `source`, with its message and offset.
        func error(in source: String, engine: Engine) -> PatternError {
            PatternError(
                .syntax, pattern: source, engine: engine, message: PCRE2.message(forErrorCode: code),
                code: Int(code), utf8Offset: offset)
        }
    }

    static func _compile(_ text: String, options: UInt32) -> Result<OpaquePointer, CompileFailure> {
        var errorCode: Int32 = 0
        var errorOffset = 0
        let bytes = Array(text.utf8)
        let code = bytes.withUnsafeBufferPointer { buffer in
            cpcre2_compile(buffer.baseAddress, buffer.count, options, &errorCode, &errorOffset, nil)
        }
        guard let code else { return .failure(CompileFailure(code: errorCode, offset: errorOffset)) }
        return .success(code)
    }

    deinit { cpcre2_code_free(code) }

    /// The three-state verdict for valid UTF-8 `subject`, in one partial-soft match: a complete match
    /// wins; otherwise a path that ran into the end of the subject makes it a partial match.
    ///
    /// An empty subject that does not match is incomplete: PCRE2 never reports a partial match without
    /// inspecting a character, and calling it invalid would be unsound for every pattern that matches
    /// something.
    @inline(__always)
    func verdict(_ subject: UnsafeBufferPointer<UInt8>) -> Result<Verdict, MatchError> {
        let status = run(subject, options: UInt32(PCRE2_PARTIAL_SOFT))
        switch status {
        case 0...: return .success(.valid)
        case PCRE2_ERROR_PARTIAL: return .success(.incomplete)
        // PCRE2 reports no partial match for an empty subject; nothing typed yet is never a dead end.
        case PCRE2_ERROR_NOMATCH: return .success(subject.isEmpty ? .incomplete : .invalid)
        default: return .failure(PCRE2.matchError(forStatus: status))
        }
    }

    /// Whether the whole of valid UTF-8 `subject` matches.
    @inline(__always)
    func matches(_ subject: UnsafeBufferPointer<UInt8>) -> Result<Bool, MatchError> {
        let status = run(subject, options: 0)
        switch status {
        case 0...: return .success(true)
        case PCRE2_ERROR_NOMATCH: return .success(false)
        default: return .failure(PCRE2.matchError(forStatus: status))
        }
    }

    /// Runs one match with this thread's scratch space; returns PCRE2's status code.
    @inline(__always)
    private func run(_ subject: UnsafeBufferPointer<UInt8>, options: UInt32) -> Int32 {
        MatchScratch.withCurrent(key: scratchKey) { scratch in
            scratch.apply(limits)
            // PCRE2 10.42 rejects a NULL subject even when its length is 0.
            let base = subject.baseAddress ?? PCRE2.emptySubject
            if engine == .pcre2JIT {
                // pcre2_jit_match skips the UTF check by design; a Swift String's UTF-8 is always valid.
                return cpcre2_jit_match(code, base, subject.count, 0, options, scratch.matchData, scratch.context)
            }
            return cpcre2_match(
                code, base, subject.count, 0, options | UInt32(PCRE2_NO_UTF_CHECK), scratch.matchData,
                scratch.context)
        }
    }
}
