import PatternRulesTestSupport
import Testing

@testable import PatternRulesEngine

/// The automaton against PCRE2 on random patterns from the grammar it supports and random inputs: the
/// same complete matches, and verdicts that are exact where PCRE2's are only sound.
@Suite struct AutomatonDifferentialTests {
    /// A deterministic generator (SplitMix64), so that a failure names a seed that reproduces it.
    typealias Generator = SeededGenerator

    static let atoms = [
        "a", "b", "é", "0", "-", #"\."#, ".", "[ab]", "[^a]", "[a-c0-9]", #"\d"#, #"\w"#, #"\s"#, #"\D"#,
        "[[:alpha:]]", #"\p{L}"#, #"\x{212A}"#, "(?i:k)", "[é-ü]", #"\n"#, #"\Qa.\E"#, #"[\Qa-c\E]"#,
        #"\b"#, #"\B"#, "(?<=a)", "(?<![ab])", "(?<=a|bc)", "[[:<:]]", "[[:>:]]",
    ]
    static let alphabet = RandomInputs.alphabet

    static func pattern(depth: Int, using generator: inout Generator) -> String {
        switch Int.random(in: 0..<(depth > 2 ? 4 : 12), using: &generator) {
        case 0...3: return atoms.randomElement(using: &generator)!
        case 4, 5:
            return (0..<Int.random(in: 2...3, using: &generator)).map { _ in
                pattern(depth: depth + 1, using: &generator)
            }.joined()
        case 6:
            return "(?:\(pattern(depth: depth + 1, using: &generator))|\(pattern(depth: depth + 1, using: &generator)))"
        case 7:
            let quantifier = ["*", "+", "?", "{2}", "{1,3}", "{0,2}", "*?", "{2,}"].randomElement(using: &generator)!
            return "(?:\(pattern(depth: depth + 1, using: &generator)))\(quantifier)"
        case 8: return "(?=\(pattern(depth: depth + 1, using: &generator)))"
        case 9: return "(?!\(pattern(depth: depth + 1, using: &generator)))"
        case 10: return ["^", "$", #"\z"#, #"\A"#, #"\Z"#, "(?m)$"].randomElement(using: &generator)!
        default: return "(\(pattern(depth: depth + 1, using: &generator)))"
        }
    }

    static let asciiAlphabet = alphabet.filter(\.isASCII)

    /// An ASCII input long enough for the matcher's eight-byte blocks (and their two-byte look-ups),
    /// steered to stay matchable: each character is one that keeps the input matchable where there is
    /// one, so that many inputs match and a wrong transition shows.
    static func longASCIIInput(for automaton: Pattern, using generator: inout Generator) throws -> String {
        var input = ""
        let length = Int.random(in: 8...40, using: &generator)
        while input.utf8.count < length {
            let candidates = asciiAlphabet.shuffled(using: &generator).map { input + String($0) }
            if Int.random(in: 0..<64, using: &generator) == 0 {
                input = candidates[0]
            } else if let next = try candidates.first(where: { try automaton.verdict(for: $0) != .invalid }) {
                input = next
            } else if let completion = automaton.shortestCompletion(of: input), !completion.isEmpty,
                completion.allSatisfy(\.isASCII)
            {
                input += completion
            } else {
                break
            }
        }
        if Bool.random(using: &generator), let completion = automaton.shortestCompletion(of: input),
            completion.allSatisfy(\.isASCII)
        {
            input += completion
        }
        return input
    }

    /// Checks the automaton against PCRE2 on one input; returns the automaton's verdict, or `nil` when
    /// PCRE2's backtracking limits stopped the reference (nested repeats on long inputs).
    @discardableResult
    static func compare(_ source: String, _ automaton: Pattern, _ reference: Pattern, on input: String) throws
        -> Verdict?
    {
        guard let matches = try? reference.matches(input), let referenceVerdict = try? reference.verdict(for: input)
        else { return nil }
        let verdict = try automaton.verdict(for: input)
        #expect((verdict == .valid) == matches, "\(source) on \(input.debugDescription): \(verdict)")
        // PCRE2's invalid is sound, so the exact verdict must agree with it.
        if referenceVerdict == .invalid {
            #expect(verdict == .invalid, "\(source) on \(input.debugDescription): PCRE2 says invalid")
        }
        if verdict == .incomplete {
            let completion = try #require(automaton.shortestCompletion(of: input))
            #expect(
                try reference.matches(input + completion),
                "\(source): \(input.debugDescription) + \(completion.debugDescription) does not match")
        }
        return verdict
    }

    @Test func randomPatternsAgreeWithPCRE2AndAreExact() throws {
        var generator = Generator(state: 20_261_130)
        var compared = 0
        var patternsRun = 0
        for _ in 0..<1_500 {
            var source = Self.pattern(depth: 0, using: &generator)
            if Bool.random(using: &generator) { source = "(?i)" + source }
            guard let automaton = try? Pattern(source, engine: .automaton),
                let reference = try? Pattern(source, engine: .pcre2Interpreter)
            else { continue }
            patternsRun += 1
            for _ in 0..<12 {
                if try Self.compare(source, automaton, reference, on: RandomInputs.input(using: &generator)) != nil {
                    compared += 1
                }
            }
        }
        // The generator must exercise the engine, not skip everything.
        #expect(patternsRun > 1_000, "only \(patternsRun) patterns ran on the automaton")
        #expect(compared > 12_000)
    }

    /// Repeated random patterns on long ASCII inputs: many of them match, so a wrong transition in the
    /// block path (eight bytes at a time, two per look-up) changes a verdict.
    @Test func repeatedPatternsAgreeOnLongInputs() throws {
        var generator = Generator(state: 20_261_201)
        var valid = 0
        var compared = 0
        for _ in 0..<600 {
            var source = "(?:\(Self.pattern(depth: 1, using: &generator)))+"
            if Bool.random(using: &generator) { source = "(?i)" + source }
            guard let automaton = try? Pattern(source, engine: .automaton),
                let reference = try? Pattern(source, engine: .pcre2Interpreter)
            else { continue }
            for _ in 0..<10 {
                let input = try Self.longASCIIInput(for: automaton, using: &generator)
                guard let verdict = try Self.compare(source, automaton, reference, on: input) else { continue }
                if verdict == .valid { valid += 1 }
                compared += 1
            }
        }
        #expect(compared > 3_000)
        #expect(valid > 1_000, "only \(valid) long inputs matched: the block path is barely exercised")
    }
}
