import Foundation
import Testing

/// `patterns validate` as an Apache Spark `RDD.pipe` stage (scripts/scale/spark-validate.py, docs/SCALE.md):
/// every record comes back exactly once, with the verdict one local run gives it. Runs wherever Java is
/// on PATH (PySpark is installed from PyPI into .build/venv-spark on first use, by scripts/lib/python_env.py); set
/// PATTERNRULES_SKIP_SPARK=1 to skip it. Serialized: on a fresh machine the first test installs PySpark,
/// and two Spark jobs at once would each try to.
@Suite(.serialized) struct SparkTests {
    static let javaIsPresent: Bool = {
        guard ProcessInfo.processInfo.environment["PATTERNRULES_SKIP_SPARK"] == nil else { return false }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/java") }
    }()

    @Test(.enabled(if: javaIsPresent, "needs Java for Spark"), .timeLimit(.minutes(5)))
    func aRuleSetRunsAsASparkPipeStageWithTheVerdictsOfALocalRun() throws {
        let folder = try TemporaryFolder.make([:], prefix: "spark")
        let records = folder.appendingPathComponent("records.jsonl")
        let rules = folder.appendingPathComponent("rules.json")
        var lines: [String] = []
        for index in 0..<3_000 {
            let email = index % 5 == 0 ? "user\(index)@" : "user\(index)@example.com"
            lines.append(
                #"{"email": "\#(email)", "age": \#(10 + index % 80), "plan": "\#(index % 3 == 0 ? "gold" : "free")"}"#)
        }
        try (lines.joined(separator: "\n") + "\n").write(to: records, atomically: true, encoding: .utf8)
        try
            #"{"fields": [{"name": "email", "rule": "email"}, {"name": "age", "integer": {"min": 18}}, {"name": "plan", "oneOf": ["free", "pro"]}]}"#
            .write(to: rules, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("out.jsonl")
        let repository = TestRepository.root
        let script = repository.appendingPathComponent("scripts/scale/spark-validate.py").path
        let outcome = try PatternsBinary.runShell(
            "\(script) --patterns \"$PATTERNS\" --partitions 3 --check \(records.path) \(output.path) -- --rules \(rules.path) 2>/dev/null"
        )
        #expect(outcome.status == 0, "\(outcome.standardOutput)")
        #expect(outcome.standardOutput.contains("3000 records in 3 partitions"))
        #expect(
            outcome.standardOutput.contains("check: every record exactly once, verdicts identical to one local run"))
        let results = try String(contentsOf: output, encoding: .utf8).split(separator: "\n")
        #expect(results.count == 3_000)
    }

    /// `patterns find --redact` as a Spark stage (scripts/scale/spark-redact.py): every line comes back once,
    /// identical to the redaction one local run makes.
    @Test(.enabled(if: javaIsPresent, "needs Java for Spark"), .timeLimit(.minutes(5)))
    func redactionRunsAsASparkPipeStageWithTheOutputOfALocalRun() throws {
        let folder = try TemporaryFolder.make([:], prefix: "spark")
        let input = folder.appendingPathComponent("tickets.log")
        var lines: [String] = []
        for index in 0..<3_000 {
            switch index % 4 {
            case 0: lines.append("ticket \(index): call 020 7946 0\(100 + index % 900) or mail u\(index)@example.com")
            case 1: lines.append("ticket \(index): paid with 4111 1111 1111 1111 from GB82 WEST 1234 5698 7654 32")
            case 2: lines.append("ticket \(index): nothing to hide")
            default: lines.append("ticket \(index): +44 20 7946 0958, ref 2024-01-02")
            }
        }
        try (lines.joined(separator: "\n") + "\n").write(to: input, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("redacted")
        let script = TestRepository.root.appendingPathComponent("scripts/scale/spark-redact.py").path
        let outcome = try PatternsBinary.runShell(
            "\(script) --patterns \"$PATTERNS\" --partitions 3 --check \(input.path) \(output.path) -- phone:GB card iban email 2>/dev/null"
        )
        #expect(outcome.status == 0, "\(outcome.standardOutput)")
        #expect(outcome.standardOutput.contains("3000 lines redacted in 3 partitions"))
        #expect(outcome.standardOutput.contains("check: every line exactly once, identical to one local run"))
        let unknown = try PatternsBinary.runShell(
            "\(script) --patterns \"$PATTERNS\" \(input.path) \(folder.appendingPathComponent("other").path) -- phone:XX 2>&1"
        )
        #expect(unknown.status == 2 && unknown.standardOutput.contains("unknown region 'XX'"))
    }
}
