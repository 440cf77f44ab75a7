import Foundation
import PatternRulesTestSupport
import Testing

@testable import PatternRules

/// The engine's analyses, line scan and export held to the catalogue's patterns: the engine's own tests
/// (PatternRulesEngineTests) cannot read the catalogue, which is the library's.
@Suite struct CatalogueOnTheEngineTests {
    @Test func theCatalogueIsNeverExponentialAndSaysWhereItIsPolynomial() throws {
        var polynomial: [String] = []
        for entry in try PatternCatalogue.shipped().entries where entry.rule == nil {
            switch BacktrackingRisk(of: entry.pattern, options: entry.options).complexity {
            case .exponential: Issue.record("\(entry.id) is exponential on a backtracking engine")
            case .polynomial(let degree):
                polynomial.append(entry.id)
                #expect(
                    entry.notes.contains("backtracking engine") && entry.notes.contains("O(n^\(degree))"),
                    "\(entry.id) is polynomial of degree \(degree): its notes must say so")
            case .linear, .unknown: break
            }
        }
        #expect(polynomial == ["email.naive-at"], "the rewritten number and calling-code entries are linear")
    }

    /// Every catalogue automaton reads a buffer of lines (CRLF and LF, ASCII and not) as it reads each
    /// line alone: `forEachLine` takes the line scanner's table where it can.
    @Test func everyCatalogueAutomatonScansAsItsLinesAnswer() throws {
        var generator = SeededGenerator(state: 2_027)
        var scanned = 0
        for entry in try PatternCatalogue.shipped().entries where entry.rule == nil && entry.dialect == .pcre2 {
            guard let pattern = try? Pattern(entry.pattern, options: entry.options, engine: .automaton) else {
                continue
            }
            var lines: [String] = []
            for example in entry.matching + entry.nonMatching + entry.incomplete + entry.invalid {
                lines += [example, RandomInputs.input(using: &generator)]
            }
            // A line holds no line feed, and a CR before its line feed is not part of it.
            lines = lines.filter { !$0.unicodeScalars.contains { $0 == "\n" || $0 == "\r" } }
            let text = lines.map { $0 + (Bool.random(using: &generator) ? "\n" : "\r\n") }.joined()
            let bytes = Array(text.utf8)
            var scannedVerdicts: [Verdict] = []
            bytes.withUnsafeBytes { buffer in
                pattern.forEachLine(in: buffer) { _, result in scannedVerdicts.append((try? result.get()) ?? .invalid) }
            }
            let expected = try lines.map { try pattern.verdict(for: $0) }
            #expect(scannedVerdicts == expected, "\(entry.id)")
            scanned += 1
        }
        #expect(scanned > 50, "\(scanned) catalogue automata scanned")
    }

    @Test func theJavaScriptModuleAnswersAsTheLibraryOnTheCatalogue() throws {
        guard let node = NodeAutomata.node() else {
            print("skipped: Node is not installed; the exported automata are not walked in JavaScript")
            return
        }
        var generator = SeededGenerator(state: 2026)
        var cases: [(json: String, inputs: [String])] = []
        var patterns: [Pattern] = []
        for entry in try PatternCatalogue.shipped().entries where entry.rule == nil {
            guard let pattern = try? Pattern(entry.pattern, options: entry.options, engine: .automaton) else {
                continue
            }
            var inputs = (entry.matching + entry.nonMatching + entry.incomplete + entry.invalid).flatMap(
                RandomInputs.prefixes)
            for _ in 0..<40 { inputs.append(RandomInputs.input(using: &generator)) }
            cases.append((try pattern.exportedAutomaton(), inputs))
            patterns.append(pattern)
        }
        #expect(cases.count > 50)
        let answers = try NodeAutomata.runModule(node, cases: cases)
        try #require(answers.count == cases.count)
        var disagreements: [String] = []
        for ((pattern, testCase), results) in zip(zip(patterns, cases), answers) {
            for (input, result) in zip(testCase.inputs, results) {
                let verdict = try pattern.verdict(for: input).rawValue
                let completion = pattern.shortestCompletion(of: input)
                if result.first ?? nil != verdict || (result.count > 1 ? result[1] : nil) != completion {
                    disagreements.append(
                        "\(pattern.source) on \(input.debugDescription): \(result) vs \(verdict) \(completion ?? "nil")"
                    )
                }
            }
        }
        print(
            "export: \(cases.count) catalogue automata, \(cases.map(\.inputs.count).reduce(0, +)) inputs walked in Node"
        )
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10).joined(separator: "\n"))")
    }
}
