import Foundation
import Testing

/// `patterns find` where ripgrep 13's JSON and PCRE2's `/g` loop are the reference on the edges of a
/// line: a byte-order mark, a CR that ends the input, and empty matches beside bytes that are not UTF-8.
@Suite struct FindRipgrepEdgeTests {
    static func submatches(_ output: String) -> [Substring] {
        output.split(separator: "\n").filter { $0.hasPrefix(#"{"type":"match""#) }
    }

    @Test func offsetsAfterAByteOrderMarkCountFromTheFirstCharacterAsRipgrepCounts() throws {
        // rg --json ab on \u{FEFF}ab\nab\n: line 2 at absolute offset 3.
        let input = Data([0xEF, 0xBB, 0xBF] + Array("ab\nab\n".utf8))
        let outcome = try PatternsBinary.run(["find", "--regex", "ab", "--json"], standardInput: input)
        let matches = Self.submatches(outcome.standardOutput)
        #expect(matches.count == 2)
        #expect(matches[0].contains(#""lines":{"text":"ab\n"},"line_number":1,"absolute_offset":0,"#))
        #expect(matches[1].contains(#""lines":{"text":"ab\n"},"line_number":2,"absolute_offset":3,"#))
    }

    @Test func aCRThatEndsTheInputIsSearchedAndACRBeforeALineFeedIsNot() throws {
        // rg --json '\r' on xab\r finds the CR at 3..4, the line written "xab\r".
        let final = try PatternsBinary.run(["find", "--regex", #"b\r"#, "--json"], standardInput: Data("xab\r".utf8))
        let match = try #require(Self.submatches(final.standardOutput).first)
        #expect(match.contains(#""lines":{"text":"xab\r"},"#))
        #expect(match.contains(#"{"match":{"text":"b\r"},"start":2,"end":4}"#))
        let crlf = try PatternsBinary.run(["find", "--regex", #"\r"#], standardInput: Data("xab\r\nc\n".utf8))
        #expect(crlf.status == 1)
        #expect(crlf.standardOutput.isEmpty)
        // Redaction writes the bytes as read around the match: nothing added, nothing lost.
        let redacted = try PatternsBinary.run(
            ["find", "--regex", "b", "--redact"], standardInput: Data("ab\nab\r".utf8))
        #expect(redacted.standardOutput == "a[b]\na[b]\r")
    }

    @Test func anEmptyMatchBesideAByteThatIsNotUTF8IsReportedOnce() throws {
        // pcre2test /x*+/g,match_invalid_utf on b\xC3c: empty matches at 0, 2 and 3.
        for pattern in ["x*+", "(a?)+?", "(|a)*", "x*"] {
            let outcome = try PatternsBinary.run(
                ["find", "--regex", pattern, "--json"], standardInput: Data([0x62, 0xC3, 0x63, 0x0A]))
            let match = try #require(Self.submatches(outcome.standardOutput).first)
            #expect(
                match.hasSuffix(
                    #""submatches":[{"match":{"text":""},"start":0,"end":0},{"match":{"text":""},"start":2,"end":2},{"match":{"text":""},"start":3,"end":3}]}}"#
                ), "\(pattern): \(match)")
        }
    }

    @Test func aFileNameThatIsNotUTF8IsSearchedAndWrittenAsItsBytes() throws {
        let folder = try TemporaryFolder.make(["ok.txt": "hello\n"])
        // rg --json on the file f\xFF.txt: its path as {"bytes": base64 of f, 0xFF, .txt}.
        let json = try PatternsBinary.runShell(
            "cd '\(folder.path)' && printf 'hello\\n' > \"$(printf 'f\\377.txt')\" && "
                + "\"$PATTERNS\" find --regex 'hel+o' --json --input \"$(printf 'f\\377.txt')\"")
        #expect(json.status == 0, "\(json.standardError)")
        #expect(json.standardOutput.hasPrefix(#"{"type":"begin","data":{"path":{"bytes":"Zv8udHh0"}}}"#))
        // Text names it by its bytes, as ripgrep writes it; a missing one is named with \xFF.
        let text = try PatternsBinary.runShell(
            "cd '\(folder.path)' && \"$PATTERNS\" find --regex 'hel+o' --input \"$(printf 'f\\377.txt')\" --input ok.txt "
                + "| od -An -c | tr -s ' '")
        #expect(text.standardOutput.contains("f 377 . t x t : 1 : 1 : h e l l o"))
        let missing = try PatternsBinary.runShell("\"$PATTERNS\" find --regex a --input \"$(printf 'no\\377')\"")
        #expect(missing.status == 2)
        #expect(missing.standardError.contains(#"cannot read 'no\xFF': No such file or directory"#))
        // Anywhere else such an argument is still an error that names it.
        let pattern = try PatternsBinary.runShell("\"$PATTERNS\" find --regex \"$(printf 'a\\377')\" --input /dev/null")
        #expect(pattern.standardError.hasPrefix("error: argument 3 is not valid UTF-8"))
    }
}
