import Foundation
import PatternRules
import Testing

/// `patterns find`, run as the built binary: grep-like text, ripgrep's JSON messages, counts, exit
/// statuses, and input that could forge output.
@Suite struct FindCommandTests {
    /// `a.txt` (CRLF, a line without a match) and `b.txt` (a byte that is not UTF-8), the files the
    /// ripgrep outputs below were taken from (ripgrep 13.0.0, `rg --json -e 'hel+o' a.txt b.txt`).
    static func files() throws -> URL {
        let folder = try TemporaryFolder.make(["a.txt": "hello world\r\nfoo\nbar hello\n"])
        try Data([0x78, 0xFF] + Array("hello\n".utf8)).write(to: folder.appendingPathComponent("b.txt"))
        return folder
    }

    /// A JSON line with ripgrep's timings, which differ on every run, taken out.
    static func withoutTimings(_ line: Substring) -> String {
        String(line).replacing(/"(elapsed|elapsed_total)":\{[^}]*\}/, with: { "\"\($0.1)\":T" })
    }

    @Test func textIsLineColumnAndMatchWithTheFileWhenThereAreSeveral() throws {
        let folder = try Self.files()
        let one = try PatternsBinary.run([
            "find", "--regex", "hel+o", "--input", folder.appendingPathComponent("a.txt").path,
        ])
        #expect(one.status == 0)
        #expect(one.standardOutput == "1:1:hello\n3:5:hello\n")
        let a = folder.appendingPathComponent("a.txt").path
        let b = folder.appendingPathComponent("b.txt").path
        let both = try PatternsBinary.run(["find", "--regex", "hel+o", "--input", a, "--input", b])
        #expect(both.standardOutput == "\(a):1:1:hello\n\(a):3:5:hello\n\(b):1:3:hello\n")
    }

    @Test func jsonIsRipgrepsMessages() throws {
        let folder = try Self.files()
        let outcome = try PatternsBinary.runShell(
            "cd '\(folder.path)' && \"$PATTERNS\" find --regex 'hel+o' --json --input a.txt --input b.txt")
        #expect(outcome.status == 0)
        let expected = [
            #"{"type":"begin","data":{"path":{"text":"a.txt"}}}"#,
            #"{"type":"match","data":{"path":{"text":"a.txt"},"lines":{"text":"hello world\r\n"},"line_number":1,"absolute_offset":0,"submatches":[{"match":{"text":"hello"},"start":0,"end":5}]}}"#,
            #"{"type":"match","data":{"path":{"text":"a.txt"},"lines":{"text":"bar hello\n"},"line_number":3,"absolute_offset":17,"submatches":[{"match":{"text":"hello"},"start":4,"end":9}]}}"#,
            #"{"type":"end","data":{"path":{"text":"a.txt"},"binary_offset":null,"stats":{"elapsed":T,"searches":1,"searches_with_match":1,"bytes_searched":27,"bytes_printed":409,"matched_lines":2,"matches":2}}}"#,
            #"{"type":"begin","data":{"path":{"text":"b.txt"}}}"#,
            #"{"type":"match","data":{"path":{"text":"b.txt"},"lines":{"bytes":"eP9oZWxsbwo="},"line_number":1,"absolute_offset":0,"submatches":[{"match":{"text":"hello"},"start":2,"end":7}]}}"#,
            #"{"type":"end","data":{"path":{"text":"b.txt"},"binary_offset":null,"stats":{"elapsed":T,"searches":1,"searches_with_match":1,"bytes_searched":8,"bytes_printed":229,"matched_lines":1,"matches":1}}}"#,
            #"{"data":{"elapsed_total":T,"stats":{"elapsed":T,"searches":2,"searches_with_match":2,"bytes_searched":35,"bytes_printed":638,"matched_lines":3,"matches":3}},"type":"summary"}"#,
        ]
        #expect(outcome.standardOutput.split(separator: "\n").map(Self.withoutTimings) == expected)
    }

    @Test func aLineWhoseOnlyMatchesAreEmptyStillGetsItsMatchMessage() throws {
        let outcome = try PatternsBinary.run(["find", "--regex", "x*", "--json"], standardInput: Data("abc\n".utf8))
        let match = try #require(outcome.standardOutput.split(separator: "\n").dropFirst().first)
        #expect(
            match.hasSuffix(
                #""submatches":[{"match":{"text":""},"start":0,"end":0},{"match":{"text":""},"start":1,"end":1},{"match":{"text":""},"start":2,"end":2},{"match":{"text":""},"start":3,"end":3}]}}"#
            ))
    }

    @Test func countsAreLinesOrMatchesAndNothingFoundIsStatusOne() throws {
        let input = Data("a a\nb\na\n".utf8)
        #expect(
            try PatternsBinary.run(["find", "--regex", "a", "--count"], standardInput: input).standardOutput == "2\n")
        let matches = try PatternsBinary.run(["find", "--regex", "a", "--count-matches"], standardInput: input)
        #expect(matches.standardOutput == "3\n")
        let none = try PatternsBinary.run(["find", "--regex", "z", "--count"], standardInput: input)
        #expect(none.status == 1)
        #expect(none.standardOutput.isEmpty)
        let both = try PatternsBinary.run(["find", "--regex", "a", "--count", "--json"], standardInput: input)
        #expect(both.status == 2)
        #expect(both.standardError.hasPrefix("error: '--json' and '--count' cannot be given together\n"))
    }

    @Test func severalPatternsTakeTheLeftmostThenLongestAndNameTheirRule() throws {
        let input = Data("ab abc\n".utf8)
        let text = try PatternsBinary.run(["find", "--regex", "ab", "--regex", "abc|b"], standardInput: input)
        #expect(text.standardOutput == "1:1:ab\n1:4:abc\n")
        let json = try PatternsBinary.run(
            ["find", "--regex", "ab", "--regex", "abc|b", "--json"], standardInput: input)
        #expect(
            json.standardOutput.contains(
                #"{"match":{"text":"ab"},"start":0,"end":2,"rule":"ab"},{"match":{"text":"abc"},"start":3,"end":6,"rule":"abc|b"}"#
            ))
    }

    /// Several operands read each line in one pass first (docs/PERSONAL-DATA.md), which must change
    /// nothing: each finds on its own lines what it finds alone, a pattern the pass leaves to its own
    /// search (`\b`) included, on lines that are not UTF-8 too.
    @Test func severalOperandsFindWhatEachFindsAlone() throws {
        var input: [UInt8] = []
        for index in 0..<400 {
            switch index % 5 {
            case 0: input += Array("mail u\(index)@example.com ERROR\n".utf8)
            case 1: input += Array("card 4111 1111 1111 1111\n".utf8)
            case 2: input += [0xFF] + Array(" ref=\(index) x@y.io ERRORS\n".utf8)
            case 3: input += Array("call 020 7946 0958 ref=\(index) IBAN DE89 3704 0044 0532 0130 00\n".utf8)
            default: input += Array("nothing here\n".utf8)
            }
        }
        let operands = [
            ["email"], ["card"], ["iban"], ["phone:GB"], ["--regex", "ref=[0-9]+"], ["--regex", #"\bERROR\b"#],
        ]
        let together = try PatternsBinary.run(
            ["find"] + operands.flatMap { $0 } + ["--json"], standardInput: Data(input))
        #expect(together.status == 0)
        // Each submatch as its line number and span, for `rule` (every submatch for a single operand,
        // whose submatches name no rule).
        let submatches = { (output: String, rule: String?) -> [String] in
            output.split(separator: "\n").flatMap { line -> [String] in
                guard let number = line.firstMatch(of: /"line_number":(\d+)/)?.1 else { return [] }
                return line.matches(of: /"start":(\d+),"end":(\d+)(?:,"rule":"([^"]*)")?/).compactMap { found in
                    rule == nil || found.3.map(String.init) == rule ? "\(number):\(found.1)-\(found.2)" : nil
                }
            }
        }
        for operand in operands {
            let alone = try PatternsBinary.run(["find"] + operand + ["--json"], standardInput: Data(input))
            let expected = submatches(alone.standardOutput, nil)
            // The rule as JSON writes it: `\b` is `\\b` there.
            let found = submatches(together.standardOutput, operand.last!.replacing("\\", with: "\\\\"))
            #expect(expected.count >= 80, "\(operand.last!) finds something")
            #expect(found == expected, "\(operand.last!): \(found.count) found, \(expected.count) alone")
        }
    }

    @Test func theDialectDecidesTheEmptyMatchRule() throws {
        let input = Data("aa\n".utf8)
        let pcre2 = try PatternsBinary.run(["find", "--regex", "a*?", "--count-matches"], standardInput: input)
        #expect(pcre2.standardOutput == "5\n")
        let javascript = try PatternsBinary.run(
            ["find", "--regex", "a*?", "--dialect", "javascript", "--count-matches"], standardInput: input)
        #expect(javascript.standardOutput == "3\n")
    }

    @Test func aMatchThatCouldForgeALineIsQuoted() throws {
        let outcome = try PatternsBinary.run(
            ["find", "--regex", #"a\tb|\x1b\[31m"#], standardInput: Data("xa\tb \u{1B}[31m\n".utf8))
        #expect(outcome.standardOutput == "1:2:\"a\\tb\"\n1:6:\"\\u001b[31m\"\n")
    }

    @Test func theFindersAreListedFromTheRegistry() throws {
        let listed = try PatternsBinary.run(["find", "--list-finders"])
        #expect(listed.status == 0)
        let lines = listed.standardOutput.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
        #expect(lines.map { $0[0] } == Finders.builtIn.map { $0.family })
        #expect(lines.allSatisfy { $0.count == 4 })
        #expect(lines.contains(["phone", "phone,phone:XX,phone:XX:TYPE", "--leniency", PhoneNumberFinder.summary]))
        #expect(lines.contains(["us.ssn", "us.ssn", "--context", USSSNFinder.summary]))
        let extra = try PatternsBinary.run(["find", "--list-finders", "card"])
        #expect(extra.status == 2)
        #expect(extra.standardError.hasPrefix("error: '--list-finders' takes no other argument"))
    }

    @Test func identifiersAreFoundByTheirStdnumNames() throws {
        let text = "SSN 123-45-6789, NHS 943 476 5919, CPF 390.533.447-05; not 078-05-1120 nor 943 476 5918\n"
        let found = try PatternsBinary.run(
            ["find", "us.ssn", "gb.nhs", "br.cpf", "--redact"], standardInput: Data(text.utf8))
        #expect(found.status == 0)
        #expect(
            found.standardOutput
                == "SSN [us.ssn], NHS [gb.nhs], CPF [br.cpf]; not 078-05-1120 nor 943 476 5918\n")
        let named = try PatternsBinary.run(["find", "in.aadhaar", "-"], standardInput: Data("2345 6789 0124\n".utf8))
        #expect(named.standardOutput == "1:1:2345 6789 0124\n")
    }

    @Test func contextWordsAreAskedForWithContext() throws {
        let text = "SSN 123-45-6789\nref 123-45-6789\n"
        let found = try PatternsBinary.run(["find", "us.ssn", "--context"], standardInput: Data(text.utf8))
        #expect(found.standardOutput == "1:5:123-45-6789\n")
        let notRead = try PatternsBinary.run(["find", "card", "--context"], standardInput: Data(text.utf8))
        #expect(notRead.status == 2)
        #expect(notRead.standardError.hasPrefix("error: '--context' applies to finders with context words"))
    }

    @Test func personalDataIsFoundNamedAndRedacted() throws {
        let text = "Call 020 7946 0958, card 4111 1111 1111 1111, IBAN DE89 3704 0044 0532 0130 00.\r\n"
        let json = try PatternsBinary.run(
            ["find", "phone:GB", "card", "iban", "--json"], standardInput: Data(text.utf8))
        #expect(json.status == 0)
        #expect(
            json.standardOutput.contains(
                #"{"match":{"text":"020 7946 0958"},"start":5,"end":18,"rule":"phone:GB","e164":"+442079460958"}"#))
        #expect(json.standardOutput.contains(#""rule":"card"}"#))
        #expect(json.standardOutput.contains(#""rule":"iban"}"#))
        // A byte that is not UTF-8 and a missing final line feed stay as read.
        let bytes = Array(text.utf8) + [0xFF, 0x78]
        let redacted = try PatternsBinary.run(
            ["find", "phone:GB", "card", "iban", "--redact"], standardInput: Data(bytes))
        var expected = Array("Call [phone:GB], card [card], IBAN [iban].\r\n".utf8)
        expected += [0xFF, 0x78]
        #expect(Array(redacted.standardOutputBytes) == expected)
        let possible = try PatternsBinary.run(
            ["find", "phone:GB", "--leniency", "possible"], standardInput: Data("ref abc02079460958\n".utf8))
        #expect(possible.standardOutput == "1:8:02079460958\n")
        let valid = try PatternsBinary.run(["find", "phone:GB"], standardInput: Data("ref abc02079460958\n".utf8))
        #expect(valid.status == 1)
    }

    @Test func errorsComeBeforeAnyOutputAndNameWhatIsWrong() throws {
        let unknown = try PatternsBinary.run(["find", "no-such-entry"], standardInput: Data("x\n".utf8))
        #expect(unknown.status == 2)
        #expect(unknown.standardOutput.isEmpty)
        // With no pattern before it, an argument that names none is a file, and the pattern is missing.
        #expect(
            unknown.standardError.contains("'no-such-entry' names no catalogue entry or rule (see 'patterns list')"))
        let password = try PatternsBinary.run(["find", "password"], standardInput: Data("x\n".utf8))
        #expect(password.standardError.hasPrefix("error: the rule 'password' is not one pattern\n"))
        let region = try PatternsBinary.run(["find", "phone:QQ"], standardInput: Data("x\n".utf8))
        #expect(region.status == 2)
        #expect(region.standardOutput.isEmpty)
        #expect(region.standardError.contains("unknown region 'QQ'"))
        let leniency = try PatternsBinary.run(["find", "card", "--leniency", "valid"], standardInput: Data("x\n".utf8))
        #expect(leniency.status == 2)
        #expect(leniency.standardError.contains("'--leniency' applies to phone rules (phone:XX) only"))
        let icu = try PatternsBinary.run(
            ["find", "--regex", #"\N{LATIN SMALL LETTER A}"#], standardInput: Data("a\n".utf8))
        #expect(icu.status == 2)
        #expect(icu.standardError.hasPrefix(#"error: cannot search with \N{LATIN SMALL LETTER A}: "#))
        let nothing = try PatternsBinary.run(["find"])
        #expect(nothing.standardError.hasPrefix("error: 'patterns find' needs a pattern"))
        let directory = try PatternsBinary.run(["find", "--regex", "a", "--input", "/"])
        #expect(directory.status == 2)
        #expect(directory.standardError == "error: cannot read '/': is a directory, not a file\n")
    }

    @Test func aLineOverTheLimitIsNamedAndTheOthersAreSearched() throws {
        let input = Data(("a\n" + String(repeating: "b", count: 100) + "\na\n").utf8)
        let outcome = try PatternsBinary.run(["find", "--regex", "a", "--max-line-bytes", "50"], standardInput: input)
        #expect(outcome.status == 2)
        #expect(outcome.standardOutput == "1:1:a\n3:1:a\n")
        #expect(
            outcome.standardError
                == "warning: standard input line 2: 100 bytes, over the --max-line-bytes limit of 50: not searched\n")
        // The line not searched still counts towards where the next one starts in the input.
        let json = try PatternsBinary.run(
            ["find", "--regex", "a", "--max-line-bytes", "50", "--json"], standardInput: input)
        #expect(json.standardOutput.contains(#""line_number":3,"absolute_offset":103,"#))
    }

    @Test func redactionKeepsEveryByteButTheMatches() throws {
        // A byte-order mark, a CRLF, a byte that is not UTF-8, a line without a match, no final line feed.
        var input: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("mail a@b.co now\r\n".utf8) + [0xFF]
        input += Array(" x@y.zz\nno match here\nlast p@q.rr".utf8)
        let redacted = try PatternsBinary.run(["find", "email", "--redact"], standardInput: Data(input))
        #expect(redacted.status == 0)
        var expected: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("mail [email] now\r\n".utf8) + [0xFF]
        expected += Array(" [email]\nno match here\nlast [email]".utf8)
        #expect(redacted.standardOutputBytes == Data(expected))
        let fixed = try PatternsBinary.run(
            ["find", "--regex", "[0-9]{4}", "--redact-with", "####"], standardInput: Data("card 1234 5678\n".utf8))
        #expect(fixed.standardOutput == "card #### ####\n")
        // Nothing found: every byte as read, and status 1.
        let untouched = try PatternsBinary.run(["find", "--regex", "zzz", "--redact"], standardInput: Data(input))
        #expect(untouched.status == 1)
        #expect(untouched.standardOutputBytes == Data(input))
    }

    @Test func redactionNamesEachPatternAndLeavesEmptyMatchesAlone() throws {
        let several = try PatternsBinary.run(
            ["find", "email", "--regex", "\\+[0-9]{6,}", "--redact"], standardInput: Data("a@b.co or +441234567\n".utf8)
        )
        #expect(several.standardOutput == "[email] or [\\+[0-9]{6,}]\n")
        let empty = try PatternsBinary.run(["find", "--regex", "x*", "--redact"], standardInput: Data("axxb\n".utf8))
        #expect(empty.standardOutput == "a[x*]b\n")
        let together = try PatternsBinary.run(["find", "email", "--redact", "--count"], standardInput: Data())
        #expect(together.status == 2)
        #expect(together.standardError.hasPrefix("error: '--count' and '--redact' cannot be given together"))
        let broken = try PatternsBinary.run(["find", "email", "--redact-with", "a\nb"], standardInput: Data())
        #expect(broken.standardError.hasPrefix("error: '--redact-with' takes text without line breaks"))
    }

    /// `--jobs` changes nothing but the threads: every report, the warnings and the status are those of one
    /// thread, on lines with CRLF, bytes that are not UTF-8, a line over the limit and no final line feed.
    @Test(arguments: [[], ["--json"], ["--count"], ["--count-matches"], ["--redact"]])
    func outputIsTheSameWhateverTheJobs(report: [String]) throws {
        var input: [UInt8] = [0xEF, 0xBB, 0xBF]
        for index in 0..<3_000 {
            switch index % 6 {
            case 0: input += Array("call 020 7946 0\(index % 1_000 + 100) or mail u\(index)@example.com\r\n".utf8)
            case 1: input += Array("card 4111 1111 1111 1111, ref \(index)\n".utf8)
            case 2: input += [0xFF] + Array(" x\(index)@y.io\n".utf8)
            case 3: input += Array((String(repeating: "7", count: index % 97 == 3 ? 300 : 20) + "\n").utf8)
            case 4: input += Array("nothing here\n".utf8)
            default: input += Array("+44 20 7946 0958 at 10:30 on 2024-01-02\n".utf8)
            }
        }
        input += Array("last a@b.co".utf8)
        let arguments = ["find", "phone:GB", "email", "card", "--regex", "7{5}", "--max-line-bytes", "200"] + report
        let one = try PatternsBinary.run(arguments, standardInput: Data(input))
        #expect(one.status == 2, "the over-long lines make the status 2")
        for jobs in ["2", "3"] {
            let many = try PatternsBinary.run(arguments + ["--jobs", jobs], standardInput: Data(input))
            #expect(many.status == one.status)
            #expect(many.standardError == one.standardError)
            let lines = { (text: String) in text.split(separator: "\n").map(Self.withoutTimings) }
            #expect(lines(many.standardOutput) == lines(one.standardOutput), "--jobs \(jobs)")
            if report == ["--redact"] { #expect(many.standardOutputBytes == one.standardOutputBytes) }
        }
        let refused = try PatternsBinary.run(["find", "email", "--jobs", "0"], standardInput: Data())
        #expect(refused.status == 2 && refused.standardError.contains("'--jobs' takes a number of threads"))
    }

    /// Whether an argument names a catalogue entry is told by the entry's file alone: a search of a file
    /// never loads the catalogue (which costs as much as searching megabytes), and an entry searched with
    /// in a broken catalogue names the catalogue's problem instead of being read as a file name.
    @Test func filesAreToldFromCatalogueEntriesWithoutLoadingTheCatalogue() throws {
        let folder = try Self.files()
        let broken = try TemporaryFolder.make(["mine.json": "{"])
        let environment = ["PATTERNRULES_CATALOGUE": broken.path]
        let file = folder.appendingPathComponent("a.txt").path
        let search = try PatternsBinary.run(["find", "--regex", "hel+o", file], environment: environment)
        #expect(search.status == 0 && search.standardOutput == "1:1:hello\n3:5:hello\n")
        let entry = try PatternsBinary.run(["find", "mine", file], environment: environment)
        #expect(entry.status == 2 && entry.standardError.contains("mine.json: invalid JSON"), "\(entry.standardError)")
        let shipped = try PatternsBinary.run(["find", "credit-card.visa", file])
        #expect(shipped.status == 1 && shipped.standardError.isEmpty)
    }
}
