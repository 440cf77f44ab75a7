import PatternRules

/// The `patterns` command: its subcommands, run against injectable output sinks so that tests can drive
/// it in-process as well as through the built binary.
///
/// Exit status: 0 success (every input valid), 1 a negative answer (an input not valid, nothing found),
/// 2 a usage, pattern or catalogue error, reported on standard error as `error: …`.
package struct CommandLineTool {
    let standardOutput: OutputSink
    let standardError: OutputSink
    let standardInput: Int32
    /// The arguments that are not valid UTF-8, by position (0 is the subcommand), with their bytes: an
    /// input is then reported as invalid and echoed as given; anywhere else it is a usage error.
    var invalidArguments: [Int: [UInt8]] = [:]

    /// A tool writing to the given sinks and reading lines from file descriptor `standardInput`.
    package init(standardOutput: OutputSink, standardError: OutputSink, standardInput: Int32 = 0) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.standardInput = standardInput
    }

    /// Runs the command line given as the bytes of each argument (without the program name), as the
    /// operating system passes them: arguments that are not UTF-8 are kept as they are, not repaired.
    package func run(arguments: [[UInt8]]) -> Int32 {
        var tool = self
        var texts: [String] = []
        for (index, bytes) in arguments.enumerated() {
            if let text = String(validating: bytes, as: UTF8.self) {
                texts.append(text)
            } else {
                texts.append(String(decoding: bytes, as: UTF8.self))
                tool.invalidArguments[index] = bytes
            }
        }
        return tool.run(texts)
    }

    /// Runs the command line `arguments` (without the program name) and returns the exit status.
    ///
    /// Standard output that cannot be written (a full disk, a closed file) is an error: it is reported on
    /// standard error and the status is 2, whatever the command answered.
    package func run(_ arguments: [String]) -> Int32 {
        let status = runReportingErrors(arguments)
        standardOutput.flush()
        if let failure = standardOutput.writeFailure {
            standardError.writeLine("error: cannot write standard output: \(failure)")
            standardError.flush()
            return 2
        }
        standardError.flush()
        return status
    }

    private func runReportingErrors(_ arguments: [String]) -> Int32 {
        do {
            return try dispatch(arguments)
        } catch let error as CatalogueError {
            for problem in error.problems {
                standardError.writeLine("error: " + TextField.escapingUnsafe("\(problem)"))
            }
            return 2
        } catch let error as UsageError {
            standardError.writeLine("error: " + TextField.escapingUnsafe("\(error)"))
            standardError.writeLine("Run 'patterns --help' for usage.")
            return 2
        } catch {
            standardError.writeLine("error: " + TextField.escapingUnsafe("\(error)"))
            return 2
        }
    }

    /// `arguments` parsed against `spec`'s options; `nil` when `--help` was given and the help printed.
    func parse(_ arguments: [String], for spec: CommandSpec) throws(UsageError) -> ParsedArguments? {
        let parsed = try ParsedArguments(arguments, accepting: spec.specification)
        guard !parsed.isSet(CommandSpec.help) else {
            standardOutput.write(spec.helpText)
            return nil
        }
        return parsed
    }

    private func dispatch(_ arguments: [String]) throws -> Int32 {
        guard let command = arguments.first else {
            standardOutput.write(CommandSpec.rootHelp)
            return 0
        }
        let rest = Array(arguments.dropFirst())
        // `validate` reads inputs and `find` file names that need not be UTF-8; each checks the rest.
        if !["-h", "--help", "help", "validate", "test", "find"].contains(command),
            let position = invalidArguments.keys.min()
        {
            throw UsageError("argument \(position + 1) is not valid UTF-8")
        }
        if !["-h", "--help", "help"].contains(command) {
            // Checked once, up front: a misspelt engine must not surface later as a failure of some rule.
            _ = try Engine.environmentSetting()
            _ = try Engine.compileBudgetSetting()
            _ = try Engine.jitSetting()
            _ = try SIMDKernel.setting()
        }
        switch command {
        case "-h", "--help":
            standardOutput.write(CommandSpec.rootHelp)
            return 0
        case "help":
            guard let topic = rest.first else {
                standardOutput.write(CommandSpec.rootHelp)
                return 0
            }
            guard let spec = CommandSpec.named(topic) else { throw UsageError("unknown subcommand '\(topic)'") }
            standardOutput.write(spec.helpText)
            return 0
        default:
            guard let spec = CommandSpec.named(command) else { throw UsageError("unknown subcommand '\(command)'") }
            return try spec.run(self, rest)
        }
    }
}

extension CommandLineTool {
    /// The positional arguments after the first `skipping`, with the bytes of those that are not UTF-8
    /// (positions in `invalidArguments` count the subcommand).
    func argumentInputs(_ parsed: ParsedArguments, skipping: Int) -> [InputValidation.ArgumentInput] {
        zip(parsed.positionals, parsed.positionalIndices).dropFirst(skipping).map { text, index in
            InputValidation.ArgumentInput(text: text, invalidBytes: invalidArguments[index + 1])
        }
    }
}
