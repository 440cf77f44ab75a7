import PatternRules

/// One engine as the harness sees it: prepared once per workload, then run pass after pass.
protocol EngineAdapter {
    /// The name in the report, such as `pcre2-jit`.
    var name: String { get }

    /// Compiles the workload's pattern; throws ``Skip`` when this engine cannot run the workload.
    func prepare(_ workload: Workload) throws -> PreparedEngine

    /// Whether the engine runs workloads of this kind at all (the checklist is library logic).
    func runs(_ kind: Workload.Kind) -> Bool
}

extension EngineAdapter {
    func runs(_ kind: Workload.Kind) -> Bool {
        kind != .checklist && kind != .library && kind != .incremental && kind != .lines && kind != .field
    }
}

/// A workload this engine cannot run, and why (printed in the report).
struct Skip: Error {
    let reason: String
}

/// An engine with the workload's pattern compiled.
protocol PreparedEngine: AnyObject {
    /// Validates every input once.
    func pass(_ inputs: InputSet) -> Counts
    /// Whether its incomplete count is exact (PCRE2) and must agree with the other exact engines.
    var reportsExactIncomplete: Bool { get }
}

extension PreparedEngine {
    var reportsExactIncomplete: Bool { false }
}

/// Validates the inputs as one buffer of lines (a line feed after each) in one `forEachLine` call: the
/// automaton's line scan, or the line-by-line loop any other engine gets.
final class PreparedLineScan: PreparedEngine {
    let pattern: Pattern
    private var buffer: [UInt8] = []

    init(pattern: Pattern) { self.pattern = pattern }

    var reportsExactIncomplete: Bool { true }

    func pass(_ inputs: InputSet) -> Counts {
        // Joined once, on the warm-up pass, so that the timed passes measure the scan.
        if buffer.isEmpty { buffer = Array(inputs.strings.joined(separator: "\n").utf8) + [0x0A] }
        var tally = VerdictTally()
        buffer.withUnsafeBytes { bytes in
            pattern.forEachLine(in: bytes) { _, verdict in tally.add((try? verdict.get()) ?? .incomplete) }
        }
        return tally.counts
    }
}

/// Compiles the workload's pattern `count` times per pass (the compile workloads).
final class CompileLoop: PreparedEngine {
    private let compile: () -> Bool

    init(_ compile: @escaping () -> Bool) { self.compile = compile }

    func pass(_ inputs: InputSet) -> Counts {
        var compiled = 0
        for _ in 0..<inputs.count where compile() { compiled += 1 }
        return Counts(valid: compiled, incomplete: nil)
    }
}
