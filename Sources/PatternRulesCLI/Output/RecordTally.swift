import PatternRules

/// How many records a `--rules` or `--schema` run found of each outcome (``LineOutcome``: a verdict, or
/// `error` for a line that is not a record), for its summary line, `--count` and its exit status; each
/// chunk counts its own and the counts are added in input order.
struct RecordTally: Sendable {
    /// Records by ``LineOutcome/rawValue``.
    private var counts = [Int](repeating: 0, count: LineOutcome.allCases.count)

    /// How one record counts.
    typealias Kind = LineOutcome

    mutating func count(_ kind: Kind) { counts[kind.rawValue] += 1 }

    mutating func add(_ other: RecordTally) {
        for (index, count) in other.counts.enumerated() { counts[index] += count }
    }

    /// The records that came to `outcome`.
    subscript(outcome: LineOutcome) -> Int { counts[outcome.rawValue] }

    /// Whether every record was valid: an incomplete record is not, in a file.
    var allValid: Bool { counts.reduce(0, +) == self[.valid] }

    /// `4 records: 1 valid, 0 incomplete, 1 invalid, 2 error`: the words of the output lines and of a
    /// single input's summary.
    var summary: String {
        let total = counts.reduce(0, +)
        return "\(total) \(total == 1 ? "record" : "records"): \(LineOutcome.tallyText(counts))"
    }

    /// `--count`'s lines, as for single inputs.
    var countLines: String { LineOutcome.countLines(counts).joined(separator: "\n") }
}
