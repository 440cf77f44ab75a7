import PatternRules
import PatternRulesSupport

/// How a pattern's worst case on backtracking engines (``BacktrackingRisk``) is written: the `patterns
/// risk` JSON object, the line `patterns show` prints, and the name and degree of a complexity.
enum BacktrackingReport {
    /// The `backtracking` object of the JSON output: complexity, degree or reason, the attack, and the
    /// measurements on the real engines when there are any.
    static func json(_ risk: BacktrackingRisk, measurements: [(Engine, [BacktrackingRisk.Measurement])])
        -> String
    {
        let (name, degree) = describe(risk.complexity)
        var members = ["\"complexity\": \"\(name)\""]
        if let degree { members.append("\"degree\": \(degree)") }
        if case .unknown(let reason) = risk.complexity { members.append("\"reason\": \(JSONText.quoted(reason))") }
        if !risk.familiesThatDiffer.isEmpty {
            let families = risk.complexityByFamily.sorted { $0.key < $1.key }.map { family, complexity in
                let (name, degree) = describe(complexity)
                return "\"\(family.rawValue)\": {\"complexity\": \"\(name)\""
                    + (degree.map { ", \"degree\": \($0)" } ?? "") + "}"
            }
            members.append("\"byEngineFamily\": {" + families.joined(separator: ", ") + "}")
        }
        if let attack = risk.attack {
            members.append(
                "\"attack\": {\"prefix\": \(JSONText.quoted(attack.prefix)), \"pump\": \(JSONText.quoted(attack.pump)), \"suffix\": \(JSONText.quoted(attack.suffix))}"
            )
            if !measurements.isEmpty {
                let confirmed = measurements.map { engine, runs in
                    "\(JSONText.quoted(engine.rawValue)): ["
                        + runs.map { "{\"pumps\": \($0.pumps), \"work\": \($0.work.map(String.init) ?? "null")}" }
                        .joined(separator: ", ") + "]"
                }
                members.append("\"confirmed\": {" + confirmed.joined(separator: ", ") + "}")
            }
        }
        return "{" + members.joined(separator: ", ") + "}"
    }

    static func describe(_ complexity: BacktrackingRisk.Complexity) -> (String, Int?) {
        switch complexity {
        case .linear: ("linear", nil)
        case .polynomial(let degree): ("polynomial", degree)
        case .exponential: ("exponential", nil)
        case .unknown: ("unknown", nil)
        }
    }

    /// The entry's worst case on backtracking engines (`patterns risk`): what a user who copies the
    /// pattern into NSRegularExpression, JavaScript, Java or Python gets.
    static func line(for entry: CatalogueEntry) -> String {
        if entry.pattern.isEmpty { return "n/a (the built-in rule \(entry.rule ?? ""), not one pattern)" }
        let risk = BacktrackingRisk(of: entry.pattern, dialect: entry.dialect, options: entry.options)
        let (name, degree) = describe(risk.complexity)
        var line = name + (degree.map { " (degree \($0): O(n^\($0)) steps on a failing input)" } ?? "")
        if case .unknown(let reason) = risk.complexity { line += " (\(reason))" }
        if let attack = risk.attack {
            line +=
                "; attack: \(JSONText.quoted(attack.prefix)) + \(JSONText.quoted(attack.pump)) × n + \(JSONText.quoted(attack.suffix))"
        }
        return line
    }
}
