import Foundation
import Testing

/// `patterns find` passes over the lines its operands' prefilters clear, unsearched: every result, line
/// number, offset and count stays what searching every line gives, across the reader's blocks, with CRLF
/// lines, a byte-order mark, lines over the limit and several operands.
@Suite struct FindLinePassingTests {
    /// About 1 MiB of lines, a few holding "Holmes" or "Watson", one over a 4,000-byte limit.
    static func input() -> [UInt8] {
        var lines: [String] = []
        for index in 0..<30_000 {
            switch index {
            case 0: lines.append("\u{FEFF}Holmes at the start")
            case 7_777: lines.append(String(repeating: "x", count: 5_000) + " Holmes")
            case _ where index % 997 == 0: lines.append("line \(index): Mr Holmes and Dr Watson\r")
            case _ where index % 1_303 == 0: lines.append("Watson alone, \(index)")
            default: lines.append("an ordinary line of subtitles, number \(index), nothing here")
            }
        }
        return Array((lines.joined(separator: "\n") + "\nlast Holmes").utf8)
    }

    /// What searching each line finds, `LINE:COLUMN:MATCH`, for literal operands.
    static func expected(_ literals: [String], in input: [UInt8], limit: Int) -> [String] {
        var results: [String] = []
        // Split at line feeds as bytes: a Swift `String` holds "\r\n" as one character.
        for (number, bytes) in input.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            var text = Substring(String(decoding: bytes, as: UTF8.self))
            if number == 0 { text = text.drop { $0 == "\u{FEFF}" } }
            if text.hasSuffix("\r") { text = text.dropLast() }
            guard text.utf8.count <= limit else { continue }
            var found: [(Int, String)] = []
            for literal in literals {
                var from = text.startIndex
                while let range = text[from...].range(of: literal) {
                    found.append((text.utf8.distance(from: text.startIndex, to: range.lowerBound) + 1, literal))
                    from = range.upperBound
                }
            }
            results += found.sorted { $0.0 < $1.0 }.map { "\(number + 1):\($0.0):\($0.1)" }
        }
        return results
    }

    @Test func everyMatchIsFoundAsIfEveryLineWereSearched() throws {
        let folder = try TemporaryFolder.make([:], prefix: "passing")
        let file = folder.appendingPathComponent("subtitles.txt")
        let input = Self.input()
        try Data(input).write(to: file)
        let one = try PatternsBinary.run(["find", "--regex", "Holmes", "--max-line-bytes", "4000", file.path])
        #expect(one.status == 2)  // the line over the limit is reported, not passed over in silence
        #expect(one.standardError.contains("line 7778: 5007 bytes, over the --max-line-bytes limit"))
        #expect(
            one.standardOutput.split(separator: "\n").map(String.init)
                == Self.expected(["Holmes"], in: input, limit: 4000))
        let two = try PatternsBinary.run(["find", "--regex", "Holmes", "--regex", "Watson", file.path])
        #expect(
            two.standardOutput.split(separator: "\n").map(String.init)
                == Self.expected(["Holmes", "Watson"], in: input, limit: .max))
        // ripgrep's offsets and byte counts: the same whether lines are passed over or searched one by one
        // (--redact searches every line, since it writes them all).
        let json = try PatternsBinary.run(["find", "--json", "--regex", "Watson", file.path])
        let offsets = json.standardOutput.split(separator: "\n").compactMap { line -> Int? in
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                object["type"] as? String == "match", let data = object["data"] as? [String: Any]
            else { return nil }
            return data["absolute_offset"] as? Int
        }
        var starts: [Int] = []
        var offset = 0
        for (number, line) in input.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            if String(decoding: line, as: UTF8.self).contains("Watson") {
                starts.append(offset - (number == 0 ? 0 : 3))
            }
            offset += line.count + 1
        }
        #expect(offsets == starts)
        // `[A-Z]atson` has no prefilter: every line is searched one by one, and the bytes counted are the same.
        let searched = try PatternsBinary.run(["find", "--json", "--regex", "[A-Z]atson", file.path])
        func bytesSearched(_ output: String) -> String? {
            output.split(separator: "\n").last?.split(separator: ",").first { $0.hasPrefix("\"bytes_searched\"") }
                .map(String.init)
        }
        #expect(bytesSearched(json.standardOutput) != nil)
        #expect(bytesSearched(json.standardOutput) == bytesSearched(searched.standardOutput))
        let counts = try PatternsBinary.run(["find", "--count-matches", "--regex", "(?i)holmes|watson", file.path])
        #expect(counts.standardOutput == "\(Self.expected(["Holmes", "Watson"], in: input, limit: .max).count)\n")
    }
}
