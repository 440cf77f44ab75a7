#if SystemPCRE2
    import CPCRE2System
#else
    import CPCRE2
#endif

/// A PCRE2 pattern matched at the start of a subject (not the whole of it), reporting where the match
/// ends and what its groups captured: what phone parsing needs to strip or rewrite a national prefix.
/// Internal: the public API answers whole-string verdicts only.
package final class PrefixPattern: @unchecked Sendable {
    /// Where a match ended and what each group captured, as UTF-8 byte ranges of the subject.
    package struct Match {
        package let end: Int
        /// Index 0 is group 1; `nil` for a group that did not take part.
        package let groups: [Range<Int>?]
    }

    private let code: OpaquePointer
    private let usesJIT: Bool
    /// The pattern's capture groups: ``Match/groups`` always has this many entries.
    let groupCount: Int
    private let scratchKey = MatchScratch.threadKey

    package init(_ source: String) throws(PatternError) {
        var errorCode: Int32 = 0
        var errorOffset = 0
        let bytes = Array(source.utf8)
        let options = UInt32(PCRE2_UTF) | UInt32(PCRE2_ANCHORED)
        guard let code = cpcre2_compile(bytes, bytes.count, options, &errorCode, &errorOffset, nil) else {
            throw PatternError(
                .syntax, pattern: source, engine: .pcre2Interpreter,
                message: PCRE2.message(forErrorCode: errorCode), code: Int(errorCode), utf8Offset: errorOffset)
        }
        var groups: UInt32 = 0
        _ = cpcre2_pattern_info(code, UInt32(PCRE2_INFO_CAPTURECOUNT), &groups)
        guard groups < MatchScratch.capturePairs else {
            cpcre2_code_free(code)
            throw PatternError(
                .syntax, pattern: source, engine: .pcre2Interpreter,
                message: "more than \(MatchScratch.capturePairs - 1) capture groups")
        }
        self.code = code
        groupCount = Int(groups)
        usesJIT = Engine.isJITAvailable && cpcre2_jit_compile(code, UInt32(PCRE2_JIT_COMPLETE)) == 0
    }

    deinit { cpcre2_code_free(code) }

    /// The match at the start of `subject` (valid UTF-8), `nil` when there is none or a limit stopped it.
    package func match(_ subject: UnsafeBufferPointer<UInt8>) -> Match? {
        MatchScratch.withCurrent(key: scratchKey) { scratch in
            scratch.apply(.default)
            let base = subject.baseAddress ?? PCRE2.emptySubject
            let status =
                usesJIT
                ? cpcre2_jit_match(code, base, subject.count, 0, 0, scratch.matchData, scratch.context)
                : cpcre2_match(
                    code, base, subject.count, 0, UInt32(PCRE2_NO_UTF_CHECK), scratch.matchData, scratch.context)
            guard status > 0, let ovector = cpcre2_get_ovector_pointer(scratch.matchData) else { return nil }
            let unset = cpcre2_unset()
            // PCRE2 returns one more than the highest group that took part; later groups are unset.
            var groups: [Range<Int>?] = []
            groups.reserveCapacity(groupCount)
            for pair in 1..<(groupCount + 1) {
                let start = pair < Int(status) ? ovector[2 * pair] : unset
                groups.append(start == unset ? nil : Int(start)..<Int(ovector[2 * pair + 1]))
            }
            return Match(end: Int(ovector[1]), groups: groups)
        }
    }
}
