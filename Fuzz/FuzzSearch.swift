// The `search` fuzz target (see FuzzTargets.swift): a pattern's search strategy answers exactly what
// PCRE2 answers.

import Foundation
import PatternRules

/// `PATTERN\nTEXT` (the text made valid UTF-8: beside a byte that is not, PCRE2's JIT and interpreter
/// disagree about empty matches, as docs/SEARCH.md says): where the automaton searches the pattern (with whatever prefilter its strategy
/// chose: a literal, a literal set on this process's kernel, a required literal), every match in the
/// text is PCRE2's (its JIT, global matching), and from each line's start the search over the lines
/// (`firstLineWithMatch`) names the first line in which PCRE2 finds a match.
func fuzzSearch(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let newline = bytes.firstIndex(of: 0x0A) else { return }
    let source = String(decoding: UnsafeBufferPointer(rebasing: bytes[..<newline]), as: UTF8.self)
    let text = Array(String(decoding: UnsafeBufferPointer(rebasing: bytes[(newline + 1)...]), as: UTF8.self).utf8)
    guard let pattern = try? Pattern(source, limits: fuzzLimits), let searcher = try? pattern.searcher(),
        searcher.engine == .automaton,
        let reference = try? Pattern("(*NO_AUTO_POSSESS)" + source, engine: .pcre2JIT, limits: fuzzLimits),
        let referenceSearcher = try? reference.searcher()
    else { return }
    var found: [Range<Int>] = []
    var expected: [Range<Int>] = []
    text.withUnsafeBufferPointer { buffer in
        try? searcher.forEachMatch(in: buffer) {
            found.append($0); return true
        }
        try? referenceSearcher.forEachMatch(in: buffer) {
            expected.append($0); return true
        }
    }
    precondition(found == expected, "\(source.debugDescription): the automaton finds \(found), PCRE2 \(expected)")
    // Line by line, as `find` reads: from each line's start, the first line that holds a match is the one
    // PCRE2 finds a match in, searching each line alone (lines end at LF; a CR before it is not theirs).
    text.withUnsafeBufferPointer { buffer in
        var lines: [(start: Int, matches: Bool)] = []
        var lineStart = 0
        while lineStart < buffer.count {
            let lineEnd = buffer[lineStart...].firstIndex(of: 0x0A) ?? buffer.count
            let contentEnd =
                lineEnd < buffer.count && lineEnd > lineStart && buffer[lineEnd - 1] == 0x0D ? lineEnd - 1 : lineEnd
            let line = UnsafeBufferPointer(rebasing: buffer[lineStart..<contentEnd])
            let first = try? referenceSearcher.firstMatch(in: line, from: 0)
            lines.append((lineStart, first != nil && first! != nil))
            lineStart = lineEnd + 1
        }
        for (index, line) in lines.enumerated() {
            let expected = lines[index...].first(where: \.matches)?.start
            let found = searcher.firstLineWithMatch(in: buffer, from: line.start)
            precondition(
                found == expected,
                "\(source.debugDescription): from the line at \(line.start), the first with a match is at \(String(describing: expected)), the search says \(String(describing: found))"
            )
        }
    }
}
