import PatternRules

/// What an input came to in `patterns validate`: its verdict, or `error` when a match limit stopped it
/// or the line was over `--max-line-bytes`. One type for the chunks' counts, `--only`, `--count`, the
/// summary and every output format, in the order they print.
enum LineOutcome: Int, CaseIterable, Sendable {
    case valid, incomplete, invalid, error

    init(_ verdict: Verdict) {
        switch verdict {
        case .valid: self = .valid
        case .incomplete: self = .incomplete
        case .invalid: self = .invalid
        }
    }

    /// The outcome a user names (`--only invalid`), `nil` for any other word.
    init?(name: String) {
        guard let outcome = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = outcome
    }

    /// How output spells it: `valid`, `incomplete`, `invalid`, `error`.
    var name: String {
        switch self {
        case .valid: "valid"
        case .incomplete: "incomplete"
        case .invalid: "invalid"
        case .error: "error"
        }
    }
}
