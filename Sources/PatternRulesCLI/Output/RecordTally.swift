import PatternRules

/// How many records a `--rules` or `--schema` run found of each verdict, and how many it could not
/// read, for its summary line, `--count` and its exit status; each chunk counts its own and the counts
/// are added in input order.
struct RecordTally: Sendable {
    var valid = 0
    var incomplete = 0
    var invalid = 0
    var unreadable = 0

    /// How one record counts.
    enum Kind: Sendable {
        case valid, incomplete, invalid, unreadable

        init(_ verdict: Verdict) {
            switch verdict {
            case .valid: self = .valid
            case .incomplete: self = .incomplete
            case .invalid: self = .invalid
            }
        }
    }

    mutating func count(_ kind: Kind) {
        switch kind {
        case .valid: valid += 1
        case .incomplete: incomplete += 1
        case .invalid: invalid += 1
        case .unreadable: unreadable += 1
        }
    }

    mutating func add(_ other: RecordTally) {
        valid += other.valid
        incomplete += other.incomplete
        invalid += other.invalid
        unreadable += other.unreadable
    }

    /// Whether every record was valid: an incomplete record is not, in a file.
    var allValid: Bool { incomplete + invalid + unreadable == 0 }

    /// `4 records: 1 valid, 0 incomplete, 1 invalid, 2 error`: the words of the output lines and of a
    /// single input's summary.
    var summary: String {
        let total = valid + incomplete + invalid + unreadable
        return
            "\(total) \(total == 1 ? "record" : "records"): \(valid) valid, \(incomplete) incomplete, \(invalid) invalid, \(unreadable) error"
    }

    /// `--count`'s lines, as for single inputs: one per verdict, and `error` when some record was not one.
    var counts: String {
        let lines = ["valid\t\(valid)", "incomplete\t\(incomplete)", "invalid\t\(invalid)"]
        return (lines + (unreadable > 0 ? ["error\t\(unreadable)"] : [])).joined(separator: "\n")
    }
}
