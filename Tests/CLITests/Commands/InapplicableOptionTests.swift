import Foundation
import Testing

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
