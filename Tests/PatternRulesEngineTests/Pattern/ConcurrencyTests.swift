import Foundation
import Testing

@testable import PatternRulesEngine

/// One compiled pattern shared by many threads gives the answers a single thread gives.
@Suite struct ConcurrencyTests {
    static let inputs: [String] = (0..<2_000).map { index in
        let base = "user\(index)@host\(index % 7).example"
        return String(base.prefix(index % (base.count + 3)))
    }

    @Test(arguments: Engine.available)
    func sharedPatternAgreesWithASingleThread(engine: Engine) async throws {
        let pattern = try Pattern(#"[a-z0-9]+@[a-z0-9]+(\.[a-z]{2,})+"#, engine: engine)
        let expected = try Self.inputs.map { try pattern.verdict(for: $0) }
        let results = try await withThrowingTaskGroup(of: [Verdict].self) { group in
            for _ in 0..<8 {
                group.addTask { try Self.inputs.map { try pattern.verdict(for: $0) } }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 8)
        for result in results { #expect(result == expected) }
    }

    /// Phone rules made and used on many threads at once: the shipped automata decoded once, the
    /// territories' patterns compiled on demand, a typed rule's automaton built once, all shared; each
    /// thread gets the answers one thread gets. (Run under ThreadSanitizer by scripts/ci/sanitize.sh.)

    /// Copies of one cursor share the blocks typed before they were made; tasks typing into their own
    /// copies at once must each end with their own text (the shared buffer is copied, never written).
    @Test func cursorCopiesTypeConcurrently() async throws {
        let pattern = try Pattern(#"[a-z0-9]+@[a-z0-9]+(\.[a-z]{2,})+"#, engine: .automaton)
        // Three full blocks of the trail, which every copy starts out sharing.
        let start = String((0..<3 * StateTrail.blockSize).map { Character(Unicode.Scalar(97 + $0 % 26)!) })
        let shared = Pattern.Cursor(pattern, text: start)
        let texts = await withTaskGroup(of: (Int, String, Verdict).self) { group in
            for task in 0..<8 {
                group.addTask {
                    var cursor = shared
                    for round in 0..<200 {
                        cursor.removeLast(1 + (task + round) % 12)
                        cursor.append("t\(task)@host.example")
                    }
                    return (task, cursor.text, (try? cursor.verdict) ?? .invalid)
                }
            }
            return await group.reduce(into: [:]) { $0[$1.0] = ($1.1, $1.2) }
        }
        for task in 0..<8 {
            var expected = start
            for round in 0..<200 {
                expected.removeLast(min(1 + (task + round) % 12, expected.count))
                expected += "t\(task)@host.example"
            }
            #expect(texts[task]?.0 == expected)
            #expect(texts[task]?.1 == (try pattern.verdict(for: expected)))
        }
        #expect(shared.text == start)
    }

    @Test func threadsWithDifferentLimitsDoNotInterfere() throws {
        let strict = try Pattern(
            "(a+)+b", engine: MatchLimitTests.pcre2, limits: MatchLimits(match: 50, depth: 50, heapKibibytes: 256))
        let relaxed = try Pattern("(a+)+b", engine: MatchLimitTests.pcre2)
        let input = String(repeating: "a", count: 10) + "c"
        let failures = LockedCounter()
        DispatchQueue.concurrentPerform(iterations: 400) { index in
            if index.isMultiple(of: 2) {
                if (try? strict.verdict(for: input)) != nil { failures.increment() }
            } else {
                if (try? relaxed.verdict(for: input)) != .invalid { failures.increment() }
            }
        }
        #expect(failures.value == 0)
    }
}

final class LockedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
