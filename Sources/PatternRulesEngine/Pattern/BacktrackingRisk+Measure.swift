import Foundation

extension BacktrackingRisk {
    /// The most steps a PCRE2 measurement allows, and the longest a Foundation one waits.
    static let stepCap = 1 << 26
    static let timeCap: Duration = .milliseconds(500)

    /// The attack run on `engine` with each number of `pumps`, as a whole-input match, measured as the
    /// engine's facts say (nothing for an engine that does not backtrack).
    ///
    /// PCRE2 is measured in its own steps: the match runs with match limits 2^10, 2^11, … up to 2^26
    /// until it finishes, so the figure is within a factor of two of the steps taken, and the same on
    /// any machine. Foundation is measured in time (the fastest of three runs), stopping at ICU's own limit or
    /// after half a second.
    /// No count starts after `deadline`: those past it are given as `nil`, like a run given up on.
    public func measure(
        on engine: Engine, pumps: [Int], deadline: ContinuousClock.Instant = .now + .seconds(10)
    ) -> [Measurement] {
        guard let attack, engine.facts.risk != .linear else { return [] }
        var results: [Measurement] = []
        var gaveUp = false
        for count in pumps {
            // Past a count the engine gave up on, larger ones only cost time.
            guard !gaveUp, ContinuousClock.now < deadline else {
                results.append(Measurement(pumps: count, work: nil))
                continue
            }
            let input = attack.input(pumps: count)
            let work =
                engine.facts.risk == .time
                ? Self.nanoseconds(source, options, engine, input) : Self.steps(source, options, engine, input)
            gaveUp = work == nil
            results.append(Measurement(pumps: count, work: work))
        }
        return results
    }

    /// The pumps each class is measured at: doublings for a polynomial, steps of four for an exponential.
    public var pumpCounts: [Int] {
        switch complexity {
        case .exponential: [4, 8, 12, 16, 20]
        case .polynomial: [64, 128, 256, 512, 1_024]
        case .linear, .unknown: [64, 128, 256, 512, 1_024]
        }
    }

    /// Whether the measurements grow as the complexity says: about 2^degree per doubling of the pumps
    /// over the last two doublings for a polynomial (their geometric mean, so that one timing the
    /// scheduler stretched does not decide; the last alone where only one was measured), at least 4× per
    /// four pumps for an exponential (a run the engine gave up on counts as growth).
    public func confirms(_ measurements: [Measurement]) -> Bool {
        let pairs = zip(measurements, measurements.dropFirst())
        switch complexity {
        case .exponential:
            return pairs.contains { before, after in
                guard let first = before.work else { return false }
                return after.work.map { Double($0) >= 4 * Double(first) } ?? true
            }
        case .polynomial(let degree):
            // The last doublings measured (one the engine gave up on counts as growth) grow by about
            // 2^degree each; the first ones can be dominated by the engine's fixed costs.
            let ratios = pairs.compactMap { before, after -> Double? in
                guard let first = before.work, first > 0 else { return nil }
                return after.work.map { Double($0) / Double(first) } ?? .infinity
            }
            let last = ratios.suffix(2)
            guard !last.isEmpty else { return false }
            let perDoubling = pow(last.reduce(1, *), 1 / Double(last.count))
            return perDoubling >= pow(2, Double(degree)) * 0.6
        case .linear, .unknown:
            return false
        }
    }

    private static func steps(_ source: String, _ options: Pattern.Options, _ engine: Engine, _ input: String) -> Int? {
        var limit = 1 << 10
        while limit <= stepCap {
            let limits = MatchLimits(match: UInt32(limit), depth: UInt32(limit), heapKibibytes: 1 << 20)
            guard let pattern = try? Pattern(source, options: options, engine: engine, limits: limits) else {
                return nil
            }
            do {
                _ = try pattern.matches(input)
                return limit
            } catch .matchLimitExceeded, .depthLimitExceeded {
                limit <<= 1
            } catch {
                return nil
            }
        }
        return nil
    }

    /// The fastest of three timed matches, so that a run the scheduler interrupted does not pass for growth.
    private static func nanoseconds(_ source: String, _ options: Pattern.Options, _ engine: Engine, _ input: String)
        -> Int?
    {
        guard let pattern = try? Pattern(source, options: options, engine: engine) else { return nil }
        let clock = ContinuousClock()
        var fastest: Duration?
        for _ in 0..<3 {
            let start = clock.now
            guard (try? pattern.matches(input)) != nil else { return nil }
            let elapsed = clock.now - start
            guard elapsed < timeCap else { return nil }
            fastest = min(fastest ?? elapsed, elapsed)
        }
        guard let fastest else { return nil }
        return Int(fastest.components.seconds) * 1_000_000_000 + Int(fastest.components.attoseconds / 1_000_000_000)
    }
}
