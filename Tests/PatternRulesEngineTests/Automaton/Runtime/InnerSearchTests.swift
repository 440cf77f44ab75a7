import PatternRulesTestSupport
import Testing

@testable import PatternRulesEngine

/// The reverse inner strategy (``InnerSearch``) answers exactly what PCRE2 answers: random patterns made of
/// a prefix, a literal and a rest, where the prefix may or may not be able to read the literal's scalars
/// (the strategy is used only where it cannot), literals that overlap themselves (`abab`, `xyx`) or end
/// in a scalar beyond ASCII, rests that end a match early, late or never; on random texts dense with
/// occurrences, on every literal-set kernel this processor runs.
@Suite struct InnerSearchTests {
    static let prefixes = ["[a-z]+", "[A-Za-z]+?", "[a-c]*", "(?:x|yy)+", "[a-zé]+", "\\d*", "(?:ab|a)+", "[^ ]+", "b"]
    static let literals = [" the ", "aab", "étét", "xyx", "abab", "!é!"]
    static let rests = ["", "[a-z]+", "[a-z]*?", "(?:b|.*!)", "\\b", "x?", "$", "(?:the|t)"]

    static func randomPattern(using generator: inout SeededGenerator) -> String {
        [prefixes, literals, rests].map { $0.randomElement(using: &generator)! }.joined()
    }

    static func randomText(using generator: inout SeededGenerator) -> [UInt8] {
        let pieces = literals + ["the", "a", "b", "x", "y", "é", "t", " ", "!", "1", "\n", "ab"]
        var text: [UInt8] = []
        for _ in 0..<Int.random(in: 0...30, using: &generator) {
            text += Array(pieces.randomElement(using: &generator)!.utf8)
        }
        if Int.random(in: 0..<8, using: &generator) == 0, !text.isEmpty {
            text.insert(0xFF, at: Int.random(in: 0...text.count, using: &generator))
        }
        return text
    }

    @Test func everyMatchIsPCRE2sOnEveryKernel() throws {
        var generator = SeededGenerator(state: 652)
        var inner = 0
        for _ in 0..<250 {
            let source = Self.randomPattern(using: &generator)
            let (reference, programs) = try PrefilterSearchTests.programs(for: source)
            if programs[0].inner != nil { inner += 1 }
            for _ in 0..<8 {
                let text = Self.randomText(using: &generator)
                guard try PrefilterSearchTests.everyKernelAgrees(source, reference, programs, in: text) else { return }
            }
        }
        // Most of the sample runs the strategy; the rest shows that it is declined where it would be wrong.
        #expect(inner > 40, "\(inner) of 250 patterns searched by the reverse inner strategy")
    }

    /// Used only where the prefix cannot read one of the literal's scalars, and said.
    @Test func theStrategyIsChosenWhereItIsExactAndSaid() throws {
        let chosen = try PrefilterSearchTests.programs(for: "[A-Za-z]+ the [a-z]+").1[0]
        #expect(chosen.inner != nil)
        #expect(chosen.strategy.contains("looks for ' the ' inside every match"))
        for declined in ["[A-Za-z]+ing", "\\w+\\s+Holmes", "a\\b the", "(?i)[a-z]+ the", "the [a-z]+", "[a-z]+ab"] {
            #expect(try PrefilterSearchTests.programs(for: declined).1[0].inner == nil, "\(declined)")
        }
    }

    /// Where a forward scan that found nothing read past the next occurrence, the search gives way to the
    /// plain strategy, and still finds PCRE2's matches: `.*!` reads to the end of the text from each try.
    @Test func aForwardScanThatReadsFarGivesWayToThePlainStrategy() throws {
        let (reference, programs) = try PrefilterSearchTests.programs(for: "[a-z]+ the (?:x|.*!)")
        #expect(programs[0].inner != nil)
        let text = Array((String(repeating: "a the b ", count: 200) + "c the x").utf8)
        #expect(
            try AutomatonSearchTests.spans(of: programs[0], in: text)
                == AutomatonSearchTests.spans(of: reference, in: text))
        #expect(try AutomatonSearchTests.spans(of: programs[0], in: text) == [1_600..<1_607])
    }
}
