/// How many records a `--rules` run found valid, not valid and unreadable, for its summary line and its
/// exit status; each chunk counts its own and the counts are added in input order.
struct RecordTally: Sendable {
    var valid = 0
    var invalid = 0
    var unreadable = 0

    /// How one record counts.
    enum Kind: Sendable {
        case valid, invalid, unreadable
    }

    mutating func count(_ kind: Kind) {
        switch kind {
        case .valid: valid += 1
        case .invalid: invalid += 1
        case .unreadable: unreadable += 1
        }
    }

    mutating func add(_ other: RecordTally) {
        valid += other.valid
        invalid += other.invalid
        unreadable += other.unreadable
    }

    /// `4 records: 1 valid, 1 not valid, 2 unreadable`.
    var summary: String {
        let total = valid + invalid + unreadable
        return
            "\(total) \(total == 1 ? "record" : "records"): \(valid) valid, \(invalid) not valid, \(unreadable) unreadable"
    }
}
