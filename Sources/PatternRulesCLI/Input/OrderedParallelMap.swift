import Foundation

/// The results of `body(0)`, `body(1)`, … `body(count - 1)`, in index order, computed on up to `count`
/// threads (on the calling thread alone when `count` is 1). The bulk path and the record batches cut
/// their input into chunks this way, so that output order never depends on the number of jobs.
func orderedParallelMap<Result: Sendable>(count: Int, _ body: @Sendable (Int) -> Result) -> [Result] {
    if count == 1 { return [body(0)] }
    return [Result](unsafeUninitializedCapacity: count) { buffer, initialized in
        // Each thread initializes its own slot; all have finished when concurrentPerform returns.
        nonisolated(unsafe) let slots = buffer
        DispatchQueue.concurrentPerform(iterations: count) { index in
            (slots.baseAddress! + index).initialize(to: body(index))
        }
        initialized = count
    }
}
