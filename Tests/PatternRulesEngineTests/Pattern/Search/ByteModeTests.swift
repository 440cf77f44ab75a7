import PatternRulesTestSupport
import Testing

@testable import PatternRulesEngine

/// ``PatternOptions/bytes``: each byte a character, as PCRE2 reads text without `PCRE2_UTF` (and as
/// rebar's pcre2 runner reads a haystack without `unicode`). PCRE2 reads any pattern so; the automaton
/// those that name ASCII only; Foundation and the JavaScript dialects refuse.
@Suite struct ByteModeTests {
    /// The byte ranges of every match of `pattern` in `bytes`.
    static func spans(_ pattern: Pattern, in bytes: [UInt8]) throws -> [Range<Int>] {
        var spans: [Range<Int>] = []
        try bytes.withUnsafeBufferPointer { buffer in
            try pattern.forEachMatch(in: buffer) { range in
                spans.append(range)
                return true
            }
        }
        return spans
    }

    static let eAcute: [UInt8] = [0xC3, 0xA9]

    @Test func dotAndClassesTakeOneByte() throws {
        #expect(try Self.spans(Pattern(".", options: .bytes), in: Self.eAcute) == [0..<1, 1..<2])
        #expect(try Self.spans(Pattern(".", options: []), in: Self.eAcute) == [0..<2])
        #expect(try Self.spans(Pattern("[^a]", options: .bytes), in: Self.eAcute) == [0..<1, 1..<2])
        // A character of the pattern beyond ASCII stands for its UTF-8 bytes.
        #expect(try Self.spans(Pattern("é", options: .bytes), in: [0x61] + Self.eAcute) == [1..<3])
    }

    @Test func anEscapedByteMatchesThatByteAlone() throws {
        let text: [UInt8] = [0xFF, 0xC3, 0xBF]  // a stray 0xFF, then ÿ (U+00FF) in UTF-8
        #expect(try Self.spans(Pattern(#"\xFF"#, options: .bytes), in: text) == [0..<1])
        #expect(try Self.spans(Pattern(#"\xFF"#, options: []), in: text) == [1..<3])
        let exact = try Pattern(#"\xFF"#, options: .bytes)
        #expect(try exact.verdict(forUTF8: [0xFF]) == .valid)
        #expect(try Pattern(#"\xFF"#).verdict(forUTF8: [0xFF]) == .invalid)
    }

    @Test func caseFoldsInASCIIOnly() throws {
        // U+017F LATIN SMALL LETTER LONG S folds to `s` in Unicode; read as bytes it is two other bytes.
        let longS: [UInt8] = [0xC5, 0xBF]
        #expect(try Self.spans(Pattern("s", options: [.bytes, .caseInsensitive]), in: longS + [0x53]) == [2..<3])
        #expect(try Self.spans(Pattern("É", options: [.bytes, .caseInsensitive]), in: Self.eAcute).isEmpty)
    }

    @Test func anEmptyMatchMovesOneByteOn() throws {
        #expect(try Self.spans(Pattern("x*", options: .bytes), in: Self.eAcute) == [0..<0, 1..<1, 2..<2])
        #expect(try Self.spans(Pattern("x*", options: []), in: Self.eAcute) == [0..<0, 2..<2])
    }

    @Test func theAutomatonReadsBytesWhereThePatternNamesASCIIOnly() throws {
        let letters = try Pattern("[a-z]+", options: .bytes)
        #expect(letters.engine == .automaton)
        #expect(try letters.searchEngine() == .automaton)
        #expect(try letters.verdict(forUTF8: Array("ab".utf8)) == .valid)
        #expect(try letters.verdict(forUTF8: [0x61, 0xC3]) == .invalid)
        // Each refusal names its reason, and PCRE2 reads the pattern instead.
        let refused = [
            (".", "a byte beyond ASCII"), ("[^a]", "a byte beyond ASCII"), ("é", "a character beyond ASCII"),
            (#"\W"#, "a byte beyond ASCII"),
        ]
        for (source, reason) in refused {
            let pattern = try Pattern(source, options: .bytes)
            #expect(pattern.engine != .automaton)
            #expect(pattern.automatonRefusal?.contains(reason) == true, "\(source)")
            #expect(try pattern.searcher().automatonRefusal?.contains(reason) == true, "\(source)")
        }
        let ucp = try Pattern(#"\w+"#, options: [.bytes, .unicodeCharacterClasses])
        #expect(ucp.automatonRefusal?.contains("Unicode character classes") == true)
        // A pattern that can match nothing validates on the automaton, and is searched on PCRE2: an empty
        // match moves one byte on, into a character.
        let optional = try Pattern("x*", options: .bytes)
        #expect(optional.engine == .automaton)
        #expect(try optional.searcher().automatonRefusal?.contains("the empty string") == true)
    }

    /// The automaton's matches and whole matches, text read as bytes, against PCRE2's own, on
    /// patterns of ASCII (caseless ones among them, whose UTF-mode variants `ſ` and the Kelvin sign must
    /// not match) and texts mixing ASCII with UTF-8 characters and stray bytes.
    @Test func theAutomatonFindsWhatPCRE2FindsReadingBytes() throws {
        let sources = [
            "[a-z]+", #"\bk\w*"#, "(?i)sk", "(?i)[k-s]+", #"\d{2,3}"#, #"\B[a-z]"#, #"(?m)^\w+$"#, #"[a-z](?=[ 0-9])"#,
            #"(?<=\s)[a-z]"#, "ab|a", #"\b[a-z]\b"#,
        ]
        let pieces: [[UInt8]] = [
            Array("sk".utf8), Array("KS".utf8), [0xC5, 0xBF], [0xE2, 0x84, 0xAA], Self.eAcute, [0xFF], [0x80],
            Array(" ".utf8), Array("\n".utf8), Array("42".utf8), Array("ab".utf8), Array("k9".utf8), [0xC3],
        ]
        var generator = SeededGenerator(state: 51)
        let pcre2Engine: Engine = Engine.isJITAvailable ? .pcre2JIT : .pcre2Interpreter
        var compared = 0
        for source in sources {
            let automaton = try Pattern(source, options: .bytes)
            let pcre2 = try Pattern(source, options: .bytes, engine: pcre2Engine)
            #expect(try automaton.searchEngine() == .automaton, "\(source)")
            for _ in 0..<200 {
                let text = (0..<Int.random(in: 0...8, using: &generator)).flatMap { _ in
                    pieces.randomElement(using: &generator)!
                }
                #expect(try Self.spans(automaton, in: text) == Self.spans(pcre2, in: text), "\(source) on \(text)")
                // Whole matches: PCRE2's incomplete verdicts are partial matches, which the automaton
                // sharpens in either mode (`\B[a-z]` on nothing can never be completed).
                let wholeMatches = try text.withUnsafeBytes { bytes in
                    (try automaton.matches(utf8: bytes), try pcre2.matches(utf8: bytes))
                }
                #expect(wholeMatches.0 == wholeMatches.1, "\(source) on \(text)")
                compared += 1
            }
        }
        #expect(compared == sources.count * 200)
    }

    @Test func theOtherEnginesRefuseAndJavaScriptRejects() throws {
        #expect {
            try Pattern("[a-z]+", options: .bytes, engine: .foundation)
        } throws: { "\($0)".contains("text read as bytes") }
        #expect {
            try Pattern(".", options: .bytes, engine: .automaton)
        } throws: { "\($0)".contains("text read as bytes") }
        // JavaScript has no such mode, and a pattern cannot turn UTF mode back on.
        #expect(throws: PatternError.self) { try Pattern("[a-z]+", dialect: .javascript, options: .bytes) }
        #expect(throws: PatternError.self) { try Pattern("(*UTF)[a-z]+", options: .bytes) }
    }
}
