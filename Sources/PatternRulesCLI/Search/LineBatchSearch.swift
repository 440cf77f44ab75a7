import PatternRules

/// Searches a batch of lines on several threads and hands each line's outcome back in input order, so
/// that `patterns find` writes the same bytes for any `--jobs`. A batch holds at most ``maximumLines``
/// lines or ``maximumBytes`` bytes of them (one over-long line aside, whose bytes are not kept).
struct LineBatchSearch {
    /// What one line came to.
    enum Outcome: Sendable {
        case matches([LineMatcher.Match])
        /// Longer than `--max-line-bytes`: not searched.
        case overLength(Int)
        /// A limit stopped the line's search; the message says which.
        case stopped(String)
    }

    /// A line of the batch, by its place in it, with what it came to: only lines with a match or a
    /// problem are handed back, so that a line without one costs no more than its search.
    struct Searched: Sendable {
        let index: Int
        let outcome: Outcome
    }

    static let maximumLines = 16_384
    static let maximumBytes = 16 << 20
    /// Lines per chunk a thread takes at a time: enough to outweigh the hand-over.
    static let chunkLines = 512

    let matcher: LineMatcher
    let jobs: Int

    /// Searches `lines` and calls `deliver` with each line that holds a match or a problem, in order.
    func search(_ lines: [LineReader.Line], deliver: (Searched) -> Void) {
        let chunks = (lines.count + Self.chunkLines - 1) / Self.chunkLines
        let matcher = self.matcher
        orderedParallelForEach(
            count: chunks, workers: jobs,
            { chunk in
                var matcher = matcher
                var found: [Searched] = []
                for index in (chunk * Self.chunkLines)..<min(lines.count, (chunk + 1) * Self.chunkLines) {
                    if let outcome = Self.outcome(of: lines[index], with: &matcher) {
                        found.append(Searched(index: index, outcome: outcome))
                    }
                }
                return found
            },
            inOrder: { found in found.forEach(deliver) })
    }

    /// What `line` came to, `nil` for a line searched without a match.
    private static func outcome(of line: LineReader.Line, with matcher: inout LineMatcher) -> Outcome? {
        if let length = line.overLength { return .overLength(length) }
        do {
            let matches = try line.bytes.withUnsafeBufferPointer { try matcher.matches(in: $0) }
            return matches.isEmpty ? nil : .matches(Array(matches))
        } catch {
            return .stopped("\(error)")
        }
    }
}
