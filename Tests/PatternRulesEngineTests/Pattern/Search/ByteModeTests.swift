import Testing

@testable import PatternRulesEngine

/// ``PatternOptions/bytes``: each byte a character, as PCRE2 reads text without `PCRE2_UTF` (and as
/// rebar's pcre2 runner reads a haystack without `unicode`). PCRE2 alone reads text so; the other
/// engines refuse with the reason.
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

    @Test func onlyPCRE2ReadsTextAsBytesAndTheOthersSayWhy() throws {
        let pattern = try Pattern("[a-z]+", options: .bytes)
        #expect(pattern.engine == (Engine.isJITAvailable ? .pcre2JIT : .pcre2Interpreter))
        #expect(pattern.automatonRefusal?.contains("text read as bytes") == true)
        let searcher = try pattern.searcher()
        #expect(searcher.engine == pattern.engine)
        #expect(searcher.automatonRefusal?.contains("text read as bytes") == true)
        #expect {
            try Pattern("[a-z]+", options: .bytes, engine: .automaton)
        } throws: { "\($0)".contains("text read as bytes") }
        #expect {
            try Pattern("[a-z]+", options: .bytes, engine: .foundation)
        } throws: { "\($0)".contains("text read as bytes") }
        // JavaScript has no such mode, and a pattern cannot turn UTF mode back on.
        #expect(throws: PatternError.self) { try Pattern("[a-z]+", dialect: .javascript, options: .bytes) }
        #expect(throws: PatternError.self) { try Pattern("(*UTF)[a-z]+", options: .bytes) }
    }
}
