import PatternRules

/// `patterns validate`: verdicts for inputs given as arguments or streamed from standard input.
struct ValidateCommand {
    let tool: CommandLineTool

    static let specification = ParsedArguments.Specification(
        valueOptions: ["--regex", "--engine", "--rules", "--format"],
        flags: ["--help", "--ignore-case", "--explain", "--e164"],
        aliases: ["-h": "--help", "-i": "--ignore-case"])

    func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try ParsedArguments(arguments, accepting: Self.specification)
        if parsed.flags.contains("--help") {
            tool.standardOutput.write(Usage.validate)
            return 0
        }
        let engine = try Self.engine(named: parsed.values["--engine"])
        var options: Pattern.Options = []
        if parsed.flags.contains("--ignore-case") { options.insert(.caseInsensitive) }
        var inputs = parsed.positionals
        if let rules = parsed.values["--rules"] {
            guard parsed.values["--regex"] == nil, !parsed.flags.contains("--explain") else {
                throw UsageError("'--rules' validates records; it does not combine with '--regex' or '--explain'")
            }
            return try RecordsCommand(tool: tool).run(
                rulesPath: rules, format: parsed.values["--format"], files: inputs, engine: engine)
        }
        if parsed.values["--format"] != nil { throw UsageError("'--format' applies to '--rules' only") }
        if let source = parsed.values["--regex"] {
            guard !parsed.flags.contains("--explain") else {
                throw UsageError("'--explain' applies to the password rule only")
            }
            let pattern = try Pattern(source, options: options, engine: engine)
            return run({ input throws(MatchError) in Outcome(verdict: try pattern.verdict(for: input)) }, on: inputs)
        }
        guard let name = inputs.first else { throw UsageError("missing '--regex <pattern>' or a rule name") }
        let rule = try RuleName.rule(named: name, engine: engine, catalogue: tool.catalogue)
        inputs.removeFirst()
        if parsed.flags.contains("--e164") {
            guard let phone = rule as? PhoneNumberRule else {
                throw UsageError("'--e164' applies to the phone rules only")
            }
            return run(Self.normalizing(phone), on: inputs)
        }
        if parsed.flags.contains("--explain") {
            guard let password = rule as? PasswordRule else {
                throw UsageError("'--explain' applies to the password rule only")
            }
            return run(Self.explaining(password), on: inputs)
        }
        return run(rule, on: inputs)
    }

    /// Validates `inputs` (standard input when there are none) against `rule`: `patterns test` too.
    func run(_ rule: any ValidationRule<String>, on inputs: [String]) -> Int32 {
        run({ input in Outcome(verdict: rule.verdict(for: input)) }, on: inputs)
    }

    private func run(_ check: Check, on inputs: [String]) -> Int32 {
        inputs.isEmpty ? validateStandardInput(check) : validate(inputs, check)
    }

    /// What is printed for one input: the verdict line, or the lines given instead.
    struct Outcome {
        let verdict: Verdict
        var lines: [String]? = nil
    }

    /// The outcome for one input; a match stopped by a limit throws.
    typealias Check = (String) throws(MatchError) -> Outcome

    /// `--e164`: a valid number's line gains a third column, its E.164 form, for cleaning files.
    static func normalizing(_ rule: PhoneNumberRule) -> Check {
        { input in
            let match = rule.match(input)
            guard let number = match.number else { return Outcome(verdict: match.verdict) }
            return Outcome(verdict: match.verdict, lines: ["valid\t\(input)\t\(number.e164)"])
        }
    }

    /// `--explain`: one `met` or `unmet` line per requirement of the checklist, then `score<TAB>N`.
    static func explaining(_ rule: PasswordRule) -> Check {
        { input in
            let report = rule.report(for: input)
            let lines = report.checklist.map { "\($0.isMet ? "met" : "unmet")\t\($0.requirement)" }
            return Outcome(verdict: report.verdict, lines: lines + ["score\t\(report.score)"])
        }
    }

    /// `nil` for `auto` (or no option): the pattern then follows `PATTERNRULES_ENGINE` or the chain.
    static func engine(named name: String?) throws(UsageError) -> Engine? {
        guard let name, name != "auto" else { return nil }
        guard let engine = Engine(rawValue: name) else {
            let names = (["auto"] + Engine.allCases.map(\.rawValue)).joined(separator: ", ")
            throw UsageError("unknown engine '\(name)' (expected one of \(names))")
        }
        return engine
    }

    private func validate(_ inputs: [String], _ check: Check) -> Int32 {
        var allValid = true
        for (index, input) in inputs.enumerated() {
            allValid = report(input, check, location: "argument \(index + 1)") && allValid
        }
        return allValid ? 0 : 1
    }

    private func validateStandardInput(_ check: Check) -> Int32 {
        var reader = LineReader(fileDescriptor: tool.standardInput)
        var allValid = true
        do {
            while let line = try reader.next() {
                guard let text = String(validating: line.bytes, as: UTF8.self) else {
                    // Reported, never skipped: the line is not valid text, so it is not a valid value.
                    let repaired = String(decoding: line.bytes, as: UTF8.self)
                    tool.standardError.writeLine(
                        "warning: line \(line.number): invalid UTF-8 at byte offset \(Self.firstInvalidByte(line.bytes))"
                    )
                    tool.standardOutput.writeLine("invalid\t\(repaired)")
                    allValid = false
                    continue
                }
                allValid = report(text, check, location: "line \(line.number)") && allValid
            }
        } catch {
            tool.standardError.writeLine("error: \(error)")
            return 2
        }
        return allValid ? 0 : 1
    }

    /// Prints the verdict line for `input`; returns whether it is valid.
    private func report(_ input: String, _ check: Check, location: String) -> Bool {
        do {
            let outcome = try check(input)
            for line in outcome.lines ?? ["\(outcome.verdict.rawValue)\t\(input)"] {
                tool.standardOutput.writeLine(line)
            }
            return outcome.verdict == .valid
        } catch {
            tool.standardError.writeLine("warning: \(location): \(error); reported as 'error'")
            tool.standardOutput.writeLine("error\t\(input)")
            return false
        }
    }

    /// The offset of the first byte that does not start or continue a valid UTF-8 sequence.
    static func firstInvalidByte(_ bytes: ArraySlice<UInt8>) -> Int {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput, .error: return offset
            }
        }
    }
}
