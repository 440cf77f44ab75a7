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
        switch try ExportOptions(parsed).subject {
        case .schema(let path, let reading):
            tool.standardOutput.write(try reading.schema(at: path).exportedAutomata())
        case .ruleSet(let path):
            tool.standardOutput.write(try ContractFiles.ruleSet(at: path).exportedAutomata())
        case .pattern(let operand, let reading):
            let pattern = try tool.pattern(operand, reading: reading)
            let rule =
                operand.option == nil ? (try? tool.catalogue().entry(id: operand.value))?.rule ?? operand.value : nil
            tool.standardOutput.write(try ExportedAutomaton.json(of: pattern, rule: rule))
        }
        return 0
    }
}

/// What `patterns export` was asked to export, read and checked in one place.
struct ExportOptions {
    enum Subject {
        /// `--schema FILE`, with its `--ref` documents and `--formats`.
        case schema(path: String, SchemaReading)
        /// `--rules FILE`.
        case ruleSet(path: String)
        /// One operand: a name, or `--regex` read with `--dialect` and `--flags`.
        case pattern((option: String?, value: String), PatternReading)
    }

    let subject: Subject

    init(_ parsed: ParsedArguments) throws(UsageError) {
        if let path = parsed.value(.exportSchema) {
            guard parsed.operands.isEmpty else {
                throw UsageError("'patterns export --schema' takes the schema alone, not an operand as well")
            }
            subject = .schema(path: path, try SchemaReading(parsed))
        } else if let path = parsed.value(.exportRules) {
            guard parsed.operands.isEmpty else {
                throw UsageError("'patterns export --rules' takes the rule set alone, not an operand as well")
            }
            subject = .ruleSet(path: path)
        } else {
            guard parsed.operands.count == 1 else {
                throw UsageError(
                    "'patterns export' takes one operand (a name or --regex), not \(parsed.operands.count)")
            }
            subject = .pattern(parsed.operands[0], try PatternReading(parsed))
        }
    }
}
