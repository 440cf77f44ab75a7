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
        let rules = ValidatorCopies(try RuleSet(json: json)) { try? RuleSet(json: json) }
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
}
