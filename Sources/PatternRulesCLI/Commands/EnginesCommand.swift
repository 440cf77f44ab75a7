import PatternRules

/// `patterns engines`: one line per registered engine, in chain order,
/// `NAME<TAB>available|unavailable<TAB>detail`.
struct EnginesCommand {
    let tool: CommandLineTool

    func run(_ arguments: [String]) throws(UsageError) -> Int32 {
        guard let parsed = try tool.parse(arguments, for: .engines) else { return 0 }
        guard parsed.positionals.isEmpty else { throw UsageError("unexpected argument '\(parsed.positionals[0])'") }
        for engine in Engine.allCases {
            let state = engine.availability.isAvailable ? "available" : "unavailable"
            tool.standardOutput.writeLine("\(engine)\t\(state)\t\(TextField.escapingUnsafe(engine.summary))")
        }
        return 0
    }
}
