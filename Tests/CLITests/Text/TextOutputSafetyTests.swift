import Foundation
import Testing

/// Text that comes from input can never forge a line, a field or a terminal sequence in text output:
/// keys, values and file names with line breaks, tabs, NUL, escapes, C1 controls, line separators and
/// bidirectional controls come out quoted as JSON strings, so one record or input is always one line.
/// `--only` is the exception by design: it writes the input's own lines back, byte for byte.
@Suite struct TextOutputSafetyTests {
    static let rules = #"{"allowOtherFields": false, "fields": [{"name": "email", "rule": "email"}]}"#

    /// Bytes no text output line may hold raw: C0 controls but tab between our own fields, DEL, and the
    /// UTF-8 of C1 controls, line separators and bidirectional controls.
    static func hasNoRawControl(_ output: Data) -> Bool {
        let text = String(decoding: output, as: UTF8.self)
        return !text.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x09, 0x0A: false
            case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
            default: false
            }
        }
    }

    static let hostile = [
        "x\nvalid\tusers.jsonl:2\nz", "\u{0}", "\u{1B}[31mred", "a\u{2028}b", "\u{202E}txt.exe", "\u{9B}31m", "\"q\"",
        "a;b: c",
    ]

    @Test func aRecordKeyCannotForgeALineOrAField() throws {
        let keys = Self.hostile.map { key in "\"" + key.unicodeScalars.map(Self.jsonEscaped).joined() + "\": \"1\"" }
        let records = keys.map { "{\"email\": \"nope\", \($0)}" }.joined(separator: "\n") + "\n"
        let directory = try TemporaryFolder.make(["rules.json": Self.rules, "users.jsonl": records])
        let outcome = try PatternsBinary.run([
            "validate", "--rules", directory.appendingPathComponent("rules.json").path,
            directory.appendingPathComponent("users.jsonl").path,
        ])
        let lines = outcome.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == Self.hostile.count, "\(outcome.standardOutput)")
        #expect(lines.allSatisfy { $0.hasPrefix("invalid\t") && $0.split(separator: "\t").count == 3 })
        #expect(Self.hasNoRawControl(outcome.standardOutputBytes))
        #expect(lines[0].hasSuffix(#"; "x\nvalid\tusers.jsonl:2\nz": not a field of this rule set"#))
        #expect(lines[7].hasSuffix(#"; "a;b: c": not a field of this rule set"#))
    }

    /// `--rules` run on one records file, named `file`, holding `records`: one output line expected.
    static func validateOneRecord(file: String, holding records: String) throws -> String {
        let directory = try TemporaryFolder.make(["rules.json": Self.rules, file: records])
        let outcome = try PatternsBinary.run([
            "validate", "--rules", directory.appendingPathComponent("rules.json").path,
            directory.appendingPathComponent(file).path,
        ])
        #expect(outcome.standardOutput.split(separator: "\n").count == 1, "\(outcome.standardOutput)")
        return outcome.standardOutput
    }

    @Test func aCSVHeaderWithALineBreakIsQuoted() throws {
        let output = try Self.validateOneRecord(file: "users.csv", holding: "email,\"x\nvalid\tforged\"\nnope,1\n")
        #expect(output.contains(#""x\nvalid\tforged": not a field"#))
    }

    @Test func aFileNameWithALineBreakIsQuotedInEveryRecordsPlace() throws {
        let output = try Self.validateOneRecord(file: "a\nvalid\tb.jsonl", holding: "{\"email\": \"x\"}\n")
        #expect(output.contains(#"b.jsonl":1"#))
    }

    @Test func argumentsAndFileLinesAreQuotedWhereTheyHoldControls() throws {
        let arguments = try PatternsBinary.run(["validate", "--regex", "(?s).*", "--"] + Self.hostile)
        #expect(Self.hasNoRawControl(arguments.standardOutputBytes))
        #expect(arguments.standardOutput.split(separator: "\n").count == Self.hostile.count)
        #expect(arguments.standardOutput.contains("valid\t\"\\u001b[31mred\"\n"))
        #expect(arguments.standardOutput.contains("valid\t\"\\\"q\\\"\"\n"))
        let quoteInside = try PatternsBinary.run(["validate", "email:rfc5322", #""a b"@x.org"#])
        #expect(quoteInside.standardOutput == "valid\t\"a b\"@x.org\n", "a quote that does not close the value is text")
        // Small and bulk inputs (the scanner reads files of 16 KiB and more in one pass).
        let plain = String(repeating: "plain@example.com\n", count: 2_000)
        for padding in ["", plain] {
            let lines = Self.hostile.filter { !$0.contains("\n") }
            let input = padding + lines.joined(separator: "\n") + "\n"
            let outcome = try PatternsBinary.run(["validate", "--regex", ".*"], standardInput: Data(input.utf8))
            #expect(Self.hasNoRawControl(outcome.standardOutputBytes), "padding \(padding.count)")
            #expect(outcome.standardOutput.contains("valid\t\"\\u001b[31mred\"\n"))
            #expect(outcome.standardOutput.contains("valid\t\"\\u202etxt.exe\"\n"))
            #expect(outcome.standardOutput.contains("valid\ta;b: c\n"))
        }
    }

    @Test func catalogueTextIsQuotedWhereItHoldsControls() throws {
        let entry = #"""
            {"id": "evil", "title": "T\u001b[2J", "description": "line\nbreak", "pattern": "a[\\x07\\x1b]?",
             "tags": ["x"], "matching": ["a", "aa\u0007", "a\u001b"], "nonMatching": ["b", "c", "d"],
             "source": "s", "notes": "n\u009b1m"}
            """#
        let directory = try TemporaryFolder.make(["evil.json": entry])
        let environment = ["PATTERNRULES_CATALOGUE": directory.path]
        for arguments in [["list"], ["show", "evil"], ["search", "evil"]] {
            let outcome = try PatternsBinary.run(arguments, environment: environment)
            #expect(outcome.status == 0, "\(arguments): \(outcome.standardError)")
            #expect(Self.hasNoRawControl(outcome.standardOutputBytes), "\(arguments)")
        }
    }

    @Test(arguments: [["--regex", "[a-z]+@[a-z]+\\.[a-z]+"], ["email"]])
    func onlyWritesLinesBackByteForByteWithTheirCRAndByteOrderMark(check: [String]) throws {
        let input = Data([0xEF, 0xBB, 0xBF]) + Data("a@b.co\r\nx\r\nc@d.ef\r\nnot\nlf@x.yz\n".utf8)
        let expected = Data([0xEF, 0xBB, 0xBF]) + Data("a@b.co\r\nc@d.ef\r\nlf@x.yz\n".utf8)
        let padding = Data(String(repeating: "plain@example.com\r\n", count: 2_000).utf8)
        for (prefix, wanted) in [(Data(), expected), (padding, padding + Data("a@b.co\r\nc@d.ef\r\nlf@x.yz\n".utf8))] {
            let body = prefix.isEmpty ? input : prefix + input.dropFirst(3)
            let outcome = try PatternsBinary.run(["validate"] + check + ["--only", "valid"], standardInput: body)
            #expect(outcome.standardOutputBytes == wanted, "\(check), padding \(prefix.count)")
        }
    }

    @Test func aRuleSetFieldNameAndACatalogueTitleCannotForgeDiffOrSwiftOutput() throws {
        let old = #"{"fields": [{"name": "a\nplan\tlooser", "maxLength": 3}]}"#
        let new = #"{"fields": [{"name": "a\nplan\tlooser", "maxLength": 2}]}"#
        let directory = try TemporaryFolder.make(["old.json": old, "new.json": new])
        let diff = try PatternsBinary.run([
            "diff", "--rules", directory.appendingPathComponent("old.json").path,
            directory.appendingPathComponent("new.json").path,
        ])
        #expect(diff.standardOutput.hasPrefix(#""a\nplan\tlooser"\#t"#), "\(diff.standardOutput)")
        #expect(Self.hasNoRawControl(diff.standardOutputBytes))
        let entry = #"""
            {"id": "evil", "title": "T\nlet x = 1", "description": "d", "pattern": "a", "tags": ["x"],
             "matching": ["a", "a", "a"], "nonMatching": ["b", "c", "d"], "source": "s", "notes": "n"}
            """#
        let catalogue = try TemporaryFolder.make(["evil.json": entry])
        let swift = try PatternsBinary.run(["swift", "evil"], environment: ["PATTERNRULES_CATALOGUE": catalogue.path])
        #expect(swift.standardOutput.hasPrefix(#"// evil: "T\nlet x = 1""#), "\(swift.standardOutput)")
    }

    private static func jsonEscaped(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\"": "\\\""
        case "\\": "\\\\"
        case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
            String(format: "\\u%04x", scalar.value)
        default: String(scalar)
        }
    }
}
