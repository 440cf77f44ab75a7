/// Runs a benchmark's iterations as rebar's shared timer does: warm-up iterations until their count or
/// time runs out, then measured ones until `max-iters` or `max-time`, whichever comes first (at least one).
enum RebarTimer {
    static func run(
        _ benchmark: RebarBenchmark, _ bench: () throws(RebarError) -> Int
    ) throws(RebarError) -> [RebarSample] {
        try run(benchmark, count: { (count: Int) throws(RebarError) in count }, bench)
    }

    /// `count` turns what an iteration made into its count, outside the measured time (the compile
    /// model times the compiling only, then counts the matches to verify it).
    static func run<Made>(
        _ benchmark: RebarBenchmark, count: (Made) throws(RebarError) -> Int, _ bench: () throws(RebarError) -> Made
    ) throws(RebarError) -> [RebarSample] {
        let clock = ContinuousClock()
        let warmupStart = clock.now
        for _ in 0..<benchmark.maxWarmupIterations {
            _ = try count(try bench())
            if clock.now - warmupStart >= benchmark.maxWarmupTime { break }
        }
        var samples: [RebarSample] = []
        let runStart = clock.now
        for _ in 0..<max(1, benchmark.maxIterations) {
            let start = clock.now
            let made = try bench()
            let duration = clock.now - start
            samples.append(RebarSample(duration: duration, count: try count(made)))
            if clock.now - runStart >= benchmark.maxTime { break }
        }
        return samples
    }
}
