import PatternRulesTestSupport
import Testing

@testable import PatternRulesEngine

/// The one-pass reading of many lines answers each line as ``Pattern/verdict(forUTF8:)`` answers its
/// bytes: carriage returns, empty lines, a final line without a line feed, lines longer than a
/// segment, and lines beyond ASCII (left to the caller) included.
@Suite struct LineScannerTests {
    typealias Generator = SeededGenerator

    /// Bytes the buffers are made of: the patterns' own characters, line breaks, a NUL, and UTF-8
    /// both well formed and not.
    static let pieces: [[UInt8]] = [
        [0x61], [0x62], [0x63], [0x30], [0x2D], [0x2E], [0x40], [0x20], [0x0A], [0x0A], [0x0A], [0x0D], [0x0D, 0x0A],
        [0x00], Array("é".utf8), [0xFF], [0xC3], Array("ab@cd.ef".utf8), Array("\u{212A}".utf8),
    ]

    static func buffer(length: Int, using generator: inout Generator) -> [UInt8] {
        var bytes: [UInt8] = []
        while bytes.count < length { bytes += pieces.randomElement(using: &generator)! }
        return bytes
    }

    /// Every line of `bytes` as the line-by-line path reads it.
    static func expectedLines(_ bytes: [UInt8], pattern: Pattern) throws -> [(end: Int, verdict: Verdict)] {
        var lines: [(end: Int, verdict: Verdict)] = []
        var start = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
            var contentEnd = end
            if contentEnd > start, bytes[contentEnd - 1] == 0x0D { contentEnd -= 1 }
            lines.append((end, try pattern.verdict(forUTF8: Array(bytes[start..<contentEnd]))))
            start = end + 1
        }
        return lines
    }

    static func check(_ pattern: Pattern, on bytes: [UInt8], _ context: String) throws {
        let scanner = try #require(LineScanner(pattern))
        var lines = ScannedLines()
        bytes.withUnsafeBytes { scanner.scan($0, into: &lines) }
        let expected = try expectedLines(bytes, pattern: pattern)
        try #require(lines.count == expected.count, "\(context): line count")
        var start = 0
        for index in 0..<lines.count {
            #expect(lines.ends[index] == expected[index].end, "\(context): line \(index + 1)")
            let beyondASCII = bytes[start..<expected[index].end].contains { $0 >= 0x80 }
            if let verdict = lines.verdicts[index] {
                #expect(!beyondASCII && verdict == expected[index].verdict, "\(context): line \(index + 1)")
            } else {
                #expect(beyondASCII, "\(context): line \(index + 1) left unread")
            }
            start = expected[index].end + 1
        }
        try checkTallies(scanner, on: bytes, against: lines, context)
    }

    /// Tallying the same buffer gives what the kept lines give: the count of each verdict, the lines
    /// left unread with their index and bytes, and the longest line.
    static func checkTallies(
        _ scanner: LineScanner, on bytes: [UInt8], against lines: ScannedLines, _ context: String
    ) throws {
        var tallied = TalliedLines()
        // Scanned twice into one value: the second scan must start from nothing.
        bytes.withUnsafeBytes { scanner.scan($0, into: &tallied) }
        bytes.withUnsafeBytes { scanner.scan($0, into: &tallied) }
        try #require(tallied.count == lines.count, "\(context): tallied line count")
        let verdicts: [Verdict] = [.valid, .incomplete, .invalid]
        for (outcome, verdict) in verdicts.enumerated() {
            #expect(tallied.tallies[outcome] == lines.verdicts.filter { $0 == verdict }.count, "\(context): \(verdict)")
        }
        var unread: [(index: Int, bytes: Range<Int>)] = []
        var longest = 0
        var start = 0
        for index in 0..<lines.count {
            longest = max(longest, lines.ends[index] - start)
            if lines.verdicts[index] == nil { unread.append((index, start..<lines.ends[index])) }
            start = lines.ends[index] + 1
        }
        #expect(tallied.unread.map(\.index) == unread.map(\.index), "\(context): unread lines")
        #expect(tallied.unread.map(\.bytes) == unread.map(\.bytes), "\(context): unread lines' bytes")
        #expect(tallied.longest == longest, "\(context): longest line")
    }

    static let patterns = [
        #"^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9-]+(\.[a-zA-Z0-9-]+)+$"#,
        // HTML's email: bounded repeats make hundreds of states, which the byte classes' rows fit.
        #"[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*"#,
        "[a-c]{300}", #"(?i)\bk\w{2,40}\b"#, "[a-c]*", "a+b?", #"a\r?b\r*"#,
        #"[^\n]*"#, "(?s).*", #"\s*a\s*"#, "[a-c]{3,5}", "x", "", #"a\x00b"#,
    ]

    @Test(arguments: patterns)
    func eachLineAnswersAsItsBytesDo(source: String) throws {
        let pattern = try Pattern(source, engine: .automaton)
        var generator = Generator(state: 7)
        for length in [0, 1, 2, 5, 40, 300, 5_000, 100_000] {
            for round in 0..<4 {
                try Self.check(
                    pattern, on: Self.buffer(length: length, using: &generator), "\(source), \(length) bytes #\(round)")
            }
        }
    }

    @Test func edgesOfABuffer() throws {
        let pattern = try Pattern("a*", engine: .automaton)
        for text in ["", "\n", "\n\n", "a", "a\n", "a\r", "\r", "\r\n", "a\r\r\n", "b\na", "\r\r", "é", "é\na"] {
            try Self.check(pattern, on: Array(text.utf8), text.debugDescription)
        }
    }

    @Test func linesLongerThanASegment() throws {
        let pattern = try Pattern("a*b?", engine: .automaton)
        let long = [UInt8](repeating: 0x61, count: LineScanTable.segmentLength * 3 + 5)
        let cases: [[UInt8]] = [
            long, long + [0x0A], [0x61, 0x0A] + long + [0x62, 0x0D, 0x0A, 0x61], long + [0x63, 0x0A] + long,
            long + Array("é\n".utf8) + long + [0x0D],
        ]
        for (index, bytes) in cases.enumerated() { try Self.check(pattern, on: bytes, "case \(index)") }
    }

    @Test func randomPatterns() throws {
        var generator = Generator(state: 2_026)
        var checked = 0
        while checked < 150 {
            let source = AutomatonDifferentialTests.pattern(depth: 0, using: &generator)
            guard let pattern = try? Pattern(source, engine: .automaton) else { continue }
            try Self.check(pattern, on: Self.buffer(length: 2_000, using: &generator), source)
            checked += 1
        }
    }

    /// Every catalogue entry the automaton runs: the one-pass scan answers each line of a buffer built
    /// from the entry's own examples and the random pieces as the plain line-by-line walk does.

    @Test func onlyTheAutomatonHasAScannerWithinItsBudget() throws {
        #expect(LineScanner(try Pattern("a+", engine: .pcre2Interpreter)) == nil)
        // Rows of byte classes: 301 states and two classes fit; 4,501 states do not.
        #expect(LineScanner(try Pattern("[a-c]{300}", engine: .automaton)) != nil)
        let large = try Pattern("[a-c]{4500}", engine: .automaton)
        #expect(LineScanner(large) == nil, "4,501 states pass the table's budget")
        // Such a pattern's lines are read one at a time, with the same answers.
        let bytes =
            Array((String(repeating: "abc", count: 1_500) + "\nab\r\n").utf8) + [UInt8](repeating: 0x0A, count: 20_000)
        var verdicts: [Verdict] = []
        try bytes.withUnsafeBytes { raw in try large.forEachLine(in: raw) { verdicts.append(try $1.get()) } }
        #expect(verdicts == [.valid, .incomplete] + [Verdict](repeating: .incomplete, count: 20_000))
    }

    @Test func forEachLineOnALargeBufferAnswersAsLineByLine() throws {
        let pattern = try Pattern(#"[a-c]+@[a-c]+\.[a-c]{2,}"#)
        var generator = Generator(state: 11)
        let bytes = Self.buffer(length: 200_000, using: &generator)
        var seen: [(Range<Int>, Verdict)] = []
        try bytes.withUnsafeBytes { raw in
            try pattern.forEachLine(in: raw) { range, verdict in seen.append((range, try verdict.get())) }
        }
        let expected = try Self.expectedLines(bytes, pattern: pattern)
        try #require(seen.count == expected.count)
        let contentEnds = expected.map { $0.end > 0 && bytes[$0.end - 1] == 0x0D ? $0.end - 1 : $0.end }
        let firstDifference = seen.indices.first {
            seen[$0].1 != expected[$0].verdict || seen[$0].0.upperBound != contentEnds[$0]
        }
        #expect(firstDifference == nil, "the first line that differs")
    }
}
