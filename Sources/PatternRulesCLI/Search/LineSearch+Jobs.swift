import PatternRules

extension LineSearch {
    /// What one chunk's run found: its output, its problems and how many lines it read.
    private struct ChunkFound: @unchecked Sendable {
        // A chunk's output is made and filled on one thread, then handed to the writer: never shared.
        let output: FindOutput
        let problems: [Problem]
        let lines: Int
    }

    /// Reads every line of `descriptor` on `jobs` threads into `output`, as ``run(_:into:problem:)`` reads
    /// a ``LineReader``'s on one (lines over `maximumLineLength` included): the framer's blocks
    /// (``BatchSizes/bulkBlock`` bytes per job) are cut at line feeds into chunks (``LineChunk``), each
    /// searched in place by a run of its own, and the chunks' outputs and problems are written in input
    /// order, so that what is written is what one thread writes.
    ///
    /// Lines are numbered before the threads start only where the report writes numbers (one pass that
    /// counts line feeds); otherwise each chunk numbers its own lines, and the writer adds those before.
    ///
    /// - Throws: What reading `descriptor` throws; the chunks read before it are written first.
    mutating func run(
        descriptor: Int32, name: String, maximumLineLength: Int, jobs: Int, into output: inout FindOutput,
        problem: (Problem) -> Void
    ) throws(ReadError) {
        let blocks = LineBlocks(
            descriptor: descriptor, name: name, blockSize: BatchSizes.bulkBlock * jobs,
            maximumLineLength: maximumLineLength)
        var linesBefore = 0
        while true {
            blocks.linesBefore = linesBefore
            switch try blocks.next() {
            case nil:
                return
            case .overLong(let length):
                // A line that outgrew the framer's block: reported as a reader reports it.
                linesBefore += 1
                let empty = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
                let line = LineReader.BorrowedLine(
                    number: linesBefore, bytes: empty, asRead: empty, overLength: length, endsWithLineFeed: true)
                report(line, .success([]), limit: maximumLineLength, into: &output, problem: problem)
            case .lines(let region, let startsInput):
                let chunks = LineChunk.cut(
                    region, into: jobs * BatchSizes.runsPerJob, stripsByteOrderMark: startsInput,
                    numberingFrom: output.numbersLines ? linesBefore + 1 : nil)
                // Each chunk's first offset, after the byte-order mark its first line may drop.
                let offsets = chunks.map { chunk in
                    defer {
                        let mark = chunk.stripsByteOrderMark ? LineFraming.byteOrderMarkLength(chunk.bytes) : 0
                        offset += chunk.bytes.count - mark
                    }
                    return offset
                }
                let (matcher, template) = (matcher, output.chunkTemplate)
                orderedParallelForEach(count: chunks.count, workers: jobs) { index in
                    Self.search(
                        chunks[index], offset: offsets[index], matcher: matcher, template: template,
                        maximumLineLength: maximumLineLength)
                } inOrder: { found in
                    output.merge(found.output)
                    for var numbered in found.problems {
                        if !chunks[0].isNumbered { numbered.line += linesBefore }
                        problem(numbered)
                    }
                    linesBefore += found.lines
                }
            }
        }
    }

    /// One chunk's lines searched by a run of its own, into an output of its own.
    private static func search(
        _ chunk: LineChunk, offset: Int, matcher: LineMatcher, template: FindOutput.ChunkTemplate,
        maximumLineLength: Int
    ) -> ChunkFound {
        var reader = LineReader(chunk: chunk, maximumLineLength: maximumLineLength, keepsFinalCR: true)
        var search = LineSearch(matcher: matcher.unshared(), offset: offset)
        var output = FindOutput(chunkOf: template)
        var problems: [Problem] = []
        do {
            try search.run(&reader, into: &output) { problems.append($0) }
        } catch {
            preconditionFailure("a chunk's lines are read in place, with no read to fail: \(error)")
        }
        return ChunkFound(output: output, problems: problems, lines: reader.lastLineNumber - (chunk.firstLine - 1))
    }
}
