import PatternRules
import PatternRulesSupport

/// `patterns coverage OPERAND`: how well a pattern's tests exercise its minimal automaton (states and
/// transitions covered) and whether they kill its mutants, with the inputs that would close the gaps.
struct CoverageCommand {
    let tool: CommandLineTool

    func run(_ arguments: [String]) throws -> Int32 {
        guard let parsed = try tool.parse(arguments, for: .coverage) else { return 0 }
        let options = try CoverageOptions(parsed, tool: tool)
        let pattern = options.tests.pattern
        let inputs = options.tests.inputs.map(\.text)
        var failed = try options.tests.reportDifferences(to: tool.standardError)
        let (coverage, analysis) = try pattern.testQuality(of: inputs)
        let suggested = options.suggest ? coverage.suggestedInputs(closing: analysis) : nil
        let report = CoverageReport(coverage: coverage, analysis: analysis, suggested: suggested)
        tool.standardOutput.writeLine(options.json ? report.json : report.text)
        if let minimum = options.minimumTransitions, coverage.transitions.percentage < minimum {
            tool.standardError.writeLine(
                "transition coverage \(CoverageReport.percent(coverage.transitions.percentage)) is below --min-transitions \(CoverageReport.percent(minimum))"
            )
            failed = true
        }
        if let minimum = options.minimumMutationScore, analysis.score < minimum {
            tool.standardError.writeLine(
                "mutation score \(CoverageReport.percent(analysis.score)) is below --min-mutation \(CoverageReport.percent(minimum))"
            )
            failed = true
        }
        return failed ? 1 : 0
    }
}

/// What `patterns coverage` was asked, read and checked in one place.
struct CoverageOptions {
    let tests: PatternTests
    let json: Bool
    let suggest: Bool
    let minimumTransitions: Double?
    let minimumMutationScore: Double?

    init(_ parsed: ParsedArguments, tool: CommandLineTool) throws {
        tests = try PatternTests(parsed, tool: tool, command: "coverage")
        json = try parsed.wantsJSON()
        suggest = parsed.isSet(.suggest)
        minimumTransitions = try Self.percentage(parsed.value(.minimumTransitions), option: "--min-transitions")
        minimumMutationScore = try Self.percentage(parsed.value(.minimumMutation), option: "--min-mutation")
    }

    private static func percentage(_ text: String?, option: String) throws(UsageError) -> Double? {
        guard let text else { return nil }
        guard let value = Double(text), value >= 0, value <= 100 else {
            throw UsageError("'\(option)' takes a percentage from 0 to 100, not '\(text)'")
        }
        return value
    }
}
