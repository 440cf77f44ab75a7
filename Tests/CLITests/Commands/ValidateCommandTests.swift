import Foundation
import PatternRules
import Testing

/// `patterns validate` end to end: exact output and exit status of the built binary.
@Suite struct ValidateCommandTests {
    static let email = #"[a-z]+@[a-z]+\.[a-z]{2,}"#

    @Test func verdictPerArgument() throws {
        let outcome = try PatternsBinary.run(["validate", "--regex", Self.email, "ab@", "ab@cd.ef", "a b@"])
        #expect(outcome.standardOutput == "incomplete\tab@\nvalid\tab@cd.ef\ninvalid\ta b@\n")
        #expect(outcome.standardError == "")
        #expect(outcome.status == 1)
    }

    @Test func allValidExitsZero() throws {
        let outcome = try PatternsBinary.run(["validate", "--regex", Self.email, "ab@cd.ef"])
        #expect(outcome == .init(status: 0, standardOutput: "valid\tab@cd.ef\n", standardError: ""))
    }

    @Test func doubleDashAllowsInputsStartingWithADash() throws {
        let outcome = try PatternsBinary.run(["validate", "--regex", "-[a-z]+", "--", "-abc", "-"])
        #expect(outcome.standardOutput == "valid\t-abc\nincomplete\t-\n")
    }

    @Test func standardInputStreamsLinesAndDropsCR() throws {
        let input = Data("ab@cd.ef\r\nab@\nx1\r\nlast@no.ne".utf8)
        let outcome = try PatternsBinary.run(["validate", "--regex", Self.email], standardInput: input)
        #expect(outcome.standardOutput == "valid\tab@cd.ef\nincomplete\tab@\ninvalid\tx1\nvalid\tlast@no.ne\n")
        #expect(outcome.status == 1)
    }

    @Test func largeStandardInputLosesNoLine() throws {
        let lines = (0..<200_000).map { $0.isMultiple(of: 3) ? "user\($0)" : "user@host\($0 % 10).com" }
        let input = Data((lines.joined(separator: "\n") + "\n").utf8)
        let outcome = try PatternsBinary.run(
            ["validate", "--regex", #"[a-z0-9]+@[a-z0-9]+\.com"#], standardInput: input)
        let output = outcome.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(output.count == lines.count)
        #expect(output.filter { $0.hasPrefix("valid\t") }.count == lines.count - (lines.count + 2) / 3)
        #expect(output.last == "valid\t\(lines.last!)")
    }

    @Test func invalidUTF8IsReportedWithItsLineAndOffset() throws {
        var input = Data("ok\nab".utf8)
        input.append(0xFF)
        input.append(contentsOf: Array("c\n".utf8))
        let outcome = try PatternsBinary.run(["validate", "--regex", "[a-z]+"], standardInput: input)
        // The line is echoed as read, so that the output joins back to the input.
        #expect(outcome.standardOutputBytes == Data("valid\tok\ninvalid\tab".utf8) + [0xFF] + Data("c\n".utf8))
        #expect(outcome.standardError == "warning: line 2: invalid UTF-8 at byte offset 2; reported as 'invalid'\n")
        #expect(outcome.status == 1)
    }

    @Test func patternErrorNamesMessageAndOffset() throws {
        let outcome = try PatternsBinary.run(["validate", "--regex", "ab(c", "x"])
        #expect(outcome.status == 2)
        #expect(outcome.standardOutput == "")
        #expect(outcome.standardError == "error: missing closing parenthesis at offset 4 (character 4) in \"ab(c\"\n")
    }

    /// A usage error stops before standard input is read, so whatever pipes into `patterns` meets a
    /// closed pipe; the test's own writer must survive that (it once ended the whole test process).
    @Test func aUsageErrorLeavesTheInputUnreadAndTheWriterStanding() throws {
        let input = Data(repeating: 0x61, count: 4 << 20)
        let outcome = try PatternsBinary.run(["validate", "--regx", "a"], standardInput: input)
        #expect(outcome.status == 2)
        #expect(outcome.standardError.hasPrefix("error: unknown option '--regx'\n"))
    }

    @Test func usageErrors() throws {
        let unknownOption = try PatternsBinary.run(["validate", "--regx", "a"])
        #expect(unknownOption.status == 2)
        #expect(unknownOption.standardError.hasPrefix("error: unknown option '--regx'\n"))
        let missingValue = try PatternsBinary.run(["validate", "--regex"])
        #expect(missingValue.standardError.hasPrefix("error: missing value for '--regex'\n"))
        let badEngine = try PatternsBinary.run(["validate", "--engine", "perl", "--regex", "a", "a"])
        #expect(badEngine.status == 2)
        #expect(
            badEngine.standardError.hasPrefix(
                "error: unknown engine 'perl' (expected one of auto, automaton, pcre2-jit, pcre2, foundation)\n"))
        let unknownSubcommand = try PatternsBinary.run(["frobnicate"])
        #expect(unknownSubcommand.status == 2)
        #expect(unknownSubcommand.standardError.hasPrefix("error: unknown subcommand 'frobnicate'\n"))
    }

    @Test(arguments: Engine.available.map(\.rawValue))
    func everyEngineCanBeForced(engine: String) throws {
        let outcome = try PatternsBinary.run(["validate", "--engine", engine, "--regex", Self.email, "ab@", "ab@cd.ef"])
        #expect(outcome.standardOutput == "incomplete\tab@\nvalid\tab@cd.ef\n")
    }

    @Test func environmentVariableForcesTheEngine() throws {
        let icu = #"\N{LATIN SMALL LETTER A}+"#
        let forcedPCRE2 = try PatternsBinary.run(
            ["validate", "--regex", icu, "a"], environment: ["PATTERNRULES_ENGINE": "pcre2"])
        #expect(forcedPCRE2.status == 2)
        #expect(forcedPCRE2.standardError.contains("PCRE2 does not support"))
        let automatic = try PatternsBinary.run(
            ["validate", "--regex", icu, "aa"], environment: ["PATTERNRULES_ENGINE": "auto"])
        #expect(automatic.standardOutput == "valid\taa\n")
        let unknown = try PatternsBinary.run(
            ["validate", "--regex", "a", "a"], environment: ["PATTERNRULES_ENGINE": "perl"])
        #expect(unknown.status == 2)
        #expect(unknown.standardError.contains("PATTERNRULES_ENGINE=perl names no engine"))
    }

    @Test func limitExhaustionIsReportedPerInputAndTheRestGoesOn() throws {
        let outcome = try PatternsBinary.run([
            "validate", "--engine", "pcre2", "--regex", "(a+)+b", String(repeating: "a", count: 5_000), "ab",
        ])
        #expect(outcome.standardOutput == "error\t\(String(repeating: "a", count: 5_000))\nvalid\tab\n")
        #expect(
            outcome.standardError
                == "warning: argument 1: match limit exceeded (too much backtracking); reported as 'error'\n")
        #expect(outcome.status == 1)
    }

    @Test func aByteOrderMarkAtTheStartOfStandardInputIsNotData() throws {
        let outcome = try PatternsBinary.run(
            ["validate", "email"], standardInput: Data("\u{FEFF}a@b.co\nc@d.io\n".utf8))
        #expect(outcome.standardOutput == "valid\ta@b.co\nvalid\tc@d.io\n")
        #expect(outcome.status == 0)
    }
}

/// Output for cleaning files: only the lines of one verdict, as read, or a count per verdict.
@Suite struct CleaningOutputTests {
    // Computed, not stored: a static Data global is reported by LeakSanitizer (its tagged storage).
    static var input: Data { Data("a@b.co\na b\nx@y.io\r\nab@\n\n".utf8) + Data([0x61, 0xFF, 0x0A]) }

    @Test func onlyPrintsTheLinesOfOneVerdictAsRead() throws {
        let valid = try PatternsBinary.run(["validate", "email", "--only", "valid"], standardInput: Self.input)
        #expect(valid.standardOutput == "a@b.co\nx@y.io\r\n", "as read: the CR of a CRLF line kept")
        #expect(valid.status == 1, "not every input is valid")
        let invalid = try PatternsBinary.run(["validate", "email", "--only", "invalid"], standardInput: Self.input)
        #expect(invalid.standardOutputBytes == Data("a b\n".utf8) + Data([0x61, 0xFF, 0x0A]))
        let incomplete = try PatternsBinary.run(
            ["validate", "email", "--only", "incomplete"], standardInput: Self.input)
        #expect(incomplete.standardOutput == "ab@\n\n", "the empty line is incomplete")
    }

    @Test func countPrintsOneLinePerVerdict() throws {
        let outcome = try PatternsBinary.run(["validate", "email", "--count"], standardInput: Self.input)
        #expect(outcome.standardOutput == "valid\t2\nincomplete\t2\ninvalid\t2\n")
        let summary = try PatternsBinary.run(
            ["validate", "--regex", "[a-z]+", "--count", "--summary", "ab", "1"])
        #expect(summary.standardOutput == "valid\t1\nincomplete\t0\ninvalid\t1\n")
        #expect(summary.standardError.hasPrefix("2 inputs: 1 valid, 0 incomplete, 1 invalid, 0 error; "))
        #expect(summary.standardError.hasSuffix(" inputs/s\n"))
    }

    @Test func inputReadsAFileInsteadOfStandardInput() throws {
        let folder = try TemporaryFolder.make(["in.txt": "a@b.co\nab@\n"])
        let file = folder.appendingPathComponent("in.txt").path
        let outcome = try PatternsBinary.run(["validate", "email", "--input", file, "--count"])
        #expect(outcome.standardOutput == "valid\t1\nincomplete\t1\ninvalid\t0\n")
        let directory = try PatternsBinary.run(["validate", "email", "--input", folder.path])
        #expect(directory.status == 2)
        #expect(directory.standardError == "error: cannot read '\(folder.path)': is a directory, not a file\n")
    }

    @Test func conflictingOptionsAreUsageErrors() throws {
        let both = try PatternsBinary.run(["validate", "email", "--only", "valid", "--count", "x"])
        #expect(both.status == 2)
        #expect(both.standardError.hasPrefix("error: '--only' and '--count' do not combine\n"))
        let unknown = try PatternsBinary.run(["validate", "email", "--only", "good", "x"])
        #expect(
            unknown.standardError.hasPrefix("error: '--only' takes valid, incomplete, invalid or error, not 'good'\n"))
    }
}

/// `--format jsonl`: one JSON object per input, for programs that read the output; one that is not valid
/// names its failures, and bytes that are not UTF-8 are marked instead.
@Suite struct JSONLinesOutputTests {
    @Test func oneObjectPerInputWithItsLineVerdictAndInput() throws {
        let input = Data("a@b.co\nx\"y\tz\n".utf8) + Data([0xFF, 0x0A])
        let outcome = try PatternsBinary.run(["validate", "email", "--format", "jsonl"], standardInput: input)
        #expect(
            outcome.standardOutput == """
                {"line": 1, "verdict": "valid", "input": "a@b.co"}
                {"line": 2, "verdict": "invalid", "input": "x\\"y\\tz", "errors": [{"code": "email", "params": {}, "message": "Enter a valid email address."}]}
                {"line": 3, "verdict": "invalid", "input": "\u{FFFD}", "invalidUTF8": true}

                """)
        #expect(outcome.status == 1)
    }

    @Test func phoneNumbersCarryTheirE164Form() throws {
        let outcome = try PatternsBinary.run(["validate", "phone:GB", "--format", "jsonl", "020 7946 0958", "020"])
        #expect(
            outcome.standardOutput == """
                {"line": 1, "verdict": "valid", "input": "020 7946 0958", "e164": "+442079460958"}
                {"line": 2, "verdict": "incomplete", "input": "020", "errors": [{"code": "phone_number", "params": {}, "message": "Enter a valid phone number."}]}

                """)
    }
}
