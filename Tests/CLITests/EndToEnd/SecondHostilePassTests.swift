import Foundation
import Testing

/// The second hostile pass over the binary: limits that could be slipped past, data that vanished, and
/// options that silently lost a value. Each case runs the real binary end to end.
@Suite struct SecondHostilePassTests {
    func folder(_ files: [String: String]) throws -> URL {
        try TemporaryFolder.make(files, prefix: "hostile2")
    }

    static let requiredA = #"{"fields": [{"name": "a", "required": true}]}"#

    @Test func aCSVFileWithCROnlyLineBreaksIsRefusedNotReadAsNoRecords() throws {
        let directory = try folder(["rules.json": Self.requiredA, "mac.csv": "a,b\rx,\r1234,y\r"])
        let outcome = try PatternsBinary.run(
            [
                "validate", "--rules", directory.appendingPathComponent("rules.json").path,
                directory.appendingPathComponent("mac.csv").path,
            ])
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains("mac.csv:1: the file uses CR line breaks"))
    }

    @Test func aRuleSetWithAByteOrderMarkIsRead() throws {
        let directory = try folder(["rules.json": "\u{FEFF}" + Self.requiredA])
        let outcome = try PatternsBinary.run(
            ["validate", "--rules", directory.appendingPathComponent("rules.json").path],
            standardInput: Data(#"{"a": "x"}"#.utf8 + [0x0A]))
        #expect(outcome.status == 0, "\(outcome.standardError)")
    }

    @Test(arguments: [
        (
            #"{"fields": [{"name": "n", "number": {"min": -1e9999999999999999999}}]}"#,
            "fields[0].number.min: -1e9999999999999999999 is out of range"
        ),
        (#"{"fields": [{"name": "plan", "oneOf": []}]}"#, "fields.plan.oneOf: lists no value"),
        (
            #"{"fields": [{"name": "pw", "password": {"userInputs": ["pw"]}}]}"#,
            "fields.pw.password.userInputs: names the password's own field ('pw')"
        ),
    ])
    func ruleSetsThatCouldNeverPassAreRefusedWithThePath(rules: String, message: String) throws {
        let (outcome, _) = try HostileInputTests.validateRuleSet(rules)
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains(message), "\(outcome.standardError)")
    }

    @Test func aWhitespaceOnlyJSONLinesLineIsSkippedAsBlank() throws {
        let directory = try folder(["rules.json": Self.requiredA])
        let outcome = try PatternsBinary.run(
            ["validate", "--rules", directory.appendingPathComponent("rules.json").path],
            standardInput: Data("{\"a\": \"x\"}\n   \t\n{\"a\": \"y\"}\n".utf8))
        #expect(outcome.status == 0, "\(outcome.standardOutput)\(outcome.standardError)")
        #expect(outcome.standardError.contains("2 records"), "\(outcome.standardError)")
    }

    @Test(arguments: [
        ["validate", "--regex", "a", "--regex", "b", "x"],
        ["validate", "--regex", "a", "--only", "valid", "--only", "invalid", "x"],
    ])
    func anOptionGivenTwiceWithTwoValuesIsRefused(arguments: [String]) throws {
        let outcome = try PatternsBinary.run(arguments)
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains("is given twice"))
        #expect(outcome.standardOutput.isEmpty)
    }

    @Test func inputDashIsStandardInput() throws {
        let outcome = try PatternsBinary.run(
            ["validate", "--regex", "[a-z]+", "--input", "-"], standardInput: Data("abc\n12\n".utf8))
        #expect(outcome.standardOutput == "valid\tabc\ninvalid\t12\n")
        #expect(outcome.status == 1)
    }

    @Test func anArgumentWithALineFeedKeepsItsOutputOnOneLine() throws {
        let outcome = try PatternsBinary.run(["validate", "--regex", "a.b", "--", "a\nb", "axb"])
        #expect(outcome.standardOutput == "invalid\t\"a\\nb\"\nvalid\taxb\n")
        let only = try PatternsBinary.run(["validate", "--regex", "a\\sb", "--only", "valid", "--", "a\nb"])
        #expect(only.standardOutput == "\"a\\nb\"\n")
    }

    @Test func aTrailingCommentUnderCRNewlinesCompiles() throws {
        let outcome = try PatternsBinary.run(["validate", "--regex", "(*CR)(?x)a#comment", "a", "b"])
        #expect(outcome.standardOutput == "valid\ta\ninvalid\tb\n")
        #expect(outcome.standardError.isEmpty)
    }

    @Test func caseInsensitiveClassEscapesRejectLookalikesOnTheDefaultChain() throws {
        let outcome = try PatternsBinary.run(
            [
                "validate", "-i", "--regex", #"[\w.+-]+@[\w-]+\.[a-z]{2,}"#, "--", "ſ@example.com",
                "\u{212A}elvin@example.com",
            ])
        #expect(outcome.standardOutput == "invalid\tſ@example.com\ninvalid\t\u{212A}elvin@example.com\n")
    }

    @Test func onlyErrorShowsAnOverLimitLineAsSuchNotAsAnEmptyInput() throws {
        let input = "abc\n" + String(repeating: "x", count: 200) + "\n\n"
        for extra in [[], ["--jobs", "1"]] {
            let outcome = try PatternsBinary.run(
                ["validate", "--regex", "[a-z]*", "--max-line-bytes", "150", "--only", "error"] + extra,
                standardInput: Data(input.utf8))
            #expect(outcome.standardOutput == "[200 bytes, over the --max-line-bytes limit]\n")
            #expect(outcome.standardError.contains("line 2: 200 bytes"))
        }
    }

    /// Records past the batch's byte bound end one batch and start the next: none is lost or repeated.
    @Test func largeRecordsAreBatchedByBytesWithoutLosingOne() throws {
        let value = String(repeating: "v", count: 3_400_000)
        let records = (0..<5).map { #"{"a": "\#(value)\#($0)"}"# }.joined(separator: "\n") + "\n"
        let directory = try folder(["rules.json": Self.requiredA])
        let outcome = try PatternsBinary.run(
            ["validate", "--rules", directory.appendingPathComponent("rules.json").path, "--jobs", "2"],
            standardInput: Data(records.utf8))
        #expect(outcome.standardOutput == (1...5).map { "valid\tline \($0)\n" }.joined())
        #expect(outcome.standardError.contains("5 records: 5 valid"))
    }

    @Test func aCaseInsensitiveRuleSetPatternRejectsALookalikeUsername() throws {
        let rules = #"{"fields": [{"name": "user", "pattern": "[\\w.-]+", "flags": ["case-insensitive"]}]}"#
        let directory = try folder(["rules.json": rules])
        let outcome = try PatternsBinary.run(
            ["validate", "--rules", directory.appendingPathComponent("rules.json").path],
            standardInput: Data("{\"user\": \"sam\"}\n{\"user\": \"ſam\"}\n".utf8))
        #expect(outcome.standardOutput.hasPrefix("valid\tline 1\ninvalid\tline 2\t"), "\(outcome.standardOutput)")
        #expect(outcome.status == 1)
    }

    /// `--format` names the records' format and `--output` the output, for every command; the old
    /// spelling `--format jsonl` for a single rule still works and says so.
    @Test func formatNamesInputAndOutputNamesOutput() throws {
        let output = try PatternsBinary.run(["validate", "--regex", "a", "--output", "jsonl", "a"])
        #expect(output.standardOutput == #"{"line": 1, "verdict": "valid", "input": "a"}"# + "\n")
        #expect(output.standardError.isEmpty)
        let old = try PatternsBinary.run(["validate", "--regex", "a", "--format", "jsonl", "a"])
        #expect(old.standardOutput == output.standardOutput)
        #expect(
            old.standardError.hasPrefix(
                "warning: '--format jsonl' is deprecated for a single rule: use '--output jsonl'"))
        let wrong = try PatternsBinary.run(["validate", "--regex", "a", "--format", "csv", "a"])
        #expect(wrong.status == 2)
    }
}
