import PatternRules

/// What `patterns find` was asked, read and checked in one place.
struct FindOptions {
    enum Report: Equatable {
        /// `[FILE:]LINE:COLUMN:MATCH` per match, like `grep -o -n` with a column.
        case text
        /// ripgrep's JSON Lines messages (`rg --json`).
        case json
        /// Matching lines per input, like `rg --count`.
        case countLines
        /// Matches per input, like `rg --count-matches`.
        case countMatches
        /// Every line as read, each non-empty match replaced by `[OPERAND]`, or by the text given.
        case redact(with: String?)
    }

    /// The patterns: names and `--regex` values, in the order given.
    let operands: [(option: String?, value: String)]
    let reading: PatternReading
    let report: Report
    /// The files, `nil` for standard input (also `-`), as the bytes given: a name that is not UTF-8 is
    /// searched and reported as it is, as ripgrep does.
    let inputs: [InputPath?]
    let maximumLineLength: Int
    /// How sure a phone number must be (`--leniency`), `nil` when not given.
    let leniency: PhoneNumberLeniency?
    /// Threads that search (`--jobs`); the output is the same for any number.
    let jobs: Int
    /// `--strategy`: print how each pattern searches instead of searching.
    let printsStrategy: Bool

    /// `invalidArguments`: the bytes of the arguments that are not UTF-8, by their place in `parsed`'s
    /// list; only a file name may be one. `namesPattern` says whether an argument names a built-in rule
    /// or a catalogue entry: such arguments are the patterns, up to the first that does not, which
    /// starts the files (``InputSplit``).
    init(
        _ parsed: ParsedArguments, invalidArguments: [Int: [UInt8]] = [:], namesPattern: (String) -> Bool
    ) throws(UsageError) {
        let split = try InputSplit(parsed, invalidArguments: invalidArguments, namesPattern: namesPattern)
        operands = split.operands
        reading = try PatternReading(parsed)
        let replacement = parsed.value(.redactWith)
        if let replacement,
            replacement.contains(where: \.isNewline)
                || replacement.unicodeScalars.contains(where: {
                    $0.properties.generalCategory == .control
                })
        {
            throw UsageError("'--redact-with' takes text without line breaks or control characters")
        }
        let redacts = parsed.isSet(.redact) || replacement != nil
        let reports: [(Bool, String, Report)] = [
            (parsed.isSet(.findJSON), "--json", .json), (parsed.isSet(.findCount), "--count", .countLines),
            (parsed.isSet(.countMatches), "--count-matches", .countMatches),
            (redacts, "--redact", .redact(with: replacement)),
        ]
        let chosen = reports.filter(\.0)
        guard chosen.count <= 1 else {
            throw UsageError("\(chosen.map { "'\($0.1)'" }.joined(separator: " and ")) cannot be given together")
        }
        report = chosen.first?.2 ?? .text
        printsStrategy = parsed.isSet(.findStrategy)
        if printsStrategy, let other = chosen.first {
            throw UsageError("'--strategy' reads no input: it cannot be given with '\(other.1)'")
        }
        inputs = split.files.isEmpty ? [nil] : split.files
        maximumLineLength = try parsed.maximumLineLength()
        jobs = try parsed.jobs(.findJobs, default: 1)
        if let value = parsed.value(.leniency) {
            guard let level = PhoneNumberLeniency(rawValue: value) else {
                throw UsageError(
                    "'--leniency' takes \(PhoneNumberLeniency.allCases.map(\.rawValue).joined(separator: " or ")), not '\(TextField.escapingUnsafe(value))'"
                )
            }
            leniency = level
        } else {
            leniency = nil
        }
    }

    /// Whether each result names its input: more than one was given.
    var namesInputs: Bool { inputs.count > 1 }
}
