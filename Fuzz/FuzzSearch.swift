// The `search` fuzz target (see FuzzTargets.swift): a pattern's search strategy answers exactly what
// PCRE2 answers.

import Foundation
import PatternRules

/// `PATTERN\nTEXT` (the text made valid UTF-8: beside a byte that is not, PCRE2's JIT and interpreter
/// disagree about empty matches, as docs/SEARCH.md says): where the automaton searches the pattern (with whatever prefilter its strategy
/// chose: a literal, a literal set on this process's kernel, a required literal), every match in the
/// text is PCRE2's (its JIT, global matching), and no line holding a match starts before the place the
/// prefilter says the next match can begin at the earliest.
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
    // Line by line, as `find` reads: a line with a match never lies wholly before the earliest place.
    text.withUnsafeBufferPointer { buffer in
        var lineStart = 0
        while lineStart <= buffer.count {
            let lineEnd = buffer[lineStart...].firstIndex(of: 0x0A) ?? buffer.count
            let line = UnsafeBufferPointer(rebasing: buffer[lineStart..<lineEnd])
            if let first = try? searcher.firstMatch(in: line, from: 0), first != nil {
                let earliest = searcher.earliestLineMatchStart(in: buffer, from: lineStart)
                precondition(
                    earliest != nil && earliest! <= lineEnd,
                    "\(source.debugDescription): a match in the line at \(lineStart), the prefilter says \(String(describing: earliest))"
                )
            }
            lineStart = lineEnd + 1
        }
    }
}
