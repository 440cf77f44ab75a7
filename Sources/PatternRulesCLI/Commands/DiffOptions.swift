import PatternRules

/// `patterns diff`'s options, read once and checked together (as ``ValidateOptions`` does): what is
/// compared, how many examples each side shows, and the output format.
struct DiffOptions {
    /// What the two operands are.
    enum Subject {
        /// Two patterns: names, catalogue ids or `--regex` text.
        case patterns
        /// One `--regex` read in two dialects (`--dialects A,B`).
        case dialects(Pattern.Dialect, Pattern.Dialect, flags: String)
        /// Two JSON Schemas (`--schema`), with `--ref` documents and `--formats`.
        case schemas(SchemaReading)
        /// Two rule sets (`--rules`).
        case ruleSets
        /// Two catalogues (`--catalogue`).
        case catalogues
    }

    var subject = Subject.patterns
    /// Examples shown per side (`--examples`, 0 to 1,000).
    var examples = 5
    /// `--output json`.
    var json = false
    /// `--dialect` and `--flags`, for `--regex` operands.
    var reading = PatternReading()
    /// The operands as given: each a `--regex` text or a name.
    var operands: [(option: String?, value: String)] = []
    var positionals: [String] = []

    init(_ parsed: ParsedArguments) throws(UsageError) {
        if let text = parsed.value(.examples) {
            guard let number = Int(text), (0...1_000).contains(number) else {
                throw UsageError("'--examples' takes a number from 0 to 1000, not '\(text)'")
            }
            examples = number
        }
        json = try parsed.wantsJSON()
        reading = try PatternReading(parsed)
        operands = parsed.operands
        positionals = parsed.positionals
        let modes = [parsed.isSet(.schemaDiff), parsed.isSet(.rulesDiff), parsed.isSet(.catalogueDiff)]
        guard modes.filter({ $0 }).count <= 1 else {
            throw UsageError("'--schema', '--rules' and '--catalogue' each choose what is compared: give one")
        }
        if parsed.isSet(.schemaDiff) {
            subject = .schemas(try SchemaReading(parsed))
        } else if parsed.isSet(.rulesDiff) {
            subject = .ruleSets
        } else if parsed.isSet(.catalogueDiff) {
            subject = .catalogues
        } else if let names = parsed.value(.dialects) {
            let dialects = try Self.dialectPair(names)
            guard operands.count == 1, operands[0].option != nil, parsed.value(.dialect) == nil else {
                throw UsageError("'--dialects' compares one --regex read in two dialects (and replaces '--dialect')")
            }
            subject = .dialects(dialects.0, dialects.1, flags: parsed.value(.patternFlags) ?? "")
        } else if operands.count != 2 {
            throw UsageError("'patterns diff' compares two operands (names or --regex), not \(operands.count)")
        }
    }

    /// `--dialects a,b`: two dialect names.
    static func dialectPair(_ names: String) throws(UsageError) -> (Pattern.Dialect, Pattern.Dialect) {
        let dialects = names.split(separator: ",", omittingEmptySubsequences: false).map {
            Pattern.Dialect(rawValue: String($0))
        }
        guard dialects.count == 2, let first = dialects[0], let second = dialects[1] else {
            throw UsageError("'--dialects' takes two of \(Pattern.Dialect.names) separated by a comma, not '\(names)'")
        }
        return (first, second)
    }
}
