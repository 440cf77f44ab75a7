import Foundation
import PatternRules

/// `patterns validate`'s options, read once from the command line and checked together in one step
/// (``validate()``), as swift-argument-parser's `validate()` does: the command then reads typed values.
struct ValidateOptions {
    /// What the inputs are validated against, decided once with what it needs.
    enum Against: Equatable {
        /// `--regex PATTERN`: the inputs are the positional arguments, else lines.
        case regex(String)
        /// A rule's name, the first positional argument; the inputs follow it.
        case namedRule
        /// `--rules FILE`: records of the positional files, else of standard input.
        case rules(path: String)
        /// `--schema FILE` (with its `--ref` documents, ``schemaReading``): records, as with `--rules`.
        case schema(path: String)
    }

    let against: Against
    /// `--ref` and `--formats`: how the schema is read.
    var schemaReading = SchemaReading()
    /// `nil` for `auto`: the pattern follows `PATTERNRULES_ENGINE` or the chain.
    var engine: Engine?
    var patternOptions: Pattern.Options = []
    /// `--dialect` and `--flags`, for `--regex`.
    var reading = PatternReading()
    /// The records' format with `--rules` or `--schema` (`--format`); `nil`: from the file's extension.
    var recordFormat: RecordFormat?
    /// `--output`: text or jsonl, for verdict lines and records alike.
    var output: RecordOutput?
    var only: String?
    var count = false
    var summary = false
    /// `--input FILE`; `--input -` is standard input and leaves this `nil`.
    var inputFile: String?
    var inputIsStandardInput = false
    var jobs = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    var maximumLineLength = LineReader.defaultMaximumLineLength
    var e164 = false
    var explain = false
    /// `--locale TAG`: the language of failure messages (English unless given, so scripts see stable text).
    var locale = MessageLocale.english
    /// The positional arguments: the rule name (unless `--regex` or `--rules`), then inputs or files.
    var positionals: [String] = []
    /// Messages about deprecated spellings and a locale that falls back to English, for standard error.
    var warnings: [String] = []

    init(_ parsed: ParsedArguments) throws(UsageError) {
        // First, before any value is read: an option the mode does not read is refused, never ignored.
        let mode = ValidateMode(parsed)
        switch mode {
        case .regex: against = .regex(parsed.value(.regex) ?? "")
        case .namedRule: against = .namedRule
        case .rules: against = .rules(path: parsed.value(.rules) ?? "")
        case .schema: against = .schema(path: parsed.value(.schema) ?? "")
        }
        let refused = mode.unread(in: parsed, listed: CommandSpec.validate.options)
        if !refused.isEmpty {
            let quoted = refused.map { "'\($0)'" }
            let names =
                quoted.count == 1 ? quoted[0] : quoted.dropLast().joined(separator: ", ") + " and " + quoted.last!
            throw UsageError(
                "\(names) \(refused.count == 1 ? "does" : "do") not apply to \(mode.name); nothing was validated")
        }
        schemaReading = try SchemaReading(parsed)
        engine = try EngineChoice.engine(named: parsed.value(.engine))
        if parsed.isSet(.ignoreCase) { patternOptions.insert(.caseInsensitive) }
        reading = try PatternReading(parsed)
        only = parsed.value(.only)
        count = parsed.isSet(.count)
        summary = parsed.isSet(.summary)
        e164 = parsed.isSet(.e164)
        explain = parsed.isSet(.explain)
        if let tag = parsed.value(.locale) {
            guard let (resolved, isMatch) = MessageLocale.resolving(tag) else {
                throw UsageError(
                    "'--locale' takes a BCP 47 language tag such as de, pt-BR or zh-Hans, not '\(TextField.escapingUnsafe(tag))'"
                )
            }
            locale = resolved
            if !isMatch {
                warnings.append(
                    "warning: no messages ship for '\(TextField.escapingUnsafe(tag))' (shipped: \(MessageLocale.shipped.joined(separator: ", "))): they are in English"
                )
            }
        }
        positionals = parsed.positionals
        if let name = parsed.value(.output) {
            guard let output = RecordOutput(rawValue: name) else {
                throw UsageError("'--output' takes text or jsonl, not '\(name)'")
            }
            self.output = output
        }
        if let name = parsed.value(.format) {
            if let format = RecordFormat(rawValue: name), validatesRecords {
                recordFormat = format
            } else if validatesRecords {
                throw UsageError(
                    "'--format' takes jsonl, csv or json (one document per file), not '\(TextField.escapingUnsafe(name))'"
                )
            } else if let output = RecordOutput(rawValue: name) {
                // The old spelling of --output for a single rule.
                if let given = self.output, given != output {
                    throw UsageError("'--format \(name)' and '--output \(given.rawValue)' disagree")
                }
                self.output = output
                warnings.append(
                    "warning: '--format \(name)' is deprecated for a single rule: use '--output \(name)' ('--format' names the records' format with --rules)"
                )
            } else {
                throw UsageError(
                    "'--format' takes jsonl, csv or json with --rules or --schema; the output is '--output text|jsonl'")
            }
        }
        maximumLineLength = try parsed.maximumLineLength()
        jobs = try parsed.jobs(.jobs, default: jobs)
        inputFile = parsed.value(.input)
        if inputFile == "-" {
            inputFile = nil
            inputIsStandardInput = true
        }
        try validate()
    }

    /// Whether the first positional argument is a rule's name.
    var namesRule: Bool { against == .namedRule }

    /// Whether the mode validates records against a contract (`--rules`, `--schema`).
    var validatesRecords: Bool {
        switch against {
        case .rules, .schema: true
        case .regex, .namedRule: false
        }
    }

    /// The checks that involve more than one option of one mode.
    func validate() throws(UsageError) {
        // Which options each mode reads is ``ValidateMode``'s, checked when they are read: these are
        // the combinations within a mode.
        if output == .jsonl, only != nil || count {
            throw UsageError("'--output jsonl' does not combine with '--only' or '--count'")
        }
        if only != nil, count { throw UsageError("'--only' and '--count' do not combine") }
        if let only, LineOutcome(name: only) == nil {
            throw UsageError("'--only' takes valid, incomplete, invalid or error, not '\(only)'")
        }
        if explain, only != nil || count || output == .jsonl {
            throw UsageError("'--explain' does not combine with '--only', '--count' or '--output jsonl'")
        }
        if inputIsStandardInput, positionals.count > (namesRule ? 1 : 0) {
            throw UsageError(
                "'--input -' reads standard input; give inputs as arguments or on standard input, not both")
        }
    }

    /// What is printed per input.
    var printerMode: VerdictPrinter.Mode {
        if output == .jsonl { return .jsonLines }
        if let only, let outcome = LineOutcome(name: only) { return .only(outcome) }
        return count ? .count : .lines
    }
}
