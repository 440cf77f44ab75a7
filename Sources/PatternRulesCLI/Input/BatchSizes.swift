/// How much input each pipeline takes at once, in one place: the sizes trade memory for the cost of
/// handing work to threads, and each is at least one line or record, however long.
///
/// - Lines read one at a time (`patterns find`, `validate` with a rule): ``lineBlock`` bytes per read.
/// - `patterns find --jobs N`: batches of up to ``parallelLines`` lines or ``parallelLineBytes`` bytes,
///   each cut into ``runsPerJob`` runs per thread.
/// - `patterns validate --rules|--schema`: batches of up to ``records`` records or ``recordBytes`` bytes.
/// - `patterns validate` with one pattern on a stream (the bulk path): ``bulkBlock`` bytes per job per
///   round.
enum BatchSizes {
    /// Bytes a ``LineReader`` reads per round: a few hundred kilobytes keeps a line in cache while it is
    /// handled.
    static let lineBlock = 1 << 18
    /// Lines gathered before `find`'s threads start on them, and the bytes that end a batch sooner: a
    /// batch of a few megabytes keeps two cores busy without holding a large file in memory.
    static let parallelLines = 65_536
    static let parallelLineBytes = 4 << 20
    /// Runs per thread in one batch, so that a thread whose lines are quick takes another run.
    static let runsPerJob = 4
    /// Records per batch of `--rules` and `--schema`, and the bytes that end a batch sooner, so that
    /// large records cannot make a batch hold gigabytes.
    static let records = 4_096
    static let recordBytes = 16 << 20
    /// Bytes read per job before a round of the bulk path's validation.
    static let bulkBlock = 1 << 20
}
