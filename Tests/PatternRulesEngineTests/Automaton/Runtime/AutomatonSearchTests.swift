import Foundation
import PatternRulesTestSupport
import Testing

@testable import PatternRulesEngine

/// The automaton's search (a leftmost-first forward automaton, then the reversed pattern's backwards):
/// the cases where leftmost-first and leftmost-longest part, laziness, assertions at the edges of the
/// text and of a search's start, bytes that are not UTF-8 (which the JSON fixtures cannot hold) against
/// PCRE2's own search, and what it refuses.
@Suite struct AutomatonSearchTests {
    /// Every match of `pattern` in `text` on the automaton, after checking that the automaton searches.
    func spans(_ pattern: String, _ text: [UInt8], options: Pattern.Options = []) throws -> [Range<Int>] {
        let compiled = try Pattern(pattern, options: options)
        let program = try SearchCompiler.compile(compiled).get()
        #expect(program.engine == .automaton, "\(pattern): \(program.automatonRefusal ?? "")")
        return try Self.spans(of: program, in: text)
    }

    static func spans(of program: any SearchProgram, in text: [UInt8]) throws -> [Range<Int>] {
        var spans: [Range<Int>] = []
        try text.withUnsafeBufferPointer { buffer in
            try GlobalMatching.forEachMatch(of: program, dialect: .pcre2, readsBytes: false, in: buffer) { range in
                spans.append(range)
                return true
            }
        }
        return spans
    }

    @Test func theFirstAlternativeWinsNotTheLongest() throws {
        #expect(try spans("a|ab", Array("ab".utf8)) == [0..<1])
        #expect(try spans("(a|ab)(c|bcd)(d*)", Array("abcd".utf8)) == [0..<4])
        #expect(try spans("ab|a", Array("ab".utf8)) == [0..<2])
        #expect(try spans("Sam|Samwise", Array("Samwise".utf8)) == [0..<3])
    }

    @Test func lazyQuantifiersStopAtTheFirstEnd() throws {
        #expect(try spans("a+?", Array("aaa".utf8)) == [0..<1, 1..<2, 2..<3])
        #expect(try spans("<.*?>", Array("<a><b>".utf8)) == [0..<3, 3..<6])
        #expect(try spans("<.*>", Array("<a><b>".utf8)) == [0..<6])
        #expect(try spans("a{2,3}?", Array("aaaaa".utf8)) == [0..<2, 2..<4])
    }

    @Test func assertionsSeeTheWholeTextAroundTheSearch() throws {
        #expect(try spans(#"\bab"#, Array("ab cab ab".utf8)) == [0..<2, 7..<9])
        #expect(try spans(#"\w+$"#, Array("one two\n".utf8)) == [4..<7])
        #expect(try spans(#"\w+\z"#, Array("one two\n".utf8)) == [])
        #expect(try spans("^a", Array("aa\na".utf8), options: .multiline) == [0..<1, 3..<4])
        #expect(try spans("^", Array("a\n".utf8), options: .multiline) == [0..<0])
        #expect(try spans("$", Array("a\nb\n".utf8), options: .multiline) == [1..<1, 3..<3, 4..<4])
        #expect(try spans(#"(?<=\d)x"#, Array("1x x2x".utf8)) == [1..<2, 5..<6])
        #expect(try spans("é(?!e)", Array("éeé".utf8)) == [3..<5])
        // Under UCP a letter beyond ASCII is a word character, on both sides of \b.
        #expect(try spans(#"\b\w"#, Array("é δx".utf8), options: .unicodeCharacterClasses) == [0..<2, 3..<5])
        let start = try SearchCompiler.compile(try Pattern(#"\bb"#)).get()
        // From 1, the `a` before still counts: no boundary between it and `b`.
        let fromOne = try Array("ab b".utf8).withUnsafeBufferPointer { text in
            try start.firstMatch(in: text, from: 1, anchoredNotEmpty: false)
        }
        #expect(fromOne == 3..<4)
    }

    @Test func anchoredPatternsMatchAtTheStartOnly() throws {
        #expect(try spans("^ab", Array("abab".utf8)) == [0..<2])
        #expect(try spans(#"\Aa*"#, Array("aab".utf8)) == [0..<2])
        #expect(try spans("^x", Array("ax".utf8)) == [])
    }

    @Test func aLiteralFirstByteIsSkippedToAndFound() throws {
        let text = Array(String(repeating: "the quick brown fox ", count: 500).utf8) + Array("Sherlock".utf8)
        #expect(try spans("Sherlock|Shx", text) == [10_000..<10_008])
        #expect(try spans("x", Array("no such byte".utf8)) == [])
        // A literal prefix is sought by its rarest byte, near misses and all.
        let russian = Array("Шерлон Шерло Шерлок Холмс, Шерлок".utf8)
        let found = try spans("Шерлок( Холмс)?", russian)
        #expect(found.map { String(decoding: russian[$0], as: UTF8.self) } == ["Шерлок Холмс", "Шерлок"])
        #expect(try spans("a{3}b", Array("aab aaab aaaab".utf8)) == [4..<8, 10..<14])
        // A literal inside every match: a text without it is passed over, one with it searched.
        #expect(try spans("[A-Za-z]+ing", Array("sing, ring; bin gin ingot".utf8)) == [0..<4, 6..<10])
        #expect(try spans("[a-z]+(?:qu)x", Array("aquqx bqux".utf8)) == [6..<10])
    }

    @Test func bytesThatAreNotUTF8MatchWhatPCRE2sSearchMatches() throws {
        guard PCRE2SearchProgram.searchesInvalidUTF8 else { return }  // before 10.43 PCRE2 refuses such text
        let patterns = [".", #"\w+"#, "[^a]+", "é+", "a|b", #"b\W"#]
        let texts: [[UInt8]] = [
            [0x61, 0xFF, 0x62], [0xC3], [0xC3, 0xA9, 0xA9, 0x62], [0x62, 0xE2, 0x82], [0xFF, 0x0A], [0x80, 0x61, 0x62],
            [0x61, 0x62, 0xF0, 0x9F, 0x98], [0x62, 0xED, 0xA0, 0x80, 0x62],
        ]
        for source in patterns {
            let pattern = try Pattern(source, options: .unicodeCharacterClasses)
            let automaton = try SearchCompiler.compile(pattern).get()
            let pcre2 = try SearchCompiler.compile(pattern, automaton: false).get()
            #expect(automaton.engine == .automaton)
            for text in texts {
                let (found, expected) = (try Self.spans(of: automaton, in: text), try Self.spans(of: pcre2, in: text))
                #expect(found == expected, "\(source) in \(text): \(found), PCRE2 finds \(expected)")
            }
        }
    }

    @Test func emptyMatchesBesideBytesThatAreNotUTF8AreReportedOnceAndEveryOtherMatchIsPCRE2s() throws {
        // pcre2test's /g on b\xC3c: PCRE2 answers the retry after the empty match at 0 in the next valid
        // run (at 2); that empty match is reported once.
        #expect(try spans("x*", [0x62, 0xC3, 0x63]) == [0..<0, 2..<2, 3..<3])
        #expect(try spans(#"\b"#, [0x61, 0xFF, 0x62]) == [0..<0, 2..<2, 3..<3])
        #expect(try spans("$", [0x61, 0xFF]) == [2..<2])
        guard PCRE2SearchProgram.searchesInvalidUTF8 else { return }
        // Beside such a byte PCRE2's JIT and its interpreter disagree about empty matches (docs/SEARCH.md),
        // so only the matches that hold a character are compared; no match may come twice on any engine.
        let patterns = [
            "x*", "a?", "(?:ab)*", #"\b"#, #"\B"#, "$", "(?m)^", "(?m)$", "a*?", "[^b]*", #"\w*"#, "é*", #"\d*\b"#,
        ]
        let pieces: [[UInt8]] = [[0x61], [0x62], [0x20], [0x0A], [0xC3, 0xA9], [0xC3], [0xFF], [0x80], [0xE2, 0x82]]
        var random = SeededGenerator(state: 63)
        var compared = 0
        for source in patterns {
            let pattern = try Pattern(source)
            let automaton = try SearchCompiler.compile(pattern).get()
            let pcre2 = try SearchCompiler.compile(pattern, automaton: false).get()
            #expect(automaton.engine == .automaton, "\(source): \(automaton.automatonRefusal ?? "")")
            for _ in 0..<150 {
                let text = (0..<Int.random(in: 0...6, using: &random)).flatMap { _ in
                    pieces.randomElement(using: &random)!
                }
                let (found, expected) = (try Self.spans(of: automaton, in: text), try Self.spans(of: pcre2, in: text))
                #expect(
                    found.filter { !$0.isEmpty } == expected.filter { !$0.isEmpty },
                    "\(source) in \(text): \(found), PCRE2 finds \(expected)")
                #expect(
                    Set(found).count == found.count, "\(source) in \(text): the automaton repeats a match: \(found)")
                #expect(
                    Set(expected).count == expected.count, "\(source) in \(text): PCRE2 repeats a match: \(expected)")
                compared += 1
            }
        }
        #expect(compared == patterns.count * 150)
        // A search that starts inside a scalar sees that scalar where it ends.
        let boundary = try SearchCompiler.compile(try Pattern(#"\b"#, options: .unicodeCharacterClasses)).get()
        let insideDelta = try Array("δ".utf8).withUnsafeBufferPointer { text in
            try boundary.firstMatch(in: text, from: 1, anchoredNotEmpty: false)
        }
        #expect(insideDelta == 2..<2)
    }

    @Test func aSearchIsLinearWherePCRE2Backtracks() throws {
        // PCRE2 gives up on this (its match limit); the automaton reads each byte a bounded number of times.
        let text = Array(String(repeating: "a", count: 100_000).utf8)
        #expect(try spans("(a|aa)*b", text) == [])
        #expect(try spans("(a|aa)*c?", text) == [0..<100_000, 100_000..<100_000])
    }

    @Test func whatTheAutomatonCannotSearchExactlyGoesToPCRE2WithTheReason() throws {
        let cases = [
            ("(a|)*b", "a repetition whose body can match the empty string"),
            ("a(?=bc)", "lookarounds longer than one character"),
            (#"(a)\1"#, #"\1"#),
            (#"\Ga"#, #"\G"#),
        ]
        for (source, reason) in cases {
            let searcher = try Pattern(source).searcher()
            #expect(searcher.engine != .automaton, "\(source)")
            #expect(
                searcher.automatonRefusal?.contains(reason) == true, "\(source): \(searcher.automatonRefusal ?? "")")
        }
        let lazy = try Pattern("(?U)a+").searcher()
        #expect(lazy.automatonRefusal?.contains("(?U)") == true)
        #expect(try Pattern("(?U)a+").matches(in: "aa").count == 2)
    }
}
