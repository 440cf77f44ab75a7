import PatternRules
import PatternRulesSupport

/// The pattern and test inputs that `patterns coverage` and `patterns tests` work on: the operand (a
/// catalogue id, a built-in rule that is one pattern, or `--regex`), the entry's examples, the lines of
/// `--inputs`, and the arguments after the operand, in that order.
struct PatternTests {
    let operand: (option: String?, value: String)
    let pattern: Pattern
    let inputs: [TestInputs.Input]

    init(_ parsed: ParsedArguments, tool: CommandLineTool, command: String) throws {
        guard let first = parsed.operands.first else {
            throw UsageError("'patterns \(command)' takes an operand: a catalogue id, a built-in rule or --regex")
        }
        if let extra = parsed.operands.dropFirst().first(where: { $0.option != nil }) {
            throw UsageError("'patterns \(command)' takes one operand; '\(extra.option!)' is given twice")
        }
        operand = first
        pattern = try tool.pattern(first, reading: PatternReading(parsed))
        var inputs: [TestInputs.Input] = []
        if first.option == nil, let entry = try? tool.catalogueEntry(first.value) {
            inputs += entry.examples.map { TestInputs.Input(text: $0, expected: nil, place: entry.id) }
        }
        if let path = parsed.value(.coverageInputs) {
            inputs += try TestInputs(path: path, standardInput: tool.standardInput).inputs
        }
        for (index, argument) in parsed.operands.dropFirst().enumerated() {
            inputs.append(TestInputs.Input(text: argument.value, expected: nil, place: "argument \(index + 1)"))
        }
        self.inputs = inputs
    }

    /// Writes one line for each input whose recorded verdict is not the pattern's.
    /// - Returns: Whether there was one.
    func reportDifferences(to sink: OutputSink) throws -> Bool {
        var differs = false
        for input in inputs {
            guard let expected = input.expected else { continue }
            let verdict = try pattern.verdict(for: input.text)
            guard verdict != expected else { continue }
            differs = true
            sink.writeLine(
                "\(input.place): \(JSONText.quoted(input.text)) is \(verdict.rawValue), not \(expected.rawValue) as recorded"
            )
        }
        return differs
    }
}
