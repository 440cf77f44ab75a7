import PatternRules

/// `patterns export OPERAND`: the operand's minimal automaton as a JSON document (docs/EXPORT.md) that
/// `web/pattern-automaton.js` walks in a browser or Node.
struct ExportCommand {
    let tool: CommandLineTool

    func run(_ arguments: [String]) throws -> Int32 {
        guard let parsed = try tool.parse(arguments, for: .export) else { return 0 }
        guard parsed.operands.count == 1 else {
            throw UsageError("'patterns export' takes one operand (a name or --regex), not \(parsed.operands.count)")
        }
        let operand = parsed.operands[0]
        let pattern = try DiffCommand(tool: tool).pattern(operand)
        tool.standardOutput.write(try pattern.exportedAutomaton())
        if operand.option == nil, operand.value == "email" || operand.value.hasPrefix("email:") {
            tool.standardError.writeLine(
                "warning: the export holds the email rule's pattern; the rule also limits an address to 254 octets (64 in the local part), which a front-end must check itself (docs/EXPORT.md)"
            )
        }
        return 0
    }
}
