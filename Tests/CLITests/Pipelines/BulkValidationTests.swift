import Foundation
import PatternRulesCLI
import Testing

/// `patterns validate` over many lines: the bulk path (one pattern, lines matched on their bytes, in
/// parallel chunks) gives the same bytes whatever the number of jobs, and every odd line its warning.
@Suite struct BulkValidationTests {
    /// 60,000 lines: emails, near misses, lines that are not UTF-8, NUL bytes, CRLF endings, an empty
    /// line, and one line over the limit; several batches and chunks.
    static let input: Data = {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(1 << 21)
        for index in 0..<60_000 {
            switch index % 10 {
            case 0: bytes += "user\(index)@example.com".utf8
            case 1: bytes += "user\(index)@".utf8
            case 2: bytes += "bad user\(index)".utf8
            case 3: bytes += [0x61, 0xFF, 0x62]
            case 4: bytes += "crlf\(index)@example.org\r".utf8
            case 5 where index == 5: bytes += [0x61, 0x00, 0x62]
            case 6 where index == 6: bytes += repeatElement(0x61, count: 5_000)
            case 7 where index == 7: break
            default: bytes += "user.\(index)@mail.example.net".utf8
            }
            bytes.append(0x0A)
        }
        return Data(bytes)
    }()

    @Test(arguments: [["--only", "valid"], ["--count"], [], ["--only", "invalid"], ["--output", "jsonl"]])
    func outputIsTheSameWhateverTheJobs(options: [String]) throws {
        let arguments = ["validate", "--max-line-bytes", "4096", "--regex", #"[a-z0-9.]+@[a-z]+\.[a-z]{2,}"#]
        let one = try PatternsBinary.run(arguments + options + ["--jobs", "1"], standardInput: Self.input)
        let four = try PatternsBinary.run(arguments + options + ["--jobs", "4"], standardInput: Self.input)
        #expect(one == four)
        #expect(one.status == 1)
        #expect(one.standardError.hasPrefix("warning: line 4: invalid UTF-8 at byte offset 1; reported as 'invalid'\n"))
        #expect(one.standardError.contains("warning: line 6 contains NUL bytes"))
        #expect(
            one.standardError.contains(
                "warning: line 7: 5000 bytes, longer than the limit of 4096; reported as 'error'"))
        #expect(one.standardError.components(separatedBy: "NUL bytes").count == 2, "one NUL warning")
        if options == ["--count"] {
            // user.N@mail.example.net has two dots after the @: not this pattern.
            #expect(one.standardOutput == "valid\t12000\nincomplete\t6001\ninvalid\t41998\nerror\t1\n")
        }
    }

    /// `--only` writes each chosen line once as it was read: a CR before its line feed kept, a final line
    /// without one given one, runs of lines copied whole.
    @Test func onlyWritesEachChosenLineWithItsOwnLineFeed() throws {
        let input = Data("a@b.cc\r\nx\na@b.cc\nb@c.dd\n\nc@d.ee\r\nd@e.ff".utf8)
        for jobs in ["1", "2"] {
            let outcome = try PatternsBinary.run(
                ["validate", "--regex", #"[a-z]+@[a-z]+\.[a-z]{2,}"#, "--only", "valid", "--jobs", jobs],
                standardInput: input)
            #expect(outcome.standardOutput == "a@b.cc\r\na@b.cc\nb@c.dd\nc@d.ee\r\nd@e.ff\n")
        }
    }

    @Test func theCountsAgreeWithTheLineByLinePath() throws {
        let pattern = #"[a-z0-9.]+@[a-z]+\.[a-z]{2,}"#
        let sample = Self.input.prefix(2_000)
        let bulk = try PatternsBinary.run(["validate", "--regex", pattern], standardInput: sample)
        // Inputs given as arguments take the line-by-line path.
        // Split as bytes: as a `String`, CR LF is one character, and a split at "\n" would miss it.
        let lines = Array(sample).split(separator: 0x0A, omittingEmptySubsequences: false).dropLast()
            .map { String(decoding: $0.last == 0x0D ? $0.dropLast() : $0, as: UTF8.self) }
            .filter { !$0.contains("\u{FFFD}") && !$0.contains("\0") && !$0.isEmpty }
        #expect(lines.contains { $0.hasPrefix("crlf") }, "CRLF lines are compared")
        let arguments = try PatternsBinary.run(["validate", "--regex", pattern, "--"] + lines)
        let bulkLines = Array(bulk.standardOutput.utf8).split(separator: 0x0A).map {
            String(decoding: $0, as: UTF8.self)
        }
        .filter { line in lines.contains(String(line.drop(while: { $0 != "\t" }).dropFirst())) }
        #expect(bulkLines.joined(separator: "\n") + "\n" == arguments.standardOutput)
    }

    /// A line longer than a round of blocks (1 MiB per job) but under the limit is read to its end
    /// (this once looped for ever waiting for a line feed it never read).
    @Test func aLineLongerThanTheBlocksIsReadToItsEnd() throws {
        let long = String(repeating: "a", count: 5_000_000)
        let outcome = try PatternsBinary.run(
            ["validate", "--regex", "[a-z]+", "--count", "--jobs", "2"], standardInput: Data((long + "\nb\n1\n").utf8))
        #expect(outcome.standardOutput == "valid\t2\nincomplete\t0\ninvalid\t1\n")
    }

    @Test func jobsIsANumberOfThreads() throws {
        let outcome = try PatternsBinary.run(["validate", "email", "--jobs", "0"])
        #expect(outcome.status == 2)
        #expect(outcome.standardError.hasPrefix("error: '--jobs' takes a number of threads from 1 to 256, not '0'\n"))
    }
}

/// The progress line drawn on a terminal while a large file is validated (not drawn into pipes, so
/// only its text is testable here).
@Suite struct ProgressLineTests {
    @Test func theLineSaysHowMuchIsRead() {
        #expect(ProgressLine.text(read: 412 << 20, total: 1_024 << 20) == "patterns: 412 of 1,024 MB (40%)")
        #expect(ProgressLine.text(read: 0, total: 0) == "patterns: 0 of 0 MB (100%)")
        #expect(ProgressLine.text(read: 5 << 30, total: 2_000_000 << 20) == "patterns: 5,120 of 2,000,000 MB (0%)")
    }

    /// JSON Lines from the bulk path are the objects the line-by-line printer writes for the same inputs
    /// given as arguments, numbered by line, across chunks and rounds; a line that is not UTF-8 says so.
    @Test func jsonLinesMatchTheLineByLinePrinter() throws {
        let samples = ["a@b.co", "x", "tab\there", "quote\"d", "back\\slash", "é@ü.de", "\u{1B}[31m", "a\u{2028}b", ""]
        let lines = (0..<3_000).map { samples[$0 % samples.count] + String($0 % 7) }
        let pattern = #"[^@]+@[^@]+\.[a-z]{2,}[0-9]"#
        let bulk = try PatternsBinary.run(
            ["validate", "--regex", pattern, "--output", "jsonl", "--jobs", "3"],
            standardInput: Data((lines.joined(separator: "\n") + "\n").utf8))
        let printer = try PatternsBinary.run(["validate", "--regex", pattern, "--output", "jsonl", "--"] + lines)
        #expect(bulk.standardOutput == printer.standardOutput)
        #expect(bulk.standardOutput.split(separator: "\n").count == 3_000)
        let invalid = try PatternsBinary.run(
            ["validate", "--regex", ".*", "--output", "jsonl"], standardInput: Data([0x61, 0xFF, 0x0A]))
        #expect(
            invalid.standardOutput == #"{"line": 1, "verdict": "invalid", "input": "a\#u{FFFD}", "invalidUTF8": true}"#
                + "\n")
    }

    /// JSON Lines numbers each object by its line, across the chunks each job numbers on its own, the
    /// blocks the input is read in, and a line over the limit between them.
    @Test func jsonLinesNumberEveryLineAcrossChunksAndBlocks() throws {
        var lines = (0..<400_000).map { $0 % 3 == 0 ? "ab" : String($0 % 10) }
        lines[250_000] = String(repeating: "x", count: 3_000_000)
        let input = Data((lines.joined(separator: "\n") + "\n").utf8)
        for jobs in ["1", "2"] {
            let outcome = try PatternsBinary.run(
                ["validate", "--regex", "[a-z]+", "--output", "jsonl", "--jobs", jobs], standardInput: input)
            let objects = outcome.standardOutput.split(separator: "\n")
            #expect(objects.count == lines.count)
            let misnumbered = objects.enumerated().first { index, object in
                !object.hasPrefix("{\"line\": \(index + 1), ")
            }
            #expect(misnumbered == nil, "jobs \(jobs): \(String(describing: misnumbered))")
        }
    }
}
