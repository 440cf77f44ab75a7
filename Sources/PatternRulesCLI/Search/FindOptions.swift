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
        /// Every line as read, each non-empty match replaced as the template says (`[OPERAND]` for
        /// `--redact`).
        case redact(RedactionTemplate)
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
    /// `--context`: a finder's values only where one of its context words is in the line.
    let requiresContext: Bool
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
        let key = try parsed.value(.redactKey).map(Self.redactionKey(at:))
        if key != nil, parsed.value(.redactWith) == nil {
            throw UsageError("'--redact-key' is the key of '{hash}' in '--redact-with', which is not given")
        }
        let template = try parsed.value(.redactWith).map { text throws(UsageError) in
            try RedactionTemplate(parsing: text, key: key)
        }
        let redacts = parsed.isSet(.redact) || template != nil
        let reports: [(Bool, String, Report)] = [
            (parsed.isSet(.findJSON), "--json", .json), (parsed.isSet(.findCount), "--count", .countLines),
            (parsed.isSet(.countMatches), "--count-matches", .countMatches),
            (redacts, "--redact", .redact(template ?? .standard)),
        ]
        let chosen = reports.filter(\.0)
        guard chosen.count <= 1 else {
            throw UsageError("\(chosen.map { "'\($0.1)'" }.joined(separator: " and ")) cannot be given together")
        }
        report = chosen.first?.2 ?? .text
        printsStrategy = parsed.isSet(.findStrategy)
        requiresContext = parsed.isSet(.findContext)
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

    /// The most bytes a redaction key file may hold.
    static let maximumKeyBytes = 1 << 16

    /// The bytes of the key file at `path`, exactly (a final line feed is part of the key).
    ///
    /// - Throws: ``UsageError`` naming the file when it cannot be read, is empty or is over
    ///   ``maximumKeyBytes``.
    private static func redactionKey(at path: String) throws(UsageError) -> [UInt8] {
        let name = "the redaction key \(TextField.safe(path))"
        let key: [UInt8]
        do {
            key = try InputFile.contents(at: path, named: name, limit: maximumKeyBytes)
        } catch {
            throw UsageError(error.description)
        }
        guard !key.isEmpty else { throw UsageError("\(name) is empty: a key needs at least one byte") }
        return key
    }

    /// What the finders are given: `--leniency` and `--context`.
    var finderOptions: FinderOptions { FinderOptions(leniency: leniency, requiresContext: requiresContext) }

    /// Whether each result names its input: more than one was given.
    var namesInputs: Bool { inputs.count > 1 }
}
