import Foundation
import PatternRules
import PatternRulesSupport

extension DiffCommand {
    /// `patterns diff --rules OLD.json NEW.json`: every field of two rule-set versions compared
    /// (``RuleSetComparison``). Exit 1 when a field rejects values it accepted before, so that the
    /// command can gate a deploy.
    func runRuleSets(_ paths: [String], examples count: Int, json: Bool) throws -> Int32 {
        guard paths.count == 2 else {
            throw UsageError("'--rules' compares two rule sets, OLD.json and NEW.json, not \(paths.count)")
        }
        let sets = try paths.map { path throws(InputError) in try ContractFiles.ruleSet(at: path) }
        let comparison = sets[0].compared(with: sets[1], examples: count)
        if json {
            let fields = comparison.fields.map(Self.json)
            tool.standardOutput.writeLine(
                "{\"fields\": [" + fields.joined(separator: ",\n ")
                    + "],\n \"otherFields\": \"\(comparison.otherFields.rawValue)\", "
                    + "\"rejectsAcceptedData\": \(comparison.rejectsAcceptedData)}")
        } else {
            for field in comparison.fields { write(field) }
            if comparison.otherFields != .equal {
                let why = comparison.otherFields == .stricter ? "no longer allowed" : "now allowed"
                tool.standardOutput.writeLine("(other fields)\t\(comparison.otherFields.rawValue) (\(why))")
            }
        }
        return comparison.rejectsAcceptedData ? 1 : 0
    }

    /// One field (or a schema's string location): its change, the checks compared by configuration,
    /// and the witnesses each way.
    func write(_ field: RuleSetComparison.FieldChange) {
        var summary = field.change.rawValue
        if field.presence != .both { summary = "\(field.presence.rawValue), \(summary)" }
        tool.standardOutput.writeLine("\(TextField.safe(field.name))\t\(summary)")
        for check in field.comparedByConfiguration {
            tool.standardOutput.writeLine("  compared by configuration\t\(TextField.escapingUnsafe(check))")
        }
        for (label, values) in [("only old", field.onlyOld), ("only new", field.onlyNew)] {
            for value in values { tool.standardOutput.writeLine("  \(label)\t\(JSONText.quoted(value))") }
        }
    }

    static func json(_ field: RuleSetComparison.FieldChange) -> String {
        func list(_ values: [String]) -> String { "[" + values.map(JSONText.quoted).joined(separator: ", ") + "]" }
        return "{\"name\": \(JSONText.quoted(field.name)), \"presence\": \"\(field.presence.rawValue)\", "
            + "\"change\": \"\(field.change.rawValue)\", \"exact\": \(field.isExact), "
            + "\"comparedByConfiguration\": \(list(field.comparedByConfiguration)), "
            + "\"onlyOld\": \(list(field.onlyOld)), \"onlyNew\": \(list(field.onlyNew))}"
    }
}
