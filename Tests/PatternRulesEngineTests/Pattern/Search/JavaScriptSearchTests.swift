import Testing

@testable import PatternRulesEngine

/// The JavaScript dialects' search where it once parted from V8's `matchAll` (Node 20, the answers
/// below): a greedy loop over a lazy body that can match nothing iterates, and a `v`-flag class of
/// strings is tried longest first. The random cases of `v8-matchall-loops.jsonl` hold the same.
@Suite struct JavaScriptSearchTests {
    func matches(_ source: String, dialect: Pattern.Dialect, in text: String) throws -> [String] {
        let pattern = try Pattern(source, dialect: dialect)
        #expect(try pattern.searcher().engine == .automaton, "\(source)")
        return try pattern.matches(in: text).map { String(text[$0]) }
    }

    @Test func aGreedyLoopOverALazyBodyThatCanMatchNothingIterates() throws {
        // [...'AAB aab'.matchAll(/(?:[A-Z]*?)*/gu)]: AAB, then the empty matches.
        #expect(try matches("(?:[A-Z]*?)*", dialect: .javascript, in: "AAB aab") == ["AAB", "", "", "", "", ""])
        #expect(try matches("(?:a*?)*", dialect: .javascript, in: "AAB aab") == ["", "", "", "", "aa", "", ""])
        #expect(try matches("(?:[^ ]*?)+", dialect: .javascript, in: "AAB aab") == ["AAB", "", "aab", ""])
        #expect(try matches("(?:(?:|a)*?)*", dialect: .javascript, in: "AAB aab") == ["", "", "", "", "aa", "", ""])
    }

    @Test func aClassOfStringsIsTriedLongestFirst() throws {
        // [...'aab'.matchAll(/[\q{a|ab}]/gv)]: a, ab.
        #expect(try matches(#"[\q{a|ab}]"#, dialect: .html, in: "aab") == ["a", "ab"])
        #expect(try matches(#"[\q{}a]"#, dialect: .html, in: "ab") == ["a", "", ""])
        #expect(try matches(#"\p{RGI_Emoji}"#, dialect: .html, in: "👍🏽 x 👨‍👩‍👧") == ["👍🏽", "👨‍👩‍👧"])
    }

    /// V8 rejects an optional iteration of a bounded repetition that read nothing and backtracks into the
    /// body's next alternative; the automaton searches such patterns as V8 does. PCRE2 takes that
    /// iteration, so for a PCRE2 pattern the automaton still gives way to PCRE2.
    @Test func anOptionalIterationThatReadsNothingIsRejectedInBoundedLoops() throws {
        // [...'bc'.matchAll(/(?:a|b?){0,2}c/gu)] and the others: Node 20.
        #expect(try matches("(?:a|b?){0,2}c", dialect: .javascript, in: "bc") == ["bc"])
        #expect(try matches(#"(?:\b|a)?x"#, dialect: .javascript, in: "ax x") == ["ax", "x"])
        #expect(try matches("(?:a|b?){2}", dialect: .javascript, in: "ba") == ["ba", ""])
        #expect(try matches(#"(?:.*?|\s+?)??x"#, dialect: .javascript, in: "  x") == ["  x"])
        #expect(try matches("(?:|a)??a", dialect: .javascript, in: "aa") == ["a", "a"])
        #expect(try matches("(?:a*|b){1,3}?$", dialect: .javascript, in: "aab") == ["aab", ""])
        #expect(try Pattern("(?:a|b?){0,2}c").searcher().engine != .automaton)
    }

    /// A body whose matches are too many kinds to write out (``RegexNode/pathLimit``) stays refused, with
    /// the reason; a smaller one of the same shape is searched.
    @Test func aBodyTooVariedToWriteOutStaysRefused() throws {
        #expect(try matches("(?:(?:|a|)(?:|a|))?x", dialect: .javascript, in: "aax") == ["aax"])
        let varied = String(repeating: "(?:|a|)", count: 12)
        let pattern = try Pattern("(?:\(varied))?x", dialect: .javascript)
        #expect {
            try pattern.searcher()
        } throws: { error in
            "\(error)".contains("repeats a group that can match the empty string")
        }
    }
}
