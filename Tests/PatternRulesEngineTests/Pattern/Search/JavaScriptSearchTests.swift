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
}
