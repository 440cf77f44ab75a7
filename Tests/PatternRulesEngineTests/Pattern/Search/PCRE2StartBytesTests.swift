import PatternRulesTestSupport
import Testing

@testable import PatternRulesEngine

/// PCRE2's search skips to the bytes a match can begin with where PCRE2 cannot work them out itself (a
/// Unicode property in the lead): every match is still PCRE2's own, found by its global matching with
/// and without the skip, on random patterns (properties, caseless letters whose variants lie outside
/// ASCII, lookbehinds and word boundaries before the first character, optional leads) in random texts
/// of ASCII, digits of other scripts, the Kelvin sign and bytes that are not UTF-8.
@Suite struct PCRE2StartBytesTests {
    static let leads = [
        #"\p{Nd}"#, #"[(+]"#, "k", "(?i)k", "(?i)s", "é", #"\d"#, "[0-5]", #"\p{Lu}"#, "[^a-z ]",
    ]
    static let tails = ["", #"\p{Nd}{1,3}"#, "[a-z]*", "(?:-\\p{Nd}+){0,2}", "x?"]
    static let pieces: [[UInt8]] = [
        Array("a".utf8), Array(" ".utf8), Array("K".utf8), Array("k".utf8), Array("\u{212A}".utf8),
        Array("s".utf8), Array("\u{17F}".utf8), Array("7".utf8), Array("\u{663}".utf8), Array("\u{FF13}".utf8),
        Array("(".utf8), Array("+".utf8), Array("-".utf8), Array("é".utf8), Array("E\u{301}".utf8), [0xFF], [0xE2],
        Array("Z".utf8), Array("x".utf8),
    ]

    static func randomPattern(using generator: inout SeededGenerator) -> String {
        let lead = leads.randomElement(using: &generator)!
        let tail = tails.randomElement(using: &generator)!
        switch Int.random(in: 0..<5, using: &generator) {
        case 0: return "(?<=[a ])\(lead)\(tail)"
        case 1: return "\\b\(lead)\(tail)"
        case 2: return "(?:\(lead)|\(leads.randomElement(using: &generator)!))\(tail)"
        case 3: return "(?:\(lead))?\\p{Nd}\(tail)"
        default: return "\(lead)\(tail)"
        }
    }

    static func matches(_ program: PCRE2SearchProgram, in text: [UInt8]) throws -> [Range<Int>] {
        var found: [Range<Int>] = []
        try text.withUnsafeBufferPointer { bytes in
            try GlobalMatching.forEachMatch(of: program, dialect: .pcre2, readsBytes: false, in: bytes) {
                found.append($0)
                return true
            }
        }
        return found
    }

    /// With the system's PCRE2 10.42 (the SystemPCRE2 trait) nothing is skipped: a text that is not
    /// UTF-8 is an error there, which PCRE2 must see whole.
    @Test(.enabled(if: PCRE2SearchProgram.searchesInvalidUTF8))
    func theSkipFindsEveryMatchPCRE2Finds() throws {
        var generator = SeededGenerator(state: 68)
        var (skipping, matched) = (0, 0)
        for _ in 0..<400 {
            let source = Self.randomPattern(using: &generator)
            let options: PatternOptions = Bool.random(using: &generator) ? [.caseInsensitive] : []
            let skipped = try PCRE2SearchProgram(
                source: source, options: options, limits: .default, automatonRefusal: nil,
                startSkip: PCRE2Engines.startSkip(source, options: options))
            let plain = try PCRE2SearchProgram(
                source: source, options: options, limits: .default, automatonRefusal: nil)
            skipping += skipped.startSkip == nil ? 0 : 1
            for _ in 0..<20 {
                let text = (0..<Int.random(in: 0...24, using: &generator)).flatMap { _ in
                    Self.pieces.randomElement(using: &generator)!
                }
                let expected = try Self.matches(plain, in: text)
                #expect(try Self.matches(skipped, in: text) == expected, "\(source) \(options) in \(text)")
                matched += expected.isEmpty ? 0 : 1
            }
        }
        #expect(skipping > 100, "\(skipping) of 400 patterns skip")
        #expect(matched > 2_000, "\(matched) texts with a match")
    }

    /// The bytes themselves: every first byte of the lead, its case variants in other scripts among them,
    /// and no skip where a match may be empty, begin with prose, or follow a backreference.
    @Test func firstBytesOfTheLead() throws {
        func bytes(_ source: String, _ options: PatternOptions = []) -> [UInt8]? {
            PCRE2SearchProgram.startBytes(of: source, options: options)
        }
        let digits = try #require(bytes(#"\p{Nd}+"#))
        #expect(digits.contains(UInt8(ascii: "0")) && digits.contains(UInt8(ascii: "9")))
        #expect(digits.contains(0xD9) && digits.contains(0xEF))  // U+0663 and U+FF13 begin there
        #expect(!digits.contains(UInt8(ascii: "a")))
        // U+212A KELVIN SIGN, which (?i)k matches; a lead of letters is not skipped to, but its bytes hold it.
        let kelvin = try #require(try RegexParser.parse("(?i)k[0-9]", options: [], budget: CompileBudget()).firstBytes)
        #expect(kelvin == [UInt8(ascii: "K"), UInt8(ascii: "k"), 0xE2])
        #expect(bytes("(?i)k[0-9]") == nil)
        #expect(bytes("(?<=x)[0-9]") == Array(UInt8(ascii: "0")...UInt8(ascii: "9")))
        #expect(bytes("[0-9]?") == nil)
        #expect(bytes("[a-z0-9]+") == nil)
        #expect(bytes(#"(\d)\1"#) == nil)
        #expect(bytes("x|[0-9]") == nil)
    }

    @Test func aPCRE2ThatSearchesUTF8OnlyIsNotSkippedFor() {
        #expect((PCRE2Engines.startSkip(#"\p{Nd}+"#, options: []) != nil) == PCRE2SearchProgram.searchesInvalidUTF8)
    }
}
