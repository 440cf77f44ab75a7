import PatternRules
import PatternRulesSupport

/// `patterns tests OPERAND`: the operand's test inputs with the verdict the pattern gives each, as a
/// Swift Testing suite or as JSON Lines that `patterns coverage --inputs` reads back.
struct TestsCommand {
    let tool: CommandLineTool

    func run(_ arguments: [String]) throws -> Int32 {
        guard let parsed = try tool.parse(arguments, for: .tests) else { return 0 }
        let options = try TestsOptions(parsed, tool: tool)
        let tests = options.tests
        var inputs = tests.inputs.map(\.text)
        if options.suggest {
            let (coverage, analysis) = try tests.pattern.testQuality(of: inputs)
            inputs += coverage.suggestedInputs(closing: analysis).map(\.input)
        }
        var seen = Set<String>()
        var cases: [(input: String, verdict: Verdict)] = []
        for input in inputs where seen.insert(input).inserted {
            cases.append((input, try tests.pattern.verdict(for: input)))
        }
        switch options.format {
        case .jsonLines:
            for (input, verdict) in cases {
                tool.standardOutput.writeLine(
                    "{\"input\": \(JSONText.quoted(input)), \"verdict\": \"\(verdict.rawValue)\"}")
            }
        case .swift:
            tool.standardOutput.writeLine(
                SwiftTestSuite(pattern: tests.pattern, name: tests.operand.value, cases: cases).source)
        }
        return 0
    }
}

/// What `patterns tests` was asked, read and checked in one place.
struct TestsOptions {
    /// `--format`: a Swift Testing suite (the default) or JSON Lines.
    enum Format {
        case swift
        case jsonLines
    }

    let format: Format
    let tests: PatternTests
    /// `--suggest`: the inputs that close the coverage and mutation gaps are added.
    let suggest: Bool

    init(_ parsed: ParsedArguments, tool: CommandLineTool) throws {
        switch parsed.value(.testsFormat) ?? "swift" {
        case "swift": format = .swift
        case "jsonl": format = .jsonLines
        case let other: throw UsageError("'--format' takes swift or jsonl, not '\(other)'")
        }
        tests = try PatternTests(parsed, tool: tool, command: "tests")
        suggest = parsed.isSet(.suggest)
    }
}
