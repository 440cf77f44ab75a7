import Foundation

/// The results of `body(0)`, `body(1)`, … `body(count - 1)`, in index order, computed on up to `workers`
/// threads (on the calling thread alone when `workers` or `count` is 1). The bulk path and the record
/// batches cut their input into chunks this way, so that output order never depends on the number of
/// jobs. With more chunks than workers, each worker takes the next chunk as it finishes one: a worker
/// whose chunks happen to be quick does not wait idle for a slow one.
func orderedParallelMap<Result: Sendable>(count: Int, workers: Int? = nil, _ body: @Sendable (Int) -> Result)
    -> [Result]
{
    let workers = min(workers ?? count, count)
    if workers <= 1 { return (0..<count).map(body) }
    return [Result](unsafeUninitializedCapacity: count) { buffer, initialized in
        // Each chunk's slot is initialized by the worker that took it; all have finished when
        // concurrentPerform returns.
        nonisolated(unsafe) let slots = buffer
        let next = ChunkCounter()
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = next.take(below: count) {
                (slots.baseAddress! + index).initialize(to: body(index))
            }
        }
        initialized = count
    }
}

/// The next chunk to take, shared by the workers.
private final class ChunkCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0

    func take(below count: Int) -> Int? {
        lock.withLock {
            guard next < count else { return nil }
            defer { next += 1 }
            return next
        }
    }
}
