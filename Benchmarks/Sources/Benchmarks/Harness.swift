import CBenchmarkSupport
import Foundation

/// Measures the engines of one workload side by side: a warm-up pass each, then timed passes in
/// interleaved rounds (every engine gets a slice of the budget in each round, so that a slow-down of the
/// machine during the run hits every engine alike and the ratios stay honest), then one pass each with
/// the allocation counter on.
struct Harness {
    var budget: Duration
    var rounds = 20
    var minimumSamples = 5

    struct Measurement {
        let nanosecondsPerOperation: Double
        let p90NanosecondsPerOperation: Double
        let p99NanosecondsPerOperation: Double
        let allocationsPerOperation: Double?
        let counts: Counts
        let samples: Int
    }

    func measure(_ engines: [PreparedEngine], _ inputs: InputSet) -> [Measurement] {
        let counts = engines.map { $0.pass(inputs) }  // warm-up, and the verification counts
        var perOperation = [[Double]](repeating: [], count: engines.count)
        let clock = ContinuousClock()
        let slice = budget / rounds
        for _ in 0..<rounds {
            for (index, engine) in engines.enumerated() {
                let deadline = clock.now + slice
                repeat {
                    let started = clock.now
                    let passCounts = engine.pass(inputs)
                    let elapsed = clock.now - started
                    precondition(passCounts == counts[index], "an engine answered differently on a repeated pass")
                    perOperation[index].append(Double(elapsed.nanoseconds) / Double(inputs.count))
                } while clock.now < deadline && perOperation[index].count < 10_000
            }
        }
        return engines.indices.map { index in
            while perOperation[index].count < minimumSamples {
                let started = clock.now
                _ = engines[index].pass(inputs)
                perOperation[index].append(Double((clock.now - started).nanoseconds) / Double(inputs.count))
            }
            cbench_malloc_counter_start()
            _ = engines[index].pass(inputs)
            let allocations = cbench_malloc_counter_stop()
            let sorted = perOperation[index].sorted()
            return Measurement(
                nanosecondsPerOperation: Self.percentile(sorted, 0.5),
                p90NanosecondsPerOperation: Self.percentile(sorted, 0.9),
                p99NanosecondsPerOperation: Self.percentile(sorted, 0.99),
                allocationsPerOperation: allocations == UInt64.max ? nil : Double(allocations) / Double(inputs.count),
                counts: counts[index], samples: sorted.count)
        }
    }

    /// The value at fraction `p` of sorted `values` (nearest rank).
    static func percentile(_ values: [Double], _ p: Double) -> Double {
        values[min(values.count - 1, Int((Double(values.count) * p).rounded(.up)) - 1)]
    }
}

extension Duration {
    var nanoseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }
}
