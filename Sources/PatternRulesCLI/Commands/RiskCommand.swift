import Foundation
import PatternRules
import PatternRulesSupport

/// `patterns risk OPERAND`: the pattern's worst case on each backtracking engine, with an attack input
/// measured on the real engines (``BacktrackingRisk``).
struct RiskCommand {
    let tool: CommandLineTool
    /// How long the measurements on the real engines may take in all.
    static let measuringTime: Duration = .seconds(10)

    func run(_ arguments: [String]) throws -> Int32 {
        guard let parsed = try tool.parse(arguments, for: .risk) else { return 0 }
        let options = try RiskOptions(parsed)
        let json = options.json
        let pattern = try tool.pattern(options.operand, reading: options.reading)
        let risk = BacktrackingRisk(of: pattern.source, dialect: pattern.dialect, options: pattern.options)
        let automatonReads =
            (try? Pattern(pattern.source, dialect: pattern.dialect, options: pattern.options, engine: .automaton))
            != nil
        var measurements: [(Engine, [BacktrackingRisk.Measurement])] = []
        let deadline = ContinuousClock.now + Self.measuringTime
        // The real engines read PCRE2 and ICU syntax: a JavaScript pattern is analysed, not measured on them.
        if risk.attack != nil, options.measures, pattern.dialect == .pcre2 {
            for engine in Engine.available where engine.facts.risk != .linear {
                measurements.append((engine, risk.measure(on: engine, pumps: risk.pumpCounts, deadline: deadline)))
            }
        }
        let (name, degree) = BacktrackingReport.describe(risk.complexity)
        if json {
            tool.standardOutput.writeLine(
                "{\"automaton\": \(automatonReads ? "\"linear\"" : "null"), \"backtracking\": "
                    + BacktrackingReport.json(risk, measurements: measurements) + "}")
        } else {
            tool.standardOutput.writeLine("automaton\t\(automatonReads ? "linear" : "does not run this pattern")")
            var line = "backtracking\t\(name)\(degree.map { " (degree \($0))" } ?? "")"
            if case .unknown(let reason) = risk.complexity { line += ": \(reason)" }
            tool.standardOutput.writeLine(line)
            for family in risk.familiesThatDiffer {
                let complexity = risk.complexityByFamily[family]!
                let (name, degree) = BacktrackingReport.describe(complexity)
                var line = "backtracking on \(family.rawValue)\t\(name)\(degree.map { " (degree \($0))" } ?? "")"
                if case .unknown(let reason) = complexity { line += ": \(reason)" }
                tool.standardOutput.writeLine(line)
            }
            if let attack = risk.attack {
                tool.standardOutput.writeLine(
                    "attack\tprefix \(JSONText.quoted(attack.prefix)), pump \(JSONText.quoted(attack.pump)), suffix \(JSONText.quoted(attack.suffix))"
                )
                for (engine, runs) in measurements {
                    let unit = engine.facts.risk == .time ? "ns" : "steps"
                    let figures = runs.map { "\($0.pumps): \($0.work.map(String.init) ?? "gave up")" }.joined(
                        separator: ", ")
                    let verdict = risk.confirms(runs) ? "confirmed" : "not confirmed"
                    tool.standardOutput.writeLine("\(engine)\t\(verdict) (pumps: \(unit)) \(figures)")
                }
            }
        }
        return risk.complexity == .linear ? 0 : 1
    }
}

/// What `patterns risk` was asked, read and checked in one place.
struct RiskOptions {
    /// The pattern: a name, or `--regex` read with ``reading``.
    let operand: (option: String?, value: String)
    let reading: PatternReading
    /// `--output json`.
    let json: Bool
    /// Whether the attack is measured on the real engines (not `--no-measure`).
    let measures: Bool

    init(_ parsed: ParsedArguments) throws(UsageError) {
        guard parsed.operands.count == 1 else {
            throw UsageError("'patterns risk' takes one operand (a name or --regex), not \(parsed.operands.count)")
        }
        operand = parsed.operands[0]
        reading = try PatternReading(parsed)
        json = try parsed.wantsJSON()
        measures = !parsed.isSet(.noMeasure)
    }
}
