import PatternRules

/// `automaton-javascript`: the workload's pattern read in the `javascript` dialect on the automaton, on
/// the workloads where that text means the same language as in PCRE2 (proven at preparation with
/// `compared(with:)`): what a JSON Schema or front-end pattern costs beside the same language in PCRE2
/// syntax.
struct JavaScriptDialectAdapter: EngineAdapter {
    let name = "automaton-javascript"

    func runs(_ kind: Workload.Kind) -> Bool { kind == .keystroke || kind == .whole }

    func prepare(_ workload: Workload) throws -> PreparedEngine {
        let script = try Pattern(workload.pattern, dialect: .javascript, engine: .automaton)
        guard try script.compared(with: Pattern(workload.pattern, engine: .automaton)).relation == .equal else {
            throw Skip(reason: "the pattern means another language in JavaScript")
        }
        return PreparedPattern(
            pattern: script, threeState: workload.kind == .keystroke, exactIncomplete: !workload.hasLookarounds)
    }
}
