import Foundation
import Testing

@testable import PatternRulesCLI

/// `find --jobs N` cuts each block of the input at line feeds into chunks that threads search in place, and
/// writes what they found in input order: everything it writes is what one thread writes, across blocks
/// and chunks, whatever lands at a chunk's start.
@Suite struct FindJobsTests {
    /// About 2.6 MB, more than one block of two jobs (2 MiB): a byte-order mark, CRLF lines, lines that
    /// begin with the mark's bytes (some land at a chunk's start, where they are part of the line), lines
    /// over the limit inside a block, one longer than a block, bytes that are not UTF-8, and a last line
    /// with no line feed.
    static let input: [UInt8] = {
        let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
        var input = mark
        input.reserveCapacity(2_700_000)
        var index = 0
        while input.count < 2_600_000 {
            index += 1
            switch index % 7 {
            case 0:
                input += mark
                input += "Holmes at a line's start \(index)\n".utf8
            case 1: input += "said Holmes to Watson, \(index)\r\n".utf8
            case 2:
                input.append(0xFF)
                input += " xxx Holmes\n".utf8
            case 3:
                input += repeatElement(UInt8(ascii: "w"), count: index % 501 == 3 ? 1_500 : 40)
                input.append(0x0A)
            case 4 where index == 40_002:
                input += repeatElement(UInt8(ascii: "y"), count: 2_200_000)
                input.append(0x0A)
            case 4: input += "nothing to see on line \(index)\n".utf8
            case 5: input.append(0x0A)
            default: input += "xxx and more xxx \(index)\n".utf8
            }
        }
        return input + "last Holmes\r".utf8
    }()

    @Test(arguments: [[], ["--json"], ["--count"], ["--count-matches"], ["--redact"]])
    func blocksAndChunksChangeNothing(report: [String]) throws {
        let arguments = ["find", "--regex", #"Holmes|\bxxx\b"#, "--max-line-bytes", "1000"] + report
        let one = try PatternsBinary.run(arguments, standardInput: Data(Self.input))
        #expect(one.status == 2, "the lines over the limit make the status 2")
        #expect(one.standardError.contains("line 40002: 2200000 bytes, over the --max-line-bytes limit"))
        for jobs in ["2", "3"] {
            let many = try PatternsBinary.run(arguments + ["--jobs", jobs], standardInput: Data(Self.input))
            #expect(many.status == one.status)
            #expect(many.standardError == one.standardError, "--jobs \(jobs)")
            if report == ["--json"] {
                // Only the last lines, ripgrep's `end` and `summary`, hold timings.
                let lines = { (text: String) in
                    text.split(separator: "\n").suffix(2).map(FindCommandTests.withoutTimings)
                }
                #expect(lines(many.standardOutput) == lines(one.standardOutput))
                #expect(
                    many.standardOutput.split(separator: "\n").dropLast(2)
                        == one.standardOutput.split(separator: "\n").dropLast(2))
            } else {
                #expect(many.standardOutputBytes == one.standardOutputBytes, "--jobs \(jobs)")
            }
        }
    }
}
