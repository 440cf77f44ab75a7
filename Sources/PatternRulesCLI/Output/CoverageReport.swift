import Foundation
import PatternRules
import PatternRulesSupport

/// `patterns coverage` as text for people or as one JSON object; every input and mutant is quoted, so
/// that no text from a pattern or a test can forge a line.
struct CoverageReport {
    let coverage: PatternCoverage
    let analysis: MutationAnalysis
    let suggested: [PatternCoverage.Gap]?

    static func percent(_ value: Double) -> String { String(format: "%.1f%%", value) }

    var text: String {
        var lines = [
            "states\t\(coverage.states) (\(Self.percent(coverage.states.percentage)))",
            "transitions\t\(coverage.transitions) (\(Self.percent(coverage.transitions.percentage)))",
            "mutants\t\(analysis.mutants.count): \(analysis.equivalent) equivalent, \(analysis.killed) killed, "
                + "\(analysis.surviving.count) surviving, \(analysis.undecided) undecided "
                + "(score \(Self.percent(analysis.score)))",
        ]
        if !coverage.uncovered.isEmpty {
            lines.append("uncovered transitions (the shortest input that takes each, and its verdict):")
            lines += coverage.uncovered.map { "  \(JSONText.quoted($0.input))\t\($0.verdict.rawValue)" }
        }
        let surviving = analysis.surviving
        if !surviving.isEmpty {
            lines.append("surviving mutants (the shortest input valid on one side only):")
            for mutant in surviving {
                guard case .surviving(let input, let verdict, let mutantVerdict) = mutant.outcome else { continue }
                lines.append(
                    "  \(JSONText.quoted(mutant.source))\t\(mutant.operator.rawValue)\t\(JSONText.quoted(input)): "
                        + "\(verdict.rawValue), mutant \(mutantVerdict.rawValue)")
            }
        }
        let undecided = analysis.mutants.compactMap { mutant -> String? in
            guard case .undecided(let reason) = mutant.outcome else { return nil }
            return "  \(JSONText.quoted(mutant.source))\t\(mutant.operator.rawValue)\t\(TextField.safe(reason))"
        }
        if !undecided.isEmpty {
            lines.append("undecided mutants (the automaton could not decide them within its budget):")
            lines += undecided
        }
        if let suggested {
            lines.append("suggested inputs (together they close every gap above):")
            lines += suggested.map { "  \(JSONText.quoted($0.input))\t\($0.verdict.rawValue)" }
        }
        return lines.joined(separator: "\n")
    }

    var json: String {
        func count(_ value: PatternCoverage.Count) -> String {
            "{\"covered\": \(value.covered), \"total\": \(value.total)}"
        }
        func gaps(_ list: [PatternCoverage.Gap]) -> String {
            "["
                + list.map { "{\"input\": \(JSONText.quoted($0.input)), \"verdict\": \"\($0.verdict.rawValue)\"}" }
                .joined(separator: ", ") + "]"
        }
        let surviving = analysis.surviving.compactMap { mutant -> String? in
            guard case .surviving(let input, let verdict, let mutantVerdict) = mutant.outcome else { return nil }
            return "{\"mutant\": \(JSONText.quoted(mutant.source)), \"operator\": \"\(mutant.operator.rawValue)\", "
                + "\"input\": \(JSONText.quoted(input)), \"verdict\": \"\(verdict.rawValue)\", "
                + "\"mutantVerdict\": \"\(mutantVerdict.rawValue)\"}"
        }
        var object =
            "{\"states\": \(count(coverage.states)), \"transitions\": \(count(coverage.transitions)), "
            + "\"uncovered\": \(gaps(coverage.uncovered)), \"mutants\": {\"total\": \(analysis.mutants.count), "
            + "\"equivalent\": \(analysis.equivalent), \"killed\": \(analysis.killed), "
            + "\"undecided\": \(analysis.undecided), \"score\": \(String(format: "%.2f", analysis.score)), "
            + "\"surviving\": [\(surviving.joined(separator: ", "))]}"
        if let suggested { object += ", \"suggested\": \(gaps(suggested))" }
        return object + "}"
    }
}
