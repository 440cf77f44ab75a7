import Foundation
import PatternRules
import Testing

/// Input, settings and files a hostile or careless user hands the binary: each gets a clear answer or a
/// clear error (exit 2), never a crash, a hang, a wrong verdict or a lost line.
@Suite struct HostileInputTests {
    func folder(_ files: [String: String]) throws -> URL {
        try TemporaryFolder.make(files, prefix: "hostile")
    }

    /// `validate --rules` on a rule set written from `json`, with no records.
    /// `patterns validate --rules` on a file holding `json`, and the file's path, which errors name.
    static func validateRuleSet(_ json: String) throws -> (outcome: PatternsBinary.Outcome, path: String) {
        let directory = try TemporaryFolder.make(["rules.json": json], prefix: "hostile")
        let path = directory.appendingPathComponent("rules.json").path
        return (try PatternsBinary.run(["validate", "--rules", path], standardInput: Data()), path)
    }

    // MARK: Crashes

    @Test func aHundredThousandCharacterPasswordIsAnswered() throws {
        let password = String(repeating: "aB1!", count: 25_000)
        let outcome = try PatternsBinary.run(["validate", "password"], standardInput: Data((password + "\n").utf8))
        #expect(outcome.status == 1)
        #expect(outcome.standardOutput == "invalid\t\(password)\n")
    }

    @Test(arguments: [["validate", "email", "a@b.cc"], ["list"], ["validate", "--rules", "/nonexistent"]])
    func anUnknownEngineVariableIsAnErrorNotATrap(arguments: [String]) throws {
        let outcome = try PatternsBinary.run(arguments, environment: ["PATTERNRULES_ENGINE": "PCRE2"])
        #expect(outcome.status == 2)
        #expect(
            outcome.standardError
                == "error: PATTERNRULES_ENGINE=PCRE2 names no engine (expected one of auto, automaton, pcre2-jit, pcre2, foundation)\n"
        )
        #expect(outcome.standardOutput.isEmpty)
    }

    // MARK: Wrong answers

    @Test func icuGivingUpIsAnErrorNotInvalid() throws {
        let input = String(repeating: "a", count: 200_000) + "c"
        let outcome = try PatternsBinary.run(
            ["validate", "--engine", "foundation", "--regex", "(a|b)*c"], standardInput: Data((input + "\n").utf8))
        #expect(outcome.standardOutput == "error\t\(input)\n")
        #expect(outcome.standardError.hasPrefix("warning: line 1: the Foundation (ICU) engine stopped the match"))
        #expect(outcome.status == 1)
    }

    @Test func aPatternTooLargeForPCRE2SaysItRunsOnFoundation() throws {
        let pattern = (0..<12_000).map { "a\($0)" }.joined(separator: "|")
        let outcome = try PatternsBinary.run(["validate", "--regex", pattern, "a11999"])
        #expect(outcome.standardOutput == "valid\ta11999\n")
        #expect(outcome.standardError.hasPrefix("warning: the pattern runs on foundation: PCRE2 rejects the pattern ("))
    }

    @Test func anArgumentThatIsNotUTF8IsInvalidAndEchoedAsGiven() throws {
        // Through a shell, so that the argument reaches the binary byte for byte.
        let outcome = try PatternsBinary.runShell(#""$PATTERNS" validate --regex 'a.b' "$(printf 'a\377b')" axb"#)
        #expect(outcome.standardOutputBytes == Data("invalid\ta".utf8) + [0xFF] + Data("b\nvalid\taxb\n".utf8))
        #expect(outcome.standardError == "warning: argument 1: invalid UTF-8 at byte offset 1; reported as 'invalid'\n")
        #expect(outcome.status == 1)
    }

    @Test func anOptionThatIsNotUTF8IsAUsageError() throws {
        let outcome = try PatternsBinary.runShell(#""$PATTERNS" validate --regex "$(printf 'a\377')" x"#)
        #expect(outcome.status == 2)
        #expect(outcome.standardError.hasPrefix("error: argument 3 is not valid UTF-8\n"))
    }

    @Test func impossibleBoundsAreRefusedWhenTheSetCompiles() throws {
        let cases = [
            (
                #"{"fields": [{"name": "n", "integer": {"min": 10, "max": 2}}]}"#,
                "fields.n.integer.max: is 2, less than min 10"
            ),
            (
                #"{"fields": [{"name": "p", "password": {"minLength": 20, "maxLength": 10}}]}"#,
                "fields.p.password.maxLength: is 10, less than the minimum length 20"
            ),
        ]
        for (json, message) in cases {
            let (outcome, path) = try Self.validateRuleSet(json)
            #expect(outcome.status == 2)
            #expect(outcome.standardError == "error: \(path): \(message)\n")
        }
    }

    // MARK: Data loss

    @Test(arguments: [["validate", "--regex", "[a-z]+", "abc"], ["list"]])
    func aFullDiskIsAnError(arguments: [String]) throws {
        let quoted = arguments.map { "'\($0)'" }.joined(separator: " ")
        let outcome = try PatternsBinary.runShell(#""$PATTERNS" "# + quoted + " > /dev/full")
        #expect(outcome.status == 2)
        #expect(outcome.standardError.hasSuffix("error: cannot write standard output: No space left on device\n"))
    }

    @Test func anUnreadableCSVHeaderRefusesTheFile() throws {
        let directory = try folder([
            "rules.json": #"{"fields": [{"name": "a", "required": true}]}"#, "bad.csv": "a,\"b\nx,y\n",
            "twice.csv": "a,a\nx,y\n",
        ])
        let rules = directory.appendingPathComponent("rules.json").path
        let bad = directory.appendingPathComponent("bad.csv").path
        let outcome = try PatternsBinary.run(["validate", "--rules", rules, bad])
        #expect(outcome.status == 2)
        #expect(outcome.standardOutput.isEmpty)
        #expect(
            outcome.standardError
                == "0 records: 0 valid, 0 incomplete, 0 invalid, 0 error\nerror: \(bad):1: the CSV header cannot be read: unterminated quoted field at the end of the input\n"
        )
        let twice = directory.appendingPathComponent("twice.csv").path
        let duplicate = try PatternsBinary.run(["validate", "--rules", rules, twice])
        #expect(duplicate.status == 2)
        #expect(duplicate.standardError.hasSuffix("error: \(twice):1: the CSV header names the column 'a' twice\n"))
    }

    @Test func utf16InputIsRefusedWithHowToConvert() throws {
        let input = Data([0xFF, 0xFE]) + "ab\n".data(using: .utf16LittleEndian)!
        let outcome = try PatternsBinary.run(["validate", "--regex", "[a-z]+"], standardInput: input)
        #expect(outcome.status == 2)
        #expect(
            outcome.standardError
                == "error: cannot read standard input at line 1: the input is UTF-16LE (it starts with a byte-order mark); patterns reads UTF-8: convert it first, for example with 'iconv -f UTF-16 -t UTF-8'\n"
        )
    }

    @Test func nulBytesGetAHintAboutUTF8() throws {
        let input = "ab\n".data(using: .utf16LittleEndian)!
        let outcome = try PatternsBinary.run(["validate", "--regex", "[a-z]+"], standardInput: input)
        #expect(outcome.status == 1)
        #expect(outcome.standardOutput.split(separator: "\n").count == 2)
        #expect(
            outcome.standardError
                == "warning: line 1 contains NUL bytes: patterns reads UTF-8; UTF-16 input must be converted first (iconv -f UTF-16 -t UTF-8)\n"
        )
    }

    @Test func aLineOverTheLimitIsReportedAndReadingGoesOn() throws {
        let long = String(repeating: "a", count: 3_000)
        let input = Data("ab\n\(long)\ncd\n\(long)".utf8)
        let outcome = try PatternsBinary.run(
            ["validate", "--regex", "[a-z]+", "--max-line-bytes", "1000"], standardInput: input)
        #expect(outcome.standardOutput == "valid\tab\nerror\t\nvalid\tcd\nerror\t\n")
        #expect(
            outcome.standardError == """
                warning: line 2: 3000 bytes, longer than the limit of 1000; reported as 'error'
                warning: line 4: 3000 bytes, longer than the limit of 1000; reported as 'error'

                """)
        #expect(outcome.status == 1)
    }

    @Test func longLinesAcrossReadBlocksComeBackWhole() throws {
        let lines = [String(repeating: "x", count: 700_000), "", String(repeating: "y", count: 300_001), "z"]
        let outcome = try PatternsBinary.run(
            ["validate", "--regex", "[a-z]*"], standardInput: Data(lines.joined(separator: "\r\n").utf8))
        #expect(outcome.standardOutput == lines.map { "valid\t\($0)\n" }.joined())
    }

    // MARK: Unclear errors

    @Test func ruleSetErrorsGiveLineColumnAndPath() throws {
        let cases = [
            (
                #"{"fields": [ {"name": "a", }"#,
                "error: invalid JSON at line 1, column 28: expected a key in double quotes, found '}'"
            ),
            (
                "{\"fields\": [\n  {\"name\": \"a\", \"minLength\": 3.5}]}",
                "error: fields[0].minLength: expected a whole number, found 3.5"
            ),
        ]
        for (json, message) in cases {
            let (outcome, path) = try Self.validateRuleSet(json)
            #expect(outcome.status == 2)
            #expect(outcome.standardError == "error: \(path): " + message.dropFirst("error: ".count) + "\n")
        }
    }

    @Test func directoriesAndLoopsAreNamed() throws {
        let directory = try folder(["rules.json": #"{"fields": [{"name": "a"}]}"#])
        let rules = directory.appendingPathComponent("rules.json").path
        let records = try PatternsBinary.run(["validate", "--rules", rules, directory.path])
        #expect(records.status == 2)
        #expect(
            records.standardError
                == "0 records: 0 valid, 0 incomplete, 0 invalid, 0 error\nerror: cannot read '\(directory.path)': is a directory, not a file\n"
        )
        let ruleSet = try PatternsBinary.run(["validate", "--rules", directory.path], standardInput: Data())
        #expect(
            ruleSet.standardError == "error: cannot read the rule set \(directory.path): is a directory, not a file\n")
        let file = try PatternsBinary.run(["list"], environment: ["PATTERNRULES_CATALOGUE": rules])
        #expect(file.status == 2)
        #expect(file.standardError == "error: \(rules): cannot read the catalogue directory: is not a directory\n")
        let loop = directory.appendingPathComponent("loop").path
        try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: loop)
        let looped = try PatternsBinary.run(["list"], environment: ["PATTERNRULES_CATALOGUE": loop])
        #expect(
            looped.standardError
                == "error: \(loop): cannot read the catalogue directory: Too many levels of symbolic links\n")
    }

    @Test func theShippedCatalogueLoadsOnEveryEngine() throws {
        for engine in Engine.available {
            let outcome = try PatternsBinary.run(["list"], environment: ["PATTERNRULES_ENGINE": engine.rawValue])
            #expect(outcome.status == 0, "\(engine): \(outcome.standardError)")
        }
    }

    @Test func aPatternErrorQuotesAWindowNotTheWholePattern() throws {
        let pattern = String(repeating: "(", count: 10_000) + "a"
        let outcome = try PatternsBinary.run(["validate", "--regex", pattern, "a"])
        #expect(outcome.status == 2)
        #expect(outcome.standardError.utf8.count < 400, "\(outcome.standardError.utf8.count) bytes")
        #expect(outcome.standardError.contains("(characters "))
    }
}

extension HostileInputTests {
    @Test(arguments: ["0", "-1", "abc", "9999", "100000001", "1e6", " 20000"])
    func aCompileBudgetOutOfRangeIsAnErrorNamingTheRange(value: String) throws {
        let outcome = try PatternsBinary.run(
            ["validate", "--regex", "a", "a"], environment: ["PATTERNRULES_COMPILE_BUDGET": value])
        #expect(outcome.status == 2)
        #expect(
            outcome.standardError
                == "error: PATTERNRULES_COMPILE_BUDGET=\(value) is not a whole number of steps from 10000 to 100000000\n"
        )
        #expect(outcome.standardOutput.isEmpty)
    }

    @Test(arguments: ["10000", "100000000", ""])
    func aCompileBudgetInRangeIsUsed(value: String) throws {
        let outcome = try PatternsBinary.run(
            ["validate", "--regex", "a", "a"], environment: ["PATTERNRULES_COMPILE_BUDGET": value])
        #expect(outcome.status == 0, "\(outcome.standardError)")
    }
}
