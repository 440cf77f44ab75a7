import PatternRulesTestSupport
import Testing

@testable import PatternRulesEngine

/// The search over a block of lines (``AutomatonSearchProgram/firstLineWithMatch(in:from:)``) names
/// exactly the first line in which PCRE2, searching that line alone, finds a match: random patterns of
/// every strategy (prefix literals, a literal every match holds, anchors and word boundaries, patterns
/// that match nothing or a line break's CR) on random lines ended by LF or CRLF, with CRs inside them,
/// text beyond ASCII and bytes that are not UTF-8, on every literal-set kernel this processor runs.
@Suite struct FirstLineWithMatchTests {
    static let shapes = [
        "[A-Za-z]+ing", "[A-Z][a-z]+ [A-Z][a-z]+", "^ab", "ab$", "\\bab\\b", "x*", "^$", "\\r", "[^a]+$", "a\\s",
        "\\Aé", "b\\z", "(?m)^b", "\\w+é", "é|ab", "\\d{2,}", "(?i)ING", "[ab]+\\B",
        // The reverse inner strategy: a literal inside the pattern, one that overlaps itself.
        "[a-z]+ Going", "1\\d*22é", "[a-z]+ Sherlock\\b",
    ]

    static func randomPattern(using generator: inout SeededGenerator) -> String {
        Bool.random(using: &generator)
            ? shapes.randomElement(using: &generator)!
            : PrefilterSearchTests.randomPattern(using: &generator)
    }

    /// Lines of words, spaces, digits, CRs and letters beyond ASCII, ended by LF or CRLF (the last
    /// sometimes by nothing), now and then with a byte that is not UTF-8.
    static func randomLines(using generator: inout SeededGenerator) -> [UInt8] {
        let pieces = PrefilterSearchTests.words + ["Sherlock", " ", "1", "22", "b", "é", "\r", "Going", "ÉTÉ"]
        var text: [UInt8] = []
        for line in 0..<Int.random(in: 0...6, using: &generator) {
            if line > 0 { text += Bool.random(using: &generator) ? [0x0A] : [0x0D, 0x0A] }
            for _ in 0..<Int.random(in: 0...6, using: &generator) {
                text += Array(pieces.randomElement(using: &generator)!.utf8)
            }
        }
        if Bool.random(using: &generator) { text.append(0x0A) }
        if Int.random(in: 0..<8, using: &generator) == 0, !text.isEmpty {
            text.insert(0xFF, at: Int.random(in: 0...text.count, using: &generator))
        }
        return text
    }

    /// Each line's start and its bytes as `patterns find` frames them (no CR before its LF).
    static func lines(of text: [UInt8]) -> [(start: Int, bytes: [UInt8])] {
        var lines: [(Int, [UInt8])] = []
        var start = 0
        while start < text.count {
            let end = text[start...].firstIndex(of: 0x0A) ?? text.count
            var line = Array(text[start..<end])
            if end < text.count, line.last == 0x0D { line.removeLast() }
            lines.append((start, line))
            start = end + 1
        }
        return lines
    }

    @Test func namesTheFirstLineWherePCRE2FindsAMatch() throws {
        var generator = SeededGenerator(state: 651)
        var skipped = 0
        for _ in 0..<300 {
            let source = Self.randomPattern(using: &generator)
            let (reference, programs) = try PrefilterSearchTests.programs(for: source)
            for _ in 0..<8 {
                let text = Self.randomLines(using: &generator)
                let lines = Self.lines(of: text)
                // PCRE2 before 10.43 (the SystemPCRE2 trait) searches UTF-8 only: the automaton on the line
                // alone answers there.
                let matching = try lines.map { line in
                    let spans =
                        try (try? AutomatonSearchTests.spans(of: reference, in: line.bytes))
                        ?? AutomatonSearchTests.spans(of: programs[0], in: line.bytes)
                    return !spans.isEmpty
                }
                for (index, line) in lines.enumerated() {
                    let expected = matching[index...].firstIndex(of: true).map { lines[$0].start }
                    for (label, program) in zip(PrefilterSearchTests.programLabels, programs) {
                        let found = text.withUnsafeBufferPointer {
                            program.firstLineWithMatch(in: $0, from: line.start)
                        }
                        #expect(
                            found == expected,
                            "\(source) on \(label) from \(line.start) in \(String(decoding: text, as: UTF8.self).debugDescription)"
                        )
                        if found != expected { return }
                    }
                    if expected.map({ $0 > line.start }) ?? true { skipped += 1 }
                }
            }
        }
        // The sample passes over lines, not only finds matches in the first.
        #expect(skipped > 1_000, "\(skipped) searches passed over a line")
    }

    @Test func aPatternPCRE2SearchesNamesEveryLine() throws {
        let searcher = try Pattern("(a)\\1").searcher()
        #expect(!searcher.passesOverText)
        let text = Array("xx\naa\n".utf8)
        #expect(text.withUnsafeBufferPointer { searcher.firstLineWithMatch(in: $0, from: 0) } == 0)
        #expect(text.withUnsafeBufferPointer { searcher.firstLineWithMatch(in: $0, from: 6) } == nil)
    }

    @Test func theAutomatonPassesOverLinesWithoutAMatch() throws {
        let searcher = try Pattern("[A-Z][a-z]+ [A-Z][a-z]+").searcher()
        #expect(searcher.passesOverText)
        let text = Array("no names here\r\nnor here\nsaid Sherlock Holmes\n".utf8)
        #expect(text.withUnsafeBufferPointer { searcher.firstLineWithMatch(in: $0, from: 0) } == 24)
        #expect(text.withUnsafeBufferPointer { searcher.firstLineWithMatch(in: $0, from: 45) } == nil)
    }
}
