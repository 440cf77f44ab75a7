import Foundation
import PatternRules
import PatternRulesSupport

/// `patterns validate`: verdicts for inputs given as arguments or streamed from standard input.
struct ValidateCommand {
    let tool: CommandLineTool
    /// The longest line read from standard input or a records file (`--max-line-bytes`).
    var maximumLineLength = LineReader.defaultMaximumLineLength
    /// What is printed per input (`--only`, `--count`, `--output`).
    var printer: VerdictPrinter
    /// Whether a summary goes to standard error at the end (`--summary`).
    var printsSummary = false
    /// The file lines are read from instead of standard input (`--input FILE`).
    var inputFile: String?
    /// Threads for the bulk path (`--jobs`): every core by default.
    var jobs = 1

    init(tool: CommandLineTool) {
        self.tool = tool
        self.printer = VerdictPrinter(mode: .lines, output: tool.standardOutput)
    }

    mutating func run(_ arguments: [String]) throws -> Int32 {
        guard let parsed = try tool.parse(arguments, for: .validate) else { return 0 }
        let options = try ValidateOptions(parsed)
        for warning in options.warnings { tool.standardError.writeLine(warning) }
        maximumLineLength = options.maximumLineLength
        jobs = options.jobs
        let mode = options.printerMode
        printer = VerdictPrinter(mode: mode, output: tool.standardOutput, locale: options.locale)
        printsSummary = options.summary
        inputFile = options.inputFile
        if let position = tool.invalidArguments.keys.sorted().first(where: {
            !parsed.positionalIndices.map { $0 + 1 }.contains($0)
        }) {
            throw UsageError("argument \(position + 1) is not valid UTF-8")
        }
        if let schema = options.schemaPath {
            let (reading, documents) = (options.schemaReading, try options.schemaReading.documents(at: schema))
            let copies = ValidatorCopies(try reading.schema(documents)) { try? reading.schema(documents) }
            return try records(options).run(copies, files: options.positionals)
        }
        if let rules = options.rulesPath {
            let (json, engine) = (try ContractFiles.ruleSetDocument(at: rules), options.engine)
            let copies = ValidatorCopies(try ContractFiles.ruleSet(json: json, from: rules, engine: engine)) {
                try? RuleSet(json: json, engine: engine)
            }
            return try records(options).run(copies, files: options.positionals)
        }
        if let source = options.regex {
            let pattern = try options.reading.pattern(source, extra: options.patternOptions, engine: options.engine)
            // Where the JIT is off for the whole process (an iPhone's state, PATTERNRULES_JIT=off), the
            // interpreter is the chain's ordinary next engine, not a fallback worth a warning.
            if let reason = pattern.fallbackReason, Engine.isJITAvailable || pattern.engine != .pcre2Interpreter {
                tool.standardError.writeLine("warning: the pattern runs on \(pattern.engine): \(reason)")
            }
            let arguments = argumentInputs(parsed, skipping: 0)
            let failure = RegexRule(pattern).error
            if arguments.isEmpty { return try validateInBulk(pattern, failure: failure) }
            let reportsErrors = printer.mode == .jsonLines
            return run(
                { input throws(MatchError) in
                    let verdict = try pattern.verdict(for: input)
                    return Outcome(verdict: verdict, errors: reportsErrors && verdict != .valid ? [failure] : [])
                }, on: arguments)
        }
        guard let name = options.positionals.first else {
            throw UsageError("missing '--regex <pattern>' or a rule name")
        }
        guard tool.invalidArguments[parsed.positionalIndices[0] + 1] == nil else {
            throw UsageError("the rule name is not valid UTF-8")
        }
        let rule = try RuleName.rule(named: name, engine: options.engine, catalogue: tool.catalogue)
        return try run(rule, options: options, on: argumentInputs(parsed, skipping: 1))
    }

    /// The records command `--rules` and `--schema` share, with their options.
    private func records(_ options: ValidateOptions) -> RecordsCommand {
        RecordsCommand(
            tool: tool, maximumLineLength: options.maximumLineLength, jobs: options.jobs,
            output: options.output ?? .text, locale: options.locale, format: options.recordFormat,
            countsOnly: options.count)
    }

    /// A named rule on the inputs given as arguments, or on standard input's lines.
    private func run(
        _ rule: any ValidationRule<String>, options: ValidateOptions, on arguments: [ArgumentInput]
    ) throws -> Int32 {
        if printer.mode == .jsonLines, let phone = rule as? PhoneNumberRule {
            // A valid number's object carries its E.164 form.
            return run(Self.normalizing(phone), on: arguments)
        }
        if options.e164 {
            guard let phone = rule as? PhoneNumberRule else {
                throw UsageError("'--e164' applies to the phone rules only")
            }
            return run(Self.normalizing(phone), on: arguments)
        }
        if options.explain {
            guard let password = rule as? PasswordRule else {
                throw UsageError("'--explain' applies to the password rule only")
            }
            return run(Self.explaining(password, locale: options.locale), on: arguments)
        }
        if arguments.isEmpty, let regex = rule as? RegexRule {
            return try validateInBulk(regex.pattern, failure: regex.error)
        }
        return run(rule, on: arguments)
    }

    /// Standard input or `--input FILE` through ``BulkLineValidator``: one pattern, lines matched on their
    /// bytes on `jobs` threads; a line that does not match reports `failure`.
    private func validateInBulk(_ pattern: Pattern, failure: any Error) throws -> Int32 {
        let validator = BulkLineValidator(
            pattern: pattern, failure: failure, jobs: jobs, printer: printer, standardError: tool.standardError,
            maximumLineLength: maximumLineLength)
        let status = try InputFile.read(inputFile, standardInput: tool.standardInput) { descriptor, name in
            validateInBulk(validator, descriptor: descriptor, name: name)
        }
        printer.finish(summary: printsSummary ? tool.standardError : nil)
        return status
    }

    private func validateInBulk(_ validator: BulkLineValidator, descriptor: Int32, name: String) -> Int32 {
        do {
            return try validator.run(descriptor: descriptor, name: name) ? 0 : 1
        } catch {
            tool.standardError.writeLine("error: " + TextField.escapingUnsafe("\(error)"))
            return 2
        }
    }

    /// An input given as an argument: its text, and its bytes when they are not UTF-8.
    struct ArgumentInput {
        let text: String
        let invalidBytes: [UInt8]?
    }

    /// The positional arguments after the first `skipping`, with the bytes of those that are not UTF-8
    /// (positions in `tool.invalidArguments` count the subcommand).
    func argumentInputs(_ parsed: ParsedArguments, skipping: Int) -> [ArgumentInput] {
        zip(parsed.positionals, parsed.positionalIndices).dropFirst(skipping).map { text, index in
            ArgumentInput(text: text, invalidBytes: tool.invalidArguments[index + 1])
        }
    }

    /// Validates `inputs` (standard input when there are none) against `rule`: `patterns test` too. JSON
    /// Lines output names the failures of an input that is not valid.
    func run(_ rule: any ValidationRule<String>, on inputs: [ArgumentInput]) -> Int32 {
        guard printer.mode == .jsonLines else {
            return run({ input in Outcome(verdict: rule.verdict(for: input)) }, on: inputs)
        }
        return run(
            { input in
                let validation = rule.validate(input)
                return Outcome(verdict: validation.verdict, errors: validation.errors)
            }, on: inputs)
    }

    private func run(_ check: Check, on inputs: [ArgumentInput]) -> Int32 {
        let status: Int32
        if inputFile != nil && !inputs.isEmpty {
            tool.standardError.writeLine("error: '--input' reads a file; give inputs as arguments or a file, not both")
            status = 2
        } else if inputs.isEmpty {
            do {
                status = try validateLines(check)
            } catch {
                tool.standardError.writeLine("error: \(error)")
                status = 2
            }
        } else {
            status = validate(inputs, check)
        }
        printer.finish(summary: printsSummary ? tool.standardError : nil)
        return status
    }

    /// What is printed for one input: the verdict line, or the lines given instead.
    struct Outcome {
        let verdict: Verdict
        var lines: [String]? = nil
        /// A valid phone number's E.164 form, with `--e164`.
        var e164: String? = nil
        /// Why an input is not valid, for JSON Lines output.
        var errors: [any Error] = []
    }

    /// The outcome for one input; a match stopped by a limit throws.
    typealias Check = (String) throws(MatchError) -> Outcome

    /// `--e164`: a valid number's line gains a third column, its E.164 form, for cleaning files.
    static func normalizing(_ rule: PhoneNumberRule) -> Check {
        { input in
            let match = rule.match(input)
            guard let number = match.number else {
                return Outcome(verdict: match.verdict, errors: match.verdict == .valid ? [] : [rule.error])
            }
            return Outcome(verdict: match.verdict, lines: ["valid\t\(input)\t\(number.e164)"], e164: number.e164)
        }
    }

    /// `--explain`: one `met` or `unmet` line per requirement of the checklist, then `score<TAB>N`,
    /// `guesses<TAB>log10`, and the feedback as `warning<TAB>…` and `suggestion<TAB>…` lines, in
    /// `locale`.
    static func explaining(_ rule: PasswordRule, locale: MessageLocale) -> Check {
        { input in
            let report = rule.report(for: input)
            var lines = report.checklist.map {
                "\($0.isMet ? "met" : "unmet")\t\($0.requirement.message(in: locale))"
            }
            lines.append("score\t\(report.score)")
            lines.append("log10-guesses\t\((report.log10Guesses * 100).rounded() / 100)")
            if let warning = report.feedback.warning(in: locale) { lines.append("warning\t\(warning)") }
            lines += report.feedback.suggestions(in: locale).map { "suggestion\t\($0)" }
            return Outcome(verdict: report.verdict, lines: lines)
        }
    }

    private func validate(_ inputs: [ArgumentInput], _ check: Check) -> Int32 {
        var allValid = true
        for (index, input) in inputs.enumerated() {
            if let bytes = input.invalidBytes {
                reportInvalidUTF8(bytes[...], location: "argument \(index + 1)", position: index + 1)
                allValid = false
                continue
            }
            allValid =
                report(input.text, raw: input.text.utf8, check, location: "argument \(index + 1)", position: index + 1)
                && allValid
        }
        return allValid ? 0 : 1
    }

    /// Validates the lines of `--input FILE`, else of standard input.
    private func validateLines(_ check: Check) throws -> Int32 {
        try InputFile.read(inputFile, standardInput: tool.standardInput) { descriptor, name in
            validateLines(check, descriptor: descriptor, name: name)
        }
    }

    private func validateLines(_ check: Check, descriptor: Int32, name: String) -> Int32 {
        var reader = LineReader(fileDescriptor: descriptor, name: name, maximumLineLength: maximumLineLength)
        var allValid = true
        var warnedAboutNUL = false
        do {
            while let line = try reader.next() {
                if let length = line.overLength {
                    tool.standardError.writeLine(
                        InputWarning.overLength(length).text("line \(line.number)", limit: reader.maximumLineLength))
                    let shown = printer.mode == .lines ? [] : VerdictPrinter.overLimitText(length: length)
                    printer.record(.error, raw: shown, position: line.number)
                    allValid = false
                    continue
                }
                if !warnedAboutNUL && line.bytes.contains(0) {
                    warnedAboutNUL = true
                    tool.standardError.writeLine(
                        InputWarning.containsNUL.text("line \(line.number)", limit: reader.maximumLineLength))
                }
                guard let text = String(validating: line.bytes, as: UTF8.self) else {
                    reportInvalidUTF8(
                        line.bytes, asRead: line.asRead, location: "line \(line.number)", position: line.number)
                    allValid = false
                    continue
                }
                allValid =
                    report(
                        text, raw: line.bytes, asRead: line.asRead, check, location: "line \(line.number)",
                        position: line.number)
                    && allValid
            }
        } catch {
            tool.standardError.writeLine("error: " + TextField.escapingUnsafe("\(error)"))
            return 2
        }
        return allValid ? 0 : 1
    }

    /// Reported, never skipped: input that is not UTF-8 text is not a valid value. It is echoed byte for
    /// byte, so that the output can be joined back to the input.
    private func reportInvalidUTF8(
        _ bytes: ArraySlice<UInt8>, asRead: ArraySlice<UInt8>? = nil, location: String, position: Int
    ) {
        tool.standardError.writeLine(
            InputWarning.invalidUTF8(in: bytes).text(location, limit: maximumLineLength))
        printer.record(.invalid, raw: bytes, asRead: asRead, position: position)
    }

    /// Records the outcome for `input` (`raw`: as read); returns whether it is valid.
    private func report(
        _ input: String, raw: some Collection<UInt8>, asRead: ArraySlice<UInt8>? = nil, _ check: Check,
        location: String, position: Int
    ) -> Bool {
        do {
            let outcome = try check(input)
            printer.record(
                LineOutcome(outcome.verdict), raw: raw, asRead: asRead, position: position, lines: outcome.lines,
                e164: outcome.e164, errors: outcome.errors)
            return outcome.verdict == .valid
        } catch {
            tool.standardError.writeLine(InputWarning.stopped(error).text(location, limit: maximumLineLength))
            printer.record(.error, raw: raw, asRead: asRead, position: position)
            return false
        }
    }
}
