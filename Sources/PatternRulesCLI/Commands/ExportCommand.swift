import Foundation
import PatternRules

/// `patterns export OPERAND`: the operand's minimal automaton as a JSON document (docs/EXPORT.md) that
/// `Sources/PatternRulesCLI/Resources/web/pattern-automaton.js` walks in a browser or Node;
/// `patterns export --rules FILE`: a rule set's, field by field; `patterns export --schema FILE`: a JSON
/// Schema's string locations', in the same format.
struct ExportCommand {
    let tool: CommandLineTool

    func run(_ arguments: [String]) throws -> Int32 {
        guard let parsed = try tool.parse(arguments, for: .export) else { return 0 }
        if let path = parsed.value(.exportSchema) {
            guard parsed.operands.isEmpty else {
                throw UsageError("'patterns export --schema' takes the schema alone, not an operand as well")
            }
            let schema = try SchemaRecordsCommand.schema(
                at: path, references: SchemaRecordsCommand.references(parsed),
                formats: try SchemaRecordsCommand.formats(parsed) ?? .annotation)
            tool.standardOutput.write(schema.exportedAutomata())
            return 0
        }
        if let path = parsed.value(.exportRules) {
            guard parsed.operands.isEmpty else {
                throw UsageError("'patterns export --rules' takes the rule set alone, not an operand as well")
            }
            let rules: RuleSet
            do {
                rules = try RuleSet(contentsOf: URL(fileURLWithPath: path))
            } catch {
                throw InputError("\(path): \(error)")
            }
            tool.standardOutput.write(rules.exportedAutomata())
            return 0
        }
        guard parsed.operands.count == 1 else {
            throw UsageError("'patterns export' takes one operand (a name or --regex), not \(parsed.operands.count)")
        }
        let operand = parsed.operands[0]
        let pattern = try DiffCommand(tool: tool).pattern(operand, reading: PatternReading(parsed))
        let rule = operand.option == nil ? (try? tool.catalogue().entry(id: operand.value))?.rule ?? operand.value : nil
        tool.standardOutput.write(try ExportedAutomaton.json(of: pattern, rule: rule))
        return 0
    }
}
