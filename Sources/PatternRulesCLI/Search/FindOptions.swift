import PatternRules

/// What `patterns find` was asked, read and checked in one place.
struct FindOptions {
    enum Report {
        /// `[FILE:]LINE:COLUMN:MATCH` per match, like `grep -o -n` with a column.
        case text
        /// ripgrep's JSON Lines messages (`rg --json`).
        case json
        /// Matching lines per input, like `rg --count`.
        case countLines
        /// Matches per input, like `rg --count-matches`.
        case countMatches
    }

    /// The patterns: names and `--regex` values, in the order given.
    let operands: [(option: String?, value: String)]
    let reading: PatternReading
    let report: Report
    /// The files, `nil` for standard input (also `-`).
    let inputs: [String?]
    let maximumLineLength: Int

    init(_ parsed: ParsedArguments) throws(UsageError) {
        operands = parsed.operands.filter { $0.option == nil || $0.option == CommandSpec.Option.findRegex.name }
        guard !operands.isEmpty else {
            throw UsageError("'patterns find' needs a pattern: --regex P, a catalogue id or a built-in rule")
        }
        reading = try PatternReading(parsed)
        let reports: [(CommandSpec.Option, Report)] = [
            (.findJSON, .json), (.findCount, .countLines), (.countMatches, .countMatches),
        ]
        let chosen = reports.filter { parsed.isSet($0.0) }
        guard chosen.count <= 1 else {
            throw UsageError("\(chosen.map { "'\($0.0.name)'" }.joined(separator: " and ")) cannot be given together")
        }
        report = chosen.first?.1 ?? .text
        let files = parsed.operands.filter { $0.option == CommandSpec.Option.findInput.name }.map(\.value)
        inputs = files.isEmpty ? [nil] : files.map { $0 == "-" ? nil : $0 }
        maximumLineLength = try parsed.maximumLineLength()
    }

    /// Whether each result names its input: more than one was given.
    var namesInputs: Bool { inputs.count > 1 }
}
