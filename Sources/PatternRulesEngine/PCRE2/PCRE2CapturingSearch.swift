#if SystemPCRE2
    import CPCRE2System
#else
    import CPCRE2
#endif

/// A PCRE2 search program that reports capture groups (``CapturingSearchProgram``): the same compiled
/// pattern and the same search (``PCRE2SearchProgram/search(in:from:anchoredNotEmpty:pairs:read:)``),
/// read for its whole offset vector.
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
        let (pairs, unset) = (self.pairs, cpcre2_unset())
        return try search.search(in: text, from: start, anchoredNotEmpty: false, pairs: pairs) { ovector in
            (0..<pairs).map { pair -> Range<Int>? in
                let (lower, upper) = (ovector[2 * pair], ovector[2 * pair + 1])
                guard lower != unset, upper != unset, lower <= upper else { return nil }
                return Int(lower)..<Int(upper)
            }
        }
    }
}
