import Foundation

/// Computes `body(0)`, `body(1)`, … `body(count - 1)` on up to `workers` threads and hands each result to
/// `deliver` in index order, one call at a time (on the calling thread alone when `workers` or `count`
/// is 1). The bulk path and the record batches cut their input into chunks this way, so that output
/// order never depends on the number of jobs.
///
/// Each worker takes the next chunk as it finishes one, so a worker whose chunks happen to be quick
/// does not wait idle for a slow one. A result is delivered by the worker that completes the run of
/// results before it, while the others compute: writing a chunk's output overlaps the work on the
/// chunks after it instead of waiting for the whole batch, and each chunk's memory is freed as soon as
/// it is written. All calls of `deliver` have returned when this does.
func orderedParallelForEach<Result: Sendable>(
    count: Int, workers: Int, _ body: @Sendable (Int) -> Result, inOrder deliver: (Result) -> Void
) {
    let workers = min(workers, count)
    if workers <= 1 {
        for index in 0..<count { deliver(body(index)) }
        return
    }
    withoutActuallyEscaping(deliver) { deliver in
        let delivery = OrderedDelivery(count: count, deliver: deliver)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = delivery.take() { delivery.finish(index, with: body(index)) }
        }
    }
}

/// The chunks still to take and the results not yet delivered, shared by the workers.
///
/// `deliver` is not `Sendable`: it runs on the workers' threads, but never two calls at once (only the
/// worker that set `delivering` calls it), and each call is ordered after the previous one by `lock`.
private final class OrderedDelivery<Result>: @unchecked Sendable {
    private let lock = NSLock()
    private let count: Int
    private var nextToTake = 0
    private var nextToDeliver = 0
    /// Results finished out of order, waiting for those before them.
    private var waiting: [Result?]
    /// A worker is delivering: it delivers every result that becomes next in order before it stops.
    private var delivering = false
    private let deliver: (Result) -> Void

    init(count: Int, deliver: @escaping (Result) -> Void) {
        self.count = count
        self.deliver = deliver
        waiting = Array(repeating: nil, count: count)
    }

    func take() -> Int? {
        lock.withLock {
            guard nextToTake < count else { return nil }
            defer { nextToTake += 1 }
            return nextToTake
        }
    }

    /// Records the result of chunk `index`, then delivers what is next in order unless another worker
    /// already is (it finds this result under the lock before it stops).
    func finish(_ index: Int, with result: Result) {
        lock.lock()
        waiting[index] = result
        guard !delivering else { return lock.unlock() }
        delivering = true
        while nextToDeliver < count, let next = waiting[nextToDeliver] {
            waiting[nextToDeliver] = nil
            nextToDeliver += 1
            lock.unlock()
            deliver(next)
            lock.lock()
        }
        delivering = false
        lock.unlock()
    }
}
