import Foundation
import Testing

@testable import PatternRulesCLI

/// An option that the chosen mode of `validate` does not read is refused (exit 2, naming the option and
/// the mode) before anything is validated: a user who asks for German messages or case folding must not
/// get English or case-sensitive verdicts in silence.
@Suite struct InapplicableOptionTests {
    static let files = [
        "schema.json": #"{"type": "object", "properties": {"name": {"type": "string", "minLength": 3}}}"#,
        "rules.json": #"{"fields": [{"name": "name", "pattern": "[a-z]+"}]}"#,
        "records.jsonl": #"{"name": "ab"}"# + "\n",
    ]

    @Test(arguments: [
        (["--schema", "schema.json", "--engine", "pcre2"], "'--engine' does not apply to --schema"),
        (["--schema", "schema.json", "--summary"], "'--summary' does not apply to --schema"),
        (["--schema", "schema.json", "--e164"], "'--e164' does not apply to --schema"),
        (
            ["--schema", "schema.json", "-i", "--engine", "auto"],
            "'--engine' and '--ignore-case' do not apply to --schema"
        ),
        (["--rules", "rules.json", "--ignore-case"], "'--ignore-case' does not apply to --rules"),
        (["--rules", "rules.json", "--e164"], "'--e164' does not apply to --rules"),
    ])
    func recordModesRefuseWhatTheyDoNotRead(arguments: [String], message: String) throws {
        let folder = try TemporaryFolder.make(Self.files, prefix: "inapplicable")
        let resolved = arguments.map { Self.files[$0] == nil ? $0 : folder.appendingPathComponent($0).path }
        let records = folder.appendingPathComponent("records.jsonl").path
        let outcome = try PatternsBinary.run(["validate"] + resolved + [records])
        #expect(outcome.status == 2)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError.hasPrefix("error: \(message); nothing was validated\n"))
    }

    @Test func aPatternHasNoE164FormAndANamedRuleKeepsItsCase() throws {
        let pattern = try PatternsBinary.run(["validate", "--regex", "[0-9]+", "--e164", "123"])
        #expect(pattern.status == 2)
        #expect(pattern.standardError.hasPrefix("error: '--e164' does not apply to --regex"))
        let named = try PatternsBinary.run(["validate", "email", "-i", "A@B.CO"])
        #expect(named.status == 2)
        #expect(named.standardError.hasPrefix("error: '--ignore-case' does not apply to a named rule"))
        // Where they apply, they are read.
        let folded = try PatternsBinary.run(["validate", "--regex", "[a-z]+", "-i", "ABC"])
        #expect(folded.standardOutput == "valid\tABC\n")
        let phone = try PatternsBinary.run(["validate", "phone:GB", "--e164", "020 7946 0018"])
        #expect(phone.standardOutput == "valid\t020 7946 0018\t+442079460018\n")
    }

    /// `--locale` applies to every mode that writes messages, `--schema` included.
    @Test func aSchemaSpeaksTheLocaleAsked() throws {
        let folder = try TemporaryFolder.make(Self.files, prefix: "inapplicable")
        let outcome = try PatternsBinary.run([
            "validate", "--schema", folder.appendingPathComponent("schema.json").path, "--locale", "de",
            folder.appendingPathComponent("records.jsonl").path,
        ])
        #expect(outcome.standardOutput.hasSuffix("records.jsonl:1\t/name: Muss mindestens 3 Zeichen lang sein.\n"))
        #expect(outcome.standardOutput.hasPrefix("incomplete\t"))
    }
}

/// The table of what each mode reads (``ValidateMode``), held against the parser itself: every option
/// `validate` lists is read by some mode, and each mode refuses every option it does not read, by name.
@Suite struct ValidateModeTableTests {
    /// A value the option accepts, so that only the mode can refuse it.
    static func arguments(for option: CommandSpec.Option) -> [String] {
        let spec = CommandSpec.validate.specification
        guard spec.valueOptions.contains(option.name) else { return [option.name] }
        let values = [
            "--format": "jsonl", "--output": "text", "--only": "valid", "--jobs": "1", "--max-line-bytes": "100",
            "--engine": "auto", "--locale": "de", "--dialect": "pcre2", "--flags": "i", "--ref": "x.json",
            "--formats": "annotate", "--input": "-",
        ]
        return [option.name, values[option.name] ?? "x"]
    }

    static let choosers: [ValidateMode: [String]] = [
        .regex: ["--regex", "a"], .namedRule: ["email"], .rules: ["--rules", "r.json"],
        .schema: ["--schema", "s.json"],
    ]

    @Test func everyOptionIsReadBySomeMode() {
        let read = Set(ValidateMode.allCases.flatMap { $0.options.map(\.name) })
        for option in CommandSpec.validate.options { #expect(read.contains(option.name), "\(option.name)") }
    }

    @Test(arguments: ValidateMode.allCases)
    func eachModeRefusesWhatItDoesNotRead(mode: ValidateMode) throws {
        let reads = Set(mode.options.map(\.name))
        for option in CommandSpec.validate.options where !reads.contains(option.name) {
            let parsed = try ParsedArguments(
                Self.choosers[mode]! + Self.arguments(for: option), accepting: CommandSpec.validate.specification)
            #expect(ValidateMode(parsed) == mode || [.regex, .rules, .schema].contains(ValidateMode(parsed)))
            guard ValidateMode(parsed) == mode else { continue }  // the option chose another mode
            let error = try #require(throws: UsageError.self) { try ValidateOptions(parsed) }
            #expect(
                error.description == "'\(option.name)' does not apply to \(mode.name); nothing was validated",
                "\(option.name) with \(mode.name)")
        }
    }
}
