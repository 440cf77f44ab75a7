import CBenchmarkSupport
import Foundation

/// Measures one prepared engine on one workload: a warm-up pass, then timed passes until the time budget
/// is spent (at least `minimumSamples`), then one pass with the allocation counter on.
struct Harness {
    var budget: Duration
    var minimumSamples = 5

    struct Measurement {
        let nanosecondsPerOperation: Double
        let p90NanosecondsPerOperation: Double
        let allocationsPerOperation: Double?
        let counts: Counts
        let samples: Int
    }

    func measure(_ engine: PreparedEngine, _ inputs: InputSet) -> Measurement {
        let counts = engine.pass(inputs)  // warm-up, and the verification count
        var perOperation: [Double] = []
        let clock = ContinuousClock()
        let deadline = clock.now + budget
        while perOperation.count < minimumSamples || clock.now < deadline {
            let started = clock.now
            let passCounts = engine.pass(inputs)
            let elapsed = clock.now - started
            precondition(passCounts == counts, "an engine answered differently on a repeated pass")
            perOperation.append(Double(elapsed.nanoseconds) / Double(inputs.count))
            if perOperation.count >= 10_000 { break }
        }
        cbench_malloc_counter_start()
        _ = engine.pass(inputs)
        let allocations = cbench_malloc_counter_stop()
        perOperation.sort()
        return Measurement(
            nanosecondsPerOperation: Self.percentile(perOperation, 0.5),
            p90NanosecondsPerOperation: Self.percentile(perOperation, 0.9),
            allocationsPerOperation: allocations == UInt64.max ? nil : Double(allocations) / Double(inputs.count),
            counts: counts, samples: perOperation.count)
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
