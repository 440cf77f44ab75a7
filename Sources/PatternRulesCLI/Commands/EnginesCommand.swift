import PatternRules

/// `patterns engines`: one line per engine, `NAME<TAB>available|unavailable<TAB>detail`.
struct EnginesCommand {
    let tool: CommandLineTool

    func run(_ arguments: [String]) throws(UsageError) -> Int32 {
        guard let parsed = try tool.parse(arguments, for: .engines) else { return 0 }
        guard parsed.positionals.isEmpty else { throw UsageError("unexpected argument '\(parsed.positionals[0])'") }
        tool.standardOutput.writeLine("automaton\tavailable\tminimal DFA over Unicode scalars (regular patterns)")
        let jit = Engine.jitStatus
        tool.standardOutput.writeLine(
            "pcre2-jit\t\(jit.isAvailable ? "available" : "unavailable")\tPCRE2 \(Engine.pcre2Version), JIT-compiled; JIT \(jit)"
        )
        tool.standardOutput.writeLine("pcre2\tavailable\tPCRE2 \(Engine.pcre2Version), interpreter")
        tool.standardOutput.writeLine("foundation\tavailable\tNSRegularExpression (ICU)")
        return 0
    }
}
