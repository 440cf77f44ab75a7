import Testing

@testable import PatternRulesCLI

/// The argument parser and the command specs, in process: the edge cases of a command line without
/// starting the binary (the end-to-end tests run it).
@Suite struct ArgumentParsingTests {
    static let validate = CommandSpec.validate.specification

    @Test func inlineAndSeparateValuesAndShortAliases() throws {
        let parsed = try ParsedArguments(["--regex=a=b", "-i", "--engine", "pcre2", "x"], accepting: Self.validate)
        #expect(parsed.values == ["--regex": "a=b", "--engine": "pcre2"])
        #expect(parsed.flags == ["--ignore-case"])
        #expect(parsed.positionals == ["x"])
    }

    @Test func doubleDashEndsOptionsAndALoneDashIsAnInput() throws {
        let parsed = try ParsedArguments(["-", "--", "--count", "-i"], accepting: Self.validate)
        #expect(parsed.flags.isEmpty)
        #expect(parsed.positionals == ["-", "--count", "-i"])
        #expect(parsed.positionalIndices == [0, 2, 3])
    }

    /// The message a command line is refused with, `nil` when it parses.
    static func refusal(_ arguments: [String]) -> String? {
        do {
            _ = try ParsedArguments(arguments, accepting: validate)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func errorsNameTheArgument() {
        #expect(Self.refusal(["--regex"]) == "missing value for '--regex'")
        #expect(Self.refusal(["--colour"]) == "unknown option '--colour'")
        // A flag takes no value.
        #expect(Self.refusal(["--count=3"]) == "unknown option '--count=3'")
        // Options that take a value accept one that starts with a dash.
        #expect(Self.refusal(["--regex", "-x"]) == nil)
    }

    /// What the parser accepts is what the help lists: every option of every command, by its label.
    @Test(arguments: CommandSpec.all.map(\.name))
    func everyListedOptionParsesAndAppearsInTheHelp(command: String) throws {
        let spec = try #require(CommandSpec.named(command))
        for option in spec.options + [CommandSpec.help] {
            #expect(spec.helpText.contains("  \(option.label)"), "\(command) help lacks \(option.label)")
            let arguments = option.value == nil ? [option.name] : [option.name, "value"]
            let parsed = try ParsedArguments(arguments, accepting: spec.specification)
            #expect(parsed.flags.contains(option.name) || parsed.values[option.name] == "value")
            if let short = option.short {
                #expect(try ParsedArguments([short], accepting: spec.specification).flags.contains(option.name))
            }
        }
        #expect(spec.helpText.split(separator: "\n").allSatisfy { $0.count <= 100 }, "a help line over 100 columns")
        #expect(CommandSpec.rootHelp.contains("  \(command) "))
    }

    @Test func optionsOfOneCommandAreUnknownToAnother() {
        #expect(throws: UsageError.self) {
            try ParsedArguments(["--jobs", "2"], accepting: CommandSpec.list.specification)
        }
    }
}
