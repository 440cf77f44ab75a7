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

    /// Chunks validated on `jobs` threads, each holding its copy for `hold`: the copies compiled past
    /// the first, for a first compile that took `compileTime`.
    func copiesMade(compileTime: Duration, jobs: Int, hold: Duration) -> Int {
        let made = CopyCount()
        let copies = ValidatorCopies(0, compileTime: compileTime) {
            made.add()
            return 1
        }
        orderedParallelForEach(count: 8, workers: jobs) { _ in
            copies.withValidator { _ in Thread.sleep(forTimeInterval: hold / .seconds(1)) }
        } inOrder: { _ in
        }
        return made.count
    }

    /// A thread with no idle copy waits for one while the validation has run for less than the first
    /// compile took, and compiles its own past that: a large schema over a few records is compiled
    /// once, many records get a copy per thread.
    @Test func aCopyIsCompiledOnlyOnceTheWorkOutlastsTheFirstCompile() {
        #expect(copiesMade(compileTime: .seconds(60), jobs: 2, hold: .milliseconds(5)) == 0)
        #expect(copiesMade(compileTime: .zero, jobs: 2, hold: .milliseconds(10)) >= 1)
        #expect(copiesMade(compileTime: .milliseconds(10), jobs: 2, hold: .milliseconds(20)) == 1)
    }
}
