import PatternRules

/// The `patterns` command: its subcommands, run against injectable output sinks so that tests can drive
/// it in-process as well as through the built binary.
///
/// Exit status: 0 success (every input valid), 1 a negative answer (an input not valid, nothing found),
/// 2 a usage, pattern or catalogue error, reported on standard error as `error: …`.
public struct CommandLineTool {
    let standardOutput: OutputSink
    let standardError: OutputSink
    let standardInput: Int32

    /// A tool writing to the given sinks and reading lines from file descriptor `standardInput`.
    public init(standardOutput: OutputSink, standardError: OutputSink, standardInput: Int32 = 0) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.standardInput = standardInput
    }

    /// Runs the command line `arguments` (without the program name) and returns the exit status.
    public func run(_ arguments: [String]) -> Int32 {
        defer {
            standardOutput.flush()
            standardError.flush()
        }
        do {
            return try dispatch(arguments)
        } catch let error as CatalogueError {
            for problem in error.problems { standardError.writeLine("error: \(problem)") }
            return 2
        } catch let error as UsageError {
            standardError.writeLine("error: \(error)")
            standardError.writeLine("Run 'patterns --help' for usage.")
            return 2
        } catch {
            standardError.writeLine("error: \(error)")
            return 2
        }
    }

    private func dispatch(_ arguments: [String]) throws -> Int32 {
        guard let command = arguments.first else {
            standardOutput.write(Usage.root)
            return 0
        }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "-h", "--help":
            standardOutput.write(Usage.root)
            return 0
        case "help":
            guard let topic = rest.first else {
                standardOutput.write(Usage.root)
                return 0
            }
            guard let text = Usage.subcommands[topic] else { throw UsageError("unknown subcommand '\(topic)'") }
            standardOutput.write(text)
            return 0
        case "validate":
            return try ValidateCommand(tool: self).run(rest)
        case "engines":
            return try EnginesCommand(tool: self).run(rest)
        case "list":
            return try BrowseCommands(tool: self).list(rest)
        case "search":
            return try BrowseCommands(tool: self).search(rest)
        case "show":
            return try BrowseCommands(tool: self).show(rest)
        case "swift":
            return try VerifyCommands(tool: self).swift(rest)
        case "test":
            return try VerifyCommands(tool: self).test(rest)
        case "check":
            return try VerifyCommands(tool: self).check(rest)
        default:
            throw UsageError("unknown subcommand '\(command)'")
        }
    }
}
