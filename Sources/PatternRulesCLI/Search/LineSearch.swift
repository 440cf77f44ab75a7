import PatternRules

/// What `patterns find` does with a run of lines: each line's matches found and written in order, and the
/// lines before the next one that may hold a match passed over in one pass of the operands' searchers
/// (``LineMatcher/firstLineWithMatch(in:from:)``). One input is one run; with `--jobs`, each chunk of a
/// block is a run of its own on one thread (``run(descriptor:name:jobs:into:problem:)``).
struct LineSearch {
    /// A line that was not searched, or whose search a limit stopped: said on standard error, and the
    /// exit status is 2, so that no line is skipped in silence.
    struct Problem: Sendable {
        enum Kind: Sendable {
            /// The line's length, over `--max-line-bytes`.
            case overLength(Int, limit: Int)
            case searchFailed(SearchError)
        }

        /// The line's number: in the input, or in its chunk where that chunk is not numbered
        /// (``LineChunk/isNumbered``).
        var line: Int
        let kind: Kind

        /// The message, naming the input as `name` (quoted where it is a file's).
        func text(input name: String) -> String {
            switch kind {
            case .overLength(let length, let limit):
                "warning: \(name) line \(line): \(length) bytes, over the --max-line-bytes limit of \(limit): not searched"
            case .searchFailed(let error):
                "error: \(name) line \(line): \(TextField.escapingUnsafe("\(error)"))"
            }
        }
    }

    var matcher: LineMatcher
    /// Where the next line starts in the input, after its byte-order mark: ripgrep's `absolute_offset`.
    var offset: Int

    /// Reads every line of `reader` into `output`; a line over the limit, or whose search a limit
    /// stopped, goes to `problem` and the next line is searched.
    ///
    /// Where matches are dense, the attempts to pass over lines are spaced out (after each that passes
    /// over nothing, twice as many lines, up to 64, before the next), so that they cost little.
    ///
    /// - Throws: What `reader` throws.
    mutating func run(
        _ reader: inout LineReader, into output: inout FindOutput, problem: (Problem) -> Void
    ) throws(ReadError) {
        let skips = output.skipsLinesWithoutMatches && matcher.passesOverText
        var (wait, backoff) = (0, 1)
        while true {
            if skips, wait == 0 {
                let pending = reader.pending
                let next = matcher.firstLineWithMatch(in: pending, from: 0) ?? pending.count
                let skipped = reader.skipLines(before: next)
                offset += skipped
                output.passedOver(bytes: skipped)
                backoff = skipped > 0 || pending.isEmpty ? 1 : min(backoff * 2, 64)
                wait = skipped > 0 || pending.isEmpty ? 0 : backoff
            } else if wait > 0 {
                wait -= 1
            }
            // Each line is borrowed from the framer's buffer and handled before the next is read.
            guard let line = try reader.nextBorrowed() else { break }
            let matches = Result { () throws(SearchError) in try matcher.matches(in: line.bytes) }
            report(line, matches, limit: reader.maximumLineLength, into: &output, problem: problem)
        }
    }

    /// Writes one line's outcome: its matches, or the problem that kept it from being searched.
    mutating func report(
        _ line: LineReader.BorrowedLine, _ matches: Result<ArraySlice<LineMatcher.Match>, SearchError>, limit: Int,
        into output: inout FindOutput, problem: (Problem) -> Void
    ) {
        defer {
            // ripgrep counts offsets after the byte-order mark, which it drops.
            offset +=
                (line.overLength ?? line.asRead.count) - line.byteOrderMarkLength + (line.endsWithLineFeed ? 1 : 0)
        }
        if let length = line.overLength {
            return problem(Problem(line: line.number, kind: .overLength(length, limit: limit)))
        }
        switch matches {
        case .success(let matches): output.line(line, absoluteOffset: offset, matches: matches)
        case .failure(let error): problem(Problem(line: line.number, kind: .searchFailed(error)))
        }
    }
}
