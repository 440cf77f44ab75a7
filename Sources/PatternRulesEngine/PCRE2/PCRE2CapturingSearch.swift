#if SystemPCRE2
    import CPCRE2System
#else
    import CPCRE2
#endif

/// A PCRE2 search program that reports capture groups (``CapturingSearchProgram``): the same compiled
/// pattern, read for its whole offset vector. Patterns with up to 15 groups use the thread's scratch
/// match data; a larger one gets match data of its own size for each search, so no group is cut off.
package final class PCRE2CapturingSearch: CapturingSearchProgram, @unchecked Sendable {
    private let search: PCRE2SearchProgram
    /// Offset pairs a match fills: the whole match and each group.
    private let pairs: Int

    init(_ search: PCRE2SearchProgram) {
        self.search = search
        pairs = search.groupCount + 1
    }

    package var engine: Engine { search.engine }
    package var automatonRefusal: String? { search.automatonRefusal }

    package func firstMatch(in text: UnsafeBufferPointer<UInt8>, from start: Int, anchoredNotEmpty: Bool)
        throws(MatchError) -> Range<Int>?
    {
        try search.firstMatch(in: text, from: start, anchoredNotEmpty: anchoredNotEmpty)
    }

    package func firstCaptures(in text: UnsafeBufferPointer<UInt8>, from start: Int) throws(MatchError)
        -> [Range<Int>?]?
    {
        let pairs = self.pairs
        let result: Result<[Range<Int>?]?, MatchError> = MatchScratch.withCurrent(key: search.scratchKey) { scratch in
            scratch.apply(search.limits)
            let ownsMatchData = pairs > Int(MatchScratch.capturePairs)
            let own = ownsMatchData ? cpcre2_match_data_create(UInt32(pairs)) : nil
            defer { own.map(cpcre2_match_data_free) }
            if ownsMatchData, own == nil {
                return .failure(.engineFailure(code: -1, message: "no memory for \(pairs) capture pairs"))
            }
            let matchData = own ?? scratch.matchData
            let base = text.baseAddress ?? PCRE2.emptySubject
            let status =
                search.engine == .pcre2JIT && PCRE2SearchProgram.searchesInvalidUTF8
                ? cpcre2_jit_match(search.code, base, text.count, start, 0, matchData, scratch.context)
                : cpcre2_match(search.code, base, text.count, start, 0, matchData, scratch.context)
            switch status {
            case PCRE2_ERROR_NOMATCH: return .success(nil)
            case ..<0: return .failure(PCRE2.matchError(forStatus: status))
            default:
                let ovector = cpcre2_get_ovector_pointer(matchData)!
                let unset = cpcre2_unset()
                let groups = (0..<pairs).map { pair -> Range<Int>? in
                    let (lower, upper) = (ovector[2 * pair], ovector[2 * pair + 1])
                    guard lower != unset, upper != unset, lower <= upper else { return nil }
                    return Int(lower)..<Int(upper)
                }
                guard groups[0] != nil else {
                    return .failure(.engineFailure(code: -1, message: "\\K set the start of a match after its end"))
                }
                return .success(groups)
            }
        }
        return try result.get()
    }
}
