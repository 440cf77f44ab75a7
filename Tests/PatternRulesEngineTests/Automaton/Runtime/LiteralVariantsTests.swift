import PatternRulesTestSupport
import Testing

@testable import PatternRulesEngine

/// A literal's variants found by two of their places (`cls_variant_pair_find`) on every kernel this
/// processor runs, against a plain search: the case variants of random words (`ſ`, the Kelvin sign and
/// Cyrillic letters among them, so that variants differ in length) in random texts of their pieces. The
/// candidate is never after the earliest occurrence, never before where the search starts, is the
/// same on every kernel, and a run the variants' places admit starts at most `lead` bytes after it.
@Suite struct LiteralVariantsTests {
    /// Each letter's variants, as a caseless pattern's literals spell them.
    static let variants: [[String]] = [
        ["s", "S", "ſ"], ["k", "K", "\u{212A}"], ["h", "H"], ["e", "E"], ["r", "R"], ["ш", "Ш"], ["е", "Е"], ["x"],
        ["-"],
    ]

    static func randomCase(using generator: inout SeededGenerator) -> (literals: [[UInt8]], pieces: [[UInt8]]) {
        let word = (0..<Int.random(in: 2...5, using: &generator)).map { _ in
            variants.randomElement(using: &generator)!
        }
        var literals: [[UInt8]] = [[]]
        for letter in word {
            literals = literals.flatMap { prefix in letter.map { prefix + Array($0.utf8) } }
            if literals.count > 64 { literals = Array(literals.prefix(64)) }
        }
        let letters: [[UInt8]] = word.flatMap { letter in letter.map { Array($0.utf8) } }
        let pieces: [[UInt8]] = letters + [[0x20], [0x0A], [0xD0], [0x95], [0xFF]]
        return (literals, pieces)
    }

    @Test func everyKernelNamesACandidateAtOrBeforeTheEarliestOccurrence() throws {
        var generator = SeededGenerator(state: 68)
        var (tried, found) = (0, 0)
        for round in 0..<3_000 {
            let (literals, pieces) = Self.randomCase(using: &generator)
            let searchers = SIMDKernel.supported.compactMap { LiteralVariants(literals, kernel: $0) }
            guard let portable = searchers.first else { continue }
            #expect(searchers.count == SIMDKernel.supported.count)
            tried += 1
            var text: [UInt8] = []
            for _ in 0..<Int.random(in: 0...60, using: &generator) {
                text += pieces.randomElement(using: &generator)!
            }
            if Bool.random(using: &generator) { text += literals.randomElement(using: &generator)! }
            let from = Int.random(in: 0...text.count, using: &generator)
            let expected = LiteralSetTests.plainSearch(literals, in: text, from: from)
            let answers = searchers.map { searcher in
                text.withUnsafeBufferPointer { buffer -> Int? in
                    guard let base = buffer.baseAddress else { return nil }
                    return searcher.next(in: base, from: from, count: buffer.count)
                }
            }
            let label = "round \(round): \(literals.count) variants of \(literals[0]) in \(text) from \(from)"
            #expect(Set(answers.map { $0 ?? -1 }).count == 1, "the kernels disagree: \(answers), \(label)")
            if let expected {
                found += 1
                let candidate = try #require(answers[0], "no candidate, where one starts at \(expected): \(label)")
                #expect(candidate >= from && candidate <= expected, "\(candidate) for \(expected): \(label)")
                // A run every place of which admits its byte starts within `lead` bytes after the candidate.
                let explained = (candidate...(candidate + portable.lead)).contains { run in
                    run + portable.length <= text.count
                        && (0..<portable.length).allSatisfy { place in
                            let byte = text[run + place]
                            return portable.masks[place * 32 + Int(byte / 8)] & (1 << (byte % 8)) != 0
                        }
                }
                #expect(explained, "no run of the variants at \(candidate): \(label)")
            }
        }
        #expect(tried > 1_500 && found > 700, "\(tried) sets tried, \(found) occurrences")
    }

    @Test func aCaselessLiteralIsFoundByItsRarestPlaces() throws {
        let literals = ["sherl", "SHERL", "Sherl", "ſherl"].map { Array($0.utf8) }
        let variants = try #require(LiteralVariants(literals))
        // `ſ` (2 bytes) aligns the run at the literals' ends: a literal starts up to a byte before one.
        #expect(variants.length == 5 && variants.lead == 1)
        #expect(LiteralVariants(["Sherlock", "Watson", "Holmes"].map { Array($0.utf8) }) == nil)
        // An alternation of two literals is not a literal's variants.
        #expect(LiteralVariants(["Sherlock Holmes", "Mycroft Holmes"].map { Array($0.utf8) }) == nil)
        #expect(LiteralVariants([Array("ab".utf8)]) == nil)
        let text = Array("the ſherlock and SHERLOCK".utf8)
        let found = text.withUnsafeBufferPointer { variants.next(in: $0.baseAddress!, from: 0, count: $0.count) }
        #expect(found == 4)
    }
}
