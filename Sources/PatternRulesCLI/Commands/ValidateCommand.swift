import Foundation
import PatternRules
import PatternRulesSupport

/// `patterns validate`: verdicts for inputs given as arguments or streamed from standard input.
struct ValidateCommand {
    let tool: CommandLineTool
    /// Inputs one at a time, with the printer, summary, input file and line limit the options choose.
    var inputs: InputValidation
    /// Threads for the bulk path (`--jobs`): every core by default.
    var jobs = 1

    init(tool: CommandLineTool) {
        self.tool = tool
        inputs = InputValidation(
            printer: VerdictPrinter(mode: .lines, output: tool.standardOutput), standardInput: tool.standardInput,
            standardError: tool.standardError)
    }

    mutating func run(_ arguments: [String]) throws -> Int32 {
        guard let parsed = try tool.parse(arguments, for: .validate) else { return 0 }
        let options = try ValidateOptions(parsed)
        for warning in options.warnings { tool.standardError.writeLine(warning) }
        inputs.maximumLineLength = options.maximumLineLength
        jobs = options.jobs
        let mode = options.printerMode
        inputs.printer = VerdictPrinter(mode: mode, output: tool.standardOutput, locale: options.locale)
        inputs.printsSummary = options.summary
        inputs.inputFile = options.inputFile
        if let position = tool.invalidArguments.keys.sorted().first(where: {
            !parsed.positionalIndices.map { $0 + 1 }.contains($0)
        }) {
            throw UsageError("argument \(position + 1) is not valid UTF-8")
        }
        switch options.against {
        case .schema(let schema):
            let (reading, documents) = (options.schemaReading, try options.schemaReading.documents(at: schema))
            let copies = try ValidatorCopies.compiling { try reading.schema(documents) }
            return try records(options).run(copies, files: options.positionals)
        case .rules(let rules):
            let (json, engine) = (try ContractFiles.ruleSetDocument(at: rules), options.engine)
            let copies = try ValidatorCopies.compiling {
                try ContractFiles.ruleSet(json: json, from: rules, engine: engine)
            }
            return try records(options).run(copies, files: options.positionals)
        case .regex(let source):
            let pattern = try options.reading.pattern(source, extra: options.patternOptions, engine: options.engine)
            // Where the JIT is off for the whole process (an iPhone's state, PATTERNRULES_JIT=off), the
            // interpreter is the chain's ordinary next engine, not a fallback worth a warning.
            if let reason = pattern.fallbackReason, Engine.isJITAvailable || pattern.engine != .pcre2Interpreter {
                tool.standardError.writeLine("warning: the pattern runs on \(pattern.engine): \(reason)")
            }
            let arguments = tool.argumentInputs(parsed, skipping: 0)
            let failure = RegexRule(pattern).error
            if arguments.isEmpty { return try validateInBulk(pattern, failure: failure) }
            let reportsErrors = inputs.printer.mode == .jsonLines
            return inputs.run(
                { input throws(MatchError) in
                    let verdict = try pattern.verdict(for: input)
                    return InputValidation.Outcome(
                        verdict: verdict, errors: reportsErrors && verdict != .valid ? [failure] : [])
                }, on: arguments)
        case .namedRule:
            guard let name = options.positionals.first else {
                throw UsageError("missing '--regex <pattern>' or a rule name")
            }
            guard tool.invalidArguments[parsed.positionalIndices[0] + 1] == nil else {
                throw UsageError("the rule name is not valid UTF-8")
            }
            let rule = try RuleName.rule(named: name, engine: options.engine, catalogue: tool.catalogue)
            return try run(rule, options: options, on: tool.argumentInputs(parsed, skipping: 1))
        }
    }

    /// The records command `--rules` and `--schema` share, with their options.
    private func records(_ options: ValidateOptions) -> RecordValidation {
        RecordValidation(
            standardInput: tool.standardInput, standardOutput: tool.standardOutput,
            standardError: tool.standardError, maximumLineLength: options.maximumLineLength, jobs: options.jobs,
            output: options.output ?? .text, locale: options.locale, format: options.recordFormat,
            countsOnly: options.count)
    }

    /// A named rule on the inputs given as arguments, or on standard input's lines.
    private func run(
        _ rule: any ValidationRule<String>, options: ValidateOptions, on arguments: [InputValidation.ArgumentInput]
    ) throws -> Int32 {
        if inputs.printer.mode == .jsonLines, let phone = rule as? PhoneNumberRule {
            // A valid number's object carries its E.164 form.
            return inputs.run(Self.normalizing(phone), on: arguments)
        }
        if options.e164 {
            guard let phone = rule as? PhoneNumberRule else {
                throw UsageError("'--e164' applies to the phone rules only")
            }
            return inputs.run(Self.normalizing(phone), on: arguments)
        }
        if options.explain {
            guard let password = rule as? PasswordRule else {
                throw UsageError("'--explain' applies to the password rule only")
            }
            return inputs.run(Self.explaining(password, locale: options.locale), on: arguments)
        }
        if arguments.isEmpty, let regex = rule as? RegexRule {
            return try validateInBulk(regex.pattern, failure: regex.error)
        }
        return inputs.run(rule, on: arguments)
    }

    /// Standard input or `--input FILE` through ``BulkLineValidator``: one pattern, lines matched on their
    /// bytes on `jobs` threads; a line that does not match reports `failure`.
    private func validateInBulk(_ pattern: Pattern, failure: any Error) throws -> Int32 {
        let validator = BulkLineValidator(
            pattern: pattern, failure: failure, jobs: jobs, printer: inputs.printer, standardError: tool.standardError,
            maximumLineLength: inputs.maximumLineLength)
        let status = try InputFile.read(inputs.inputFile, standardInput: tool.standardInput) { descriptor, name in
            validateInBulk(validator, descriptor: descriptor, name: name)
        }
        inputs.printer.finish(summary: inputs.printsSummary ? tool.standardError : nil)
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

    /// `--e164`: a valid number's line gains a third column, its E.164 form, for cleaning files.
    static func normalizing(_ rule: PhoneNumberRule) -> InputValidation.Check {
        { input in
            let match = rule.match(input)
            guard let number = match.number else {
                return InputValidation.Outcome(
                    verdict: match.verdict, errors: match.verdict == .valid ? [] : [rule.error])
            }
            return InputValidation.Outcome(
                verdict: match.verdict, lines: ["valid\t\(input)\t\(number.e164)"], e164: number.e164)
        }
    }

    /// `--explain`: one `met` or `unmet` line per requirement of the checklist, then `score<TAB>N`,
    /// `guesses<TAB>log10`, and the feedback as `warning<TAB>…` and `suggestion<TAB>…` lines, in
    /// `locale`.
    static func explaining(_ rule: PasswordRule, locale: MessageLocale) -> InputValidation.Check {
        { input in
            let report = rule.report(for: input)
            var lines = report.checklist.map {
                "\($0.isMet ? "met" : "unmet")\t\($0.requirement.message(in: locale))"
            }
            lines.append("score\t\(report.score)")
            lines.append("log10-guesses\t\((report.log10Guesses * 100).rounded() / 100)")
            if let warning = report.feedback.warning(in: locale) { lines.append("warning\t\(warning)") }
            lines += report.feedback.suggestions(in: locale).map { "suggestion\t\($0)" }
            return InputValidation.Outcome(verdict: report.verdict, lines: lines)
        }
    }
}
