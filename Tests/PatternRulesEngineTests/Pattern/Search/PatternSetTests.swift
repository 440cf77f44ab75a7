import PatternRulesTestSupport
import Testing

@testable import PatternRulesEngine

/// ``PatternSet``: which of several patterns match somewhere in a text, from one pass, checked against
/// each pattern's own search on PCRE2; what the pass cannot decide it leaves undecided, with a reason.
@Suite struct PatternSetTests {
    /// The reference search of `source`: PCRE2's for a PCRE2 pattern, the automaton's for a JavaScript one.
    static func referenceSearcher(_ source: String, dialect: PatternDialect, options: PatternOptions) throws
        -> Pattern.Searcher
    {
        let engine: Engine = dialect == .pcre2 ? .pcre2Interpreter : .automaton
        return try Pattern(source, dialect: dialect, options: options, engine: engine).searcher()
    }

    @Test func theDocumentedExample() throws {
        let set = PatternSet([try Pattern(#"\d{4}"#), try Pattern("@"), try Pattern("(?i)secret")])
        #expect(set.refusals == [nil, nil, nil])
        #expect(try set.indicesMatching(in: "call 0161 or mail a@b") == [0, 1])
        #expect(try set.indicesMatching(in: "a SeCrEt") == [2])
        #expect(try set.indicesMatching(in: "").isEmpty)
    }

    /// Patterns of every kind the pass reads, against random texts of ASCII, other scalars and the
    /// patterns' own pieces: the pass's answer is PCRE2's (or, for a JavaScript pattern, the automaton's
    /// search, which the search differential holds to V8) for every pattern and text.
    @Test func agreesWithEachPatternsOwnSearch() throws {
        let sources: [(String, PatternDialect, PatternOptions)] = [
            (#"\d{4}"#, .pcre2, []), ("@", .pcre2, []), ("secret", .pcre2, .caseInsensitive),
            ("a|ab", .pcre2, []), ("x*", .pcre2, []), ("[^a]b", .pcre2, []), ("é+", .pcre2, []),
            ("(?:ab|cd){2,3}", .pcre2, []), (#"\p{Lu}\d"#, .pcre2, []), ("a.c", .pcre2, []),
            ("a.c", .pcre2, .dotMatchesLineSeparators), ("(?:k|s)+", .pcre2, .caseInsensitive),
            (#"[\p{L}--[a-z]]"#, .html, []), (#"\u{1F600}|b{2}"#, .javascript, []),
        ]
        let patterns = try sources.map { try Pattern($0.0, dialect: $0.1, options: $0.2) }
        let set = PatternSet(patterns)
        #expect(set.refusals.allSatisfy { $0 == nil }, "\(set.refusals)")
        let references = try sources.map { try Self.referenceSearcher($0.0, dialect: $0.1, options: $0.2) }
        let pieces = ["a", "b", "c", "d", "k", "s", "x", "1", "2", "@", "é", "É", "ſ", "\u{212A}", "S", "\n", " ", "😀"]
        var random = SeededGenerator(state: 7)
        var compared = 0
        for _ in 0..<1500 {
            let text = (0..<Int.random(in: 0..<12, using: &random)).map { _ in pieces.randomElement(using: &random)! }
                .joined()
            let bytes = Array(text.utf8)
            let scan = bytes.withUnsafeBufferPointer { set.scan($0) }
            for (index, source) in sources.enumerated() {
                let expected = try bytes.withUnsafeBufferPointer {
                    try references[index].firstMatch(in: $0, from: 0) != nil
                }
                #expect(scan.matches(index) == expected, "\(source.0) in \(text.debugDescription)")
                compared += 1
            }
        }
        #expect(compared == 1500 * sources.count)
    }

    @Test func patternsThatReadAroundAMatchAreRefusedWithTheReasonAndStillAnswered() throws {
        let sources = [#"^a"#, #"a$"#, #"\bfoo"#, "a(?=b)", "(?<=x)a", #"(a)\1"#]
        let set = PatternSet(try sources.map { try Pattern($0) } + [try Pattern("z")])
        // The backreference is refused by the automaton's parser, with its own reason.
        #expect(set.refusals[5] != nil)
        for index in sources.indices.dropLast() {
            #expect(
                set.refusals[index]?.contains("reads the text around a match") == true,
                "\(sources[index]) \(set.refusals)")
        }
        #expect(set.refusals.last == .some(nil))
        let scan = Array("ab foo".utf8).withUnsafeBufferPointer { set.scan($0) }
        #expect(sources.indices.allSatisfy { scan.matches($0) == nil })
        #expect(scan.matches(sources.count) == false)
        // The search of each refused pattern answers for it.
        #expect(try set.indicesMatching(in: "ab foo") == [0, 2, 3])
        #expect(try set.indicesMatching(in: "xaa z") == [4, 5, 6])
    }

    @Test func bytesAndICUPatternsAreRefused() throws {
        let set = PatternSet([
            try Pattern("a", options: .bytes), try Pattern(#"\N{LATIN SMALL LETTER A}"#, engine: .foundation),
        ])
        #expect(set.refusals[0] == "it reads the text as bytes")
        #expect(set.refusals[1] == "ICU reads it")
    }

    @Test func aTextThatIsNotUTF8LeavesEveryPatternUndecided() throws {
        let set = PatternSet([try Pattern("a"), try Pattern("b")])
        let scan = [0x62, 0xFF, 0x61].withUnsafeBufferPointer { set.scan($0) }
        #expect(scan.matches(0) == nil && scan.matches(1) == nil)
    }

    /// Patterns whose product is far past any whole automaton's size are all read in the pass, which
    /// makes the states a text reaches; with a cache of two states, which starts again on almost every
    /// byte, the answers are the same.
    @Test func aProductTooLargeToBuildWholeIsReadAsTheTextReachesIt() throws {
        let sources = ["cat", #"a[ab]{14}"#, #"b[ab]{14}"#, #"[ab]{3}a[ab]{9}"#, "dog"]
        let patterns = try sources.map { try Pattern($0) }
        let references = try sources.map { try Pattern($0).searcher() }
        var random = SeededGenerator(state: 11)
        for cacheBytes in [MatchSetTable.standardCacheBytes, 0] {
            let set = PatternSet(patterns, cacheBytes: cacheBytes)
            #expect(set.refusals.allSatisfy { $0 == nil }, "\(set.refusals)")
            for _ in 0..<300 {
                let text = (0..<Int.random(in: 0..<40, using: &random)).map { _ in
                    ["a", "b", "a", "b", "c", "d", "o", "g", "t", " "].randomElement(using: &random)!
                }.joined()
                let bytes = Array(text.utf8)
                let scan = bytes.withUnsafeBufferPointer { set.scan($0) }
                for index in sources.indices {
                    let expected = try bytes.withUnsafeBufferPointer {
                        try references[index].firstMatch(in: $0, from: 0) != nil
                    }
                    #expect(scan.matches(index) == expected, "\(sources[index]) in \(text) (cache \(cacheBytes))")
                }
            }
        }
    }

    @Test func aSetReadsAtMost64PatternsInItsPass() throws {
        let set = PatternSet(try (0..<70).map { try Pattern("w\($0)x") })
        #expect(set.refusals.prefix(64).allSatisfy { $0 == nil }, "\(set.refusals)")
        #expect(set.refusals.suffix(6).allSatisfy { $0?.contains("at most 64") == true })
        #expect(try set.indicesMatching(in: "w3x w66x") == [3, 66])
    }
}
