import PatternRulesTestSupport
import Testing

@testable import PatternRulesEngine

/// The search's prefilters answer exactly what the automaton and PCRE2 answer: random patterns whose
/// matches begin with a few literals (alternations of words, words read without case, classes of a few
/// characters, optional beginnings) searched in random texts on every literal-set kernel this processor
/// runs, each span the same as PCRE2's global matching.
@Suite struct PrefilterSearchTests {
    static let words = ["sherlock", "Watson", "holmes", "ab", "a", "été", "x", "ing"]

    static func randomPattern(using generator: inout SeededGenerator) -> String {
        func word() -> String { words.randomElement(using: &generator)! }
        switch Int.random(in: 0..<9, using: &generator) {
        // No literal begins every match: the byte-set scan skips to the bytes that leave the start state.
        case 7: return "[A-Z0-9]\\w*\(word())"
        case 8: return "[A-Z](?:\(word())|b)+"

        case 0: return (0..<Int.random(in: 2...5, using: &generator)).map { _ in word() }.joined(separator: "|")
        case 1: return "(?i)\(word())"
        case 2: return "(?i)(?:\(word())|\(word()))\\w*"
        case 3: return "\(word())[0-9a-c]\(word())"
        case 4: return "(?:\(word()))?\(word())"
        case 5: return "[sw]\(word())+?"
        default: return "(?:\(word())|\(word())[xy]*)\(word())?"
        }
    }

    static func randomText(using generator: inout SeededGenerator) -> [UInt8] {
        let pieces = words + ["SHERLOCK", "Sherlock", "WATSON", "ÉTÉ", " ", "\n", "1", "b", "é"]
        var text: [UInt8] = []
        for _ in 0..<Int.random(in: 0...40, using: &generator) {
            text += Array(pieces.randomElement(using: &generator)!.utf8)
        }
        // Now and then a byte that is not UTF-8.
        if Int.random(in: 0..<8, using: &generator) == 0, !text.isEmpty {
            text.insert(0xFF, at: Int.random(in: 0...text.count, using: &generator))
        }
        return text
    }

    /// PCRE2's search program for `source` (the reference), and the automaton's on every kernel this
    /// processor runs, then built lazily (``programLabels`` names each): every row made as the search
    /// reaches it, in a cache that keeps them, and in the smallest cache, which starts again whenever a
    /// row could add a state.
    static func programs(for source: String) throws -> (reference: any SearchProgram, [AutomatonSearchProgram]) {
        let reference = try SearchCompiler.compile(try Pattern(source), automaton: false).get()
        let budget = CompileBudget(steps: CompileBudget.defaultSteps)
        let tree = try RegexNode.parsing(source, options: [], dialect: .pcre2, budget: budget, keepsLaziness: true)
        var programs = try SIMDKernel.supported.map { kernel in
            try AutomatonSearchProgram(tree, javaScript: false, budget: budget, kernel: kernel)
        }
        for (kernel, cacheBytes) in [(SIMDKernel.configured, 1 << 20), (.portable, 1)] {
            programs.append(
                try AutomatonSearchProgram(
                    tree, javaScript: false, budget: CompileBudget(steps: CompileBudget.defaultSteps), kernel: kernel,
                    laziness: .always(cacheBytes: cacheBytes)))
        }
        return (reference, programs)
    }

    /// What each of ``programs(for:)``'s automata is.
    static let programLabels =
        SIMDKernel.supported.map(\.rawValue) + [
            "\(SIMDKernel.configured.rawValue), lazy", "portable, lazy, smallest cache",
        ]

    /// Whether every kernel's program finds the reference's spans in `text`, each disagreement recorded.
    /// PCRE2 before 10.43 (the system's, under the SystemPCRE2 trait) searches UTF-8 only: on a text with a
    /// byte that is not, the kernels are held to the portable one's answer.
    static func everyKernelAgrees(
        _ source: String, _ reference: any SearchProgram, _ programs: [AutomatonSearchProgram], in text: [UInt8]
    ) throws -> Bool {
        let portable = try AutomatonSearchTests.spans(of: programs[0], in: text)
        let expected = (try? AutomatonSearchTests.spans(of: reference, in: text)) ?? portable
        for (label, program) in zip(programLabels, programs) {
            let found = try AutomatonSearchTests.spans(of: program, in: text)
            #expect(
                found == expected,
                "\(source) on \(label) in \(String(decoding: text, as: UTF8.self).debugDescription)")
            if found != expected { return false }
        }
        return true
    }

    @Test func everyKernelFindsWhatPCRE2Finds() throws {
        var generator = SeededGenerator(state: 650)
        var (prefiltered, scanned, variants) = (0, 0, 0)
        for _ in 0..<250 {
            let source = Self.randomPattern(using: &generator)
            let (reference, programs) = try Self.programs(for: source)
            if programs[0].strategy.contains("literal-set searcher") { prefiltered += 1 }
            if programs[0].strategy.contains("variant-pair search") { variants += 1 }
            if programs[0].strategy.contains("byte-set scan") { scanned += 1 }
            for _ in 0..<8 {
                let text = Self.randomText(using: &generator)
                guard try Self.everyKernelAgrees(source, reference, programs, in: text) else { return }
            }
        }
        // The sample exercises the literal-set searcher, not only the automaton.
        #expect(prefiltered > 70, "\(prefiltered) of 250 patterns used the literal-set searcher")
        #expect(scanned > 40, "\(scanned) of 250 patterns used the byte-set scan")
        #expect(variants > 12, "\(variants) of 250 patterns used the variant-pair search")
    }
}
