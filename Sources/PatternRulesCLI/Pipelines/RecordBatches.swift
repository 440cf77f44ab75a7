import Foundation
import PatternRules

/// Records validated in batches on `jobs` threads and written in input order: what `--rules` and
/// `--schema` share, so that the output is the same for any number of jobs.
struct RecordBatches {
    /// Where the records' output lines go.
    let output: OutputSink
    let jobs: Int

    /// Records per batch and the bytes that end one sooner (``BatchSizes``): each batch is cut into one
    /// chunk per job, validated concurrently, and written in input order (the output does not depend on
    /// the number of jobs).
    static let (batchRecords, batchBytes) = (BatchSizes.records, BatchSizes.recordBytes)

    /// Reads items with `next` in batches of at most ``batchRecords`` items and ``batchBytes`` bytes
    /// (`size` of each), cuts each batch into one chunk per job, computes the chunks' outcomes
    /// concurrently, and writes them in input order; a `nil` outcome (a blank line) writes nothing. Should
    /// reading fail, the items read before the failure are written before the error is thrown.
    ///
    /// Each chunk makes its `reader` once, from the validator copy its thread holds (a rule set's record
    /// reader, or the schema itself), and hands it to `outcome` for every item of the chunk.
    func validate<Item: Sendable, Validator, Reader>(
        next: () throws -> Item?, size: (Item) -> Int, validators: ValidatorCopies<Validator>, tally: inout RecordTally,
        reader makeReader: @escaping @Sendable (Validator) -> Reader,
        outcome: @escaping @Sendable (Item, inout Reader, inout RecordChunkOutput) -> RecordTally.Kind?
    ) throws {
        var batch: [Item] = []
        batch.reserveCapacity(Self.batchRecords)
        var more = true
        var readError: (any Error)?
        while more {
            batch.removeAll(keepingCapacity: true)
            var batchSize = 0
            more = false
            do {
                while let item = try next() {
                    batch.append(item)
                    batchSize += size(item)
                    if batch.count == Self.batchRecords || batchSize >= Self.batchBytes {
                        more = true
                        break
                    }
                }
            } catch {
                // The records read before the failure are still validated and written, then it is reported.
                readError = error
            }
            // Sixteen chunks per job (of at least 64 records): a job that finishes first takes the next, and
            // at the batch's end it waits for at most one small chunk of the other's. One job reads the
            // batch as one chunk.
            let chunkCount = jobs == 1 ? 1 : max(1, min(jobs * 16, batch.count / 64))
            let chunkSize = (batch.count + chunkCount - 1) / chunkCount
            let items = batch
            orderedParallelForEach(count: chunkCount, workers: jobs) { chunk in
                validators.withValidator { validator in
                    var reader = makeReader(validator)
                    var written = RecordChunkOutput()
                    written.bytes.reserveCapacity(chunkSize * 64)
                    var chunkTally = RecordTally()
                    for item in items[(chunk * chunkSize)..<min(items.count, (chunk + 1) * chunkSize)] {
                        let before = written.bytes.count
                        guard let kind = outcome(item, &reader, &written) else { continue }
                        // A record that writes nothing (`--count`) ends no line.
                        if written.bytes.count > before { written.bytes.append(UInt8(ascii: "\n")) }
                        chunkTally.count(kind)
                    }
                    return (bytes: written.bytes, tally: chunkTally)
                }
            } inOrder: { result in
                output.write(bytes: result.bytes)
                tally.add(result.tally)
            }
        }
        if let readError { throw readError }
    }
}
