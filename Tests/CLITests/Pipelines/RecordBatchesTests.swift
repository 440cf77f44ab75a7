import Foundation
import PatternRules
import Testing

@testable import PatternRulesCLI

/// Records in batches, in process: a failure to read part-way through a batch still writes every record
/// read before it, in order, whatever the number of jobs.
@Suite struct RecordBatchesTests {
    struct ReadFailure: Error {}

    @Test(arguments: [1, 2, 3])
    func recordsReadBeforeAFailureAreWritten(jobs: Int) throws {
        let output = OutputSink.memory()
        let tool = CommandLineTool(standardOutput: output, standardError: .memory())
        let batches = RecordBatches(output: tool.standardOutput, jobs: jobs)
        let json = Data(#"{"fields": [{"name": "n", "pattern": "[0-9]+"}]}"#.utf8)
        let rules = try ValidatorCopies.compiling { try RuleSet(json: json) }
        // Two whole batches and part of a third, then the input fails.
        let count = 2 * RecordBatches.batchRecords + 1_000
        var served = 0
        var tally = RecordTally()
        #expect(throws: ReadFailure.self) {
            try batches.validate(
                next: {
                    guard served < count else { throw ReadFailure() }
                    served += 1
                    return served
                }, size: { _ in 8 }, validators: rules, tally: &tally, reader: { $0 }
            ) { item, rules, written in
                written.bytes.append(contentsOf: "\(item)".utf8)
                return rules.validate(["n": "\(item)"]).isValid ? .valid : .invalid
            }
        }
        #expect(output.capturedText == (1...count).map { "\($0)\n" }.joined())
        #expect(tally[.valid] == count)
    }

    /// Counts the copies a ``ValidatorCopies`` compiles past the first.
    final class CopyCount: @unchecked Sendable {
        private let lock = NSLock()
        private var made = 0
        var count: Int { lock.withLock { made } }
        func add() { lock.withLock { made += 1 } }
    }

    /// One thread holds the first copy while another asks for one, for a first compile that took
    /// `compileTime`: the copies compiled while the first is held for `held`, and after it is returned.
    func copiesMade(compileTime: Duration, held: Duration) -> (whileHeld: Int, after: Int) {
        let made = CopyCount()
        let copies = ValidatorCopies(0, compileTime: compileTime) {
            made.add()
            return 1
        }
        let (holding, release, served) = (
            DispatchSemaphore(value: 0), DispatchSemaphore(value: 0), DispatchSemaphore(value: 0)
        )
        Thread.detachNewThread {
            copies.withValidator { _ in
                holding.signal()
                release.wait()
            }
        }
        holding.wait()
        Thread.detachNewThread {
            _ = copies.withValidator { _ in served.signal() }
        }
        Thread.sleep(forTimeInterval: held / .seconds(1))
        let whileHeld = made.count
        release.signal()
        served.wait()
        return (whileHeld, made.count)
    }

    /// A thread with no idle copy waits for one while the validation is younger than twice the first
    /// compile, and compiles its own past that: a large schema over a few records is compiled once, and
    /// a long run gets a copy per thread.
    @Test func aCopyIsCompiledOnlyOnceTheWorkOutlastsTwoCompiles() {
        // Returned before the wait is over: the waiting thread takes the first copy, and none is made.
        #expect(copiesMade(compileTime: .seconds(60), held: .milliseconds(50)) == (0, 0))
        // Held past twice the compile: the waiting thread compiles its own.
        #expect(copiesMade(compileTime: .milliseconds(5), held: .milliseconds(300)) == (1, 1))
    }
}
