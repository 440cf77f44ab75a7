/// How much input each pipeline takes at once, in one place: the sizes trade memory for the cost of
/// handing work to threads, and each is at least one line or record, however long.
///
/// - Lines read one at a time (`patterns find`, `validate` with a rule): ``lineBlock`` bytes per read.
/// - `patterns validate --rules|--schema`: batches of up to ``records`` records or ``recordBytes`` bytes.
/// - `patterns validate` with one pattern on a stream (the bulk path) and `patterns find --jobs N`:
///   ``bulkBlock`` bytes per job per round, cut into ``runsPerJob`` chunks per thread.
enum BatchSizes {
    /// Bytes a ``LineReader`` reads per round: a few hundred kilobytes keeps a line in cache while it is
    /// handled.
    static let lineBlock = 1 << 18
    /// Chunks per thread in one round, so that a thread whose lines are quick takes another chunk.
    static let runsPerJob = 4
    /// Records per batch of `--rules` and `--schema`, and the bytes that end a batch sooner, so that
    /// large records cannot make a batch hold gigabytes.
    static let records = 4_096
    static let recordBytes = 16 << 20
    /// Bytes read per job before a round of the bulk path's validation.
    static let bulkBlock = 1 << 20
}
