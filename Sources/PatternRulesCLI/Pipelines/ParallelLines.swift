/// Lines read by a ``LineReader`` in batches, each batch cut into runs of whole lines that `jobs` threads
/// work on, and every line handed back with its result in input order (``orderedParallelForEach``):
/// the output of a parallel run is the output of a run on one thread. What `patterns find --jobs` runs
/// on, where a line costs more to search than to hand to a thread.
enum ParallelLines {
    /// Lines gathered before the threads start on them, the bytes that end a batch sooner, and runs per
    /// thread: ``BatchSizes``.
    static let (batchLines, batchBytes, runsPerJob) = (
        BatchSizes.parallelLines, BatchSizes.parallelLineBytes, BatchSizes.runsPerJob
    )

    /// Calls `work` on runs of the lines `reader` reads, on up to `jobs` threads, and `deliver` with each
    /// line and its result, one line at a time, in input order. `work` returns one result per line it is
    /// given.
    ///
    /// - Throws: What `reader` throws; the lines read before it are delivered first.
    static func forEach<Result: Sendable>(
        reading reader: inout LineReader, jobs: Int,
        _ work: @Sendable ([LineReader.Line]) -> [Result],
        inOrder deliver: (LineReader.Line, Result) -> Void
    ) throws {
        var batch: [LineReader.Line] = []
        var bytes = 0
        var readError: (any Error)?
        while true {
            do {
                while batch.count < batchLines, bytes < batchBytes, let line = try reader.next() {
                    bytes += line.asRead.count + 1
                    batch.append(line)
                }
            } catch {
                readError = error
            }
            guard !batch.isEmpty else { break }
            let lines = batch
            let runLength = max(1, (lines.count + jobs * runsPerJob - 1) / (jobs * runsPerJob))
            let runs = stride(from: 0, to: lines.count, by: runLength).map { $0..<min($0 + runLength, lines.count) }
            orderedParallelForEach(count: runs.count, workers: jobs) { index in
                (runs[index], work(Array(lines[runs[index]])))
            } inOrder: { run, results in
                for (line, result) in zip(lines[run], results) { deliver(line, result) }
            }
            batch.removeAll(keepingCapacity: true)
            bytes = 0
            if readError != nil { break }
        }
        if let readError { throw readError }
    }
}
