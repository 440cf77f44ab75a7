import PatternRules
import PatternRulesSupport

/// What an input came to in `patterns validate`: its verdict, or `error` when it was not decided (a
/// match limit stopped the pattern, a schema's limits left the record open) or could not be read (the
/// line was over `--max-line-bytes`, a record is not JSON). One type for the chunks' counts, `--only`,
/// `--count`, the summary and every output format, in the order they print.
enum LineOutcome: Int, CaseIterable, Sendable {
    case valid, incomplete, invalid, error

    /// The outcome of `verdict`; `nil`, a verdict that was not decided, is `error`.
    init(_ verdict: Verdict?) {
        switch verdict {
        case .valid?: self = .valid
        case .incomplete?: self = .incomplete
        case .invalid?: self = .invalid
        case nil: self = .error
        }
    }

    /// The outcome a user names (`--only invalid`), `nil` for any other word.
    init?(name: String) {
        guard let outcome = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = outcome
    }

    /// `--count`'s lines for `counts` (by ``rawValue``): one per verdict, and `error` when some input
    /// came to it.
    static func countLines(_ counts: [Int]) -> [String] {
        allCases.filter { $0 != .error || counts[error.rawValue] > 0 }.map { "\($0.name)\t\(counts[$0.rawValue])" }
    }

    /// `1 valid, 0 incomplete, 2 invalid, 0 error`: a summary's counts, every outcome named.
    static func tallyText(_ counts: [Int]) -> String {
        allCases.map { "\(counts[$0.rawValue]) \($0.name)" }.joined(separator: ", ")
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

    // PERF: the fixed texts of an output line are static strings, appended from their bytes with no
    // reference counting; arrays of arrays cost a retain and a release per line.

    /// `valid<TAB>`: what opens the text line of an input.
    var label: StaticString {
        switch self {
        case .valid: "valid\t"
        case .incomplete: "incomplete\t"
        case .invalid: "invalid\t"
        case .error: "error\t"
        }
    }

    private var jsonVerdict: StaticString {
        switch self {
        case .valid: ", \"verdict\": \"valid\", \"input\": "
        case .incomplete: ", \"verdict\": \"incomplete\", \"input\": "
        case .invalid: ", \"verdict\": \"invalid\", \"input\": "
        case .error: ", \"verdict\": \"error\", \"input\": "
        }
    }

    /// Appends the members of an input's JSON Lines object after its line number:
    /// `, "verdict": "…", "input": "…"`, and `, "invalidUTF8": true` for bytes that are not UTF-8. Every
    /// path that writes `--output jsonl` for inputs (the bulk path and the line-by-line printer) uses it.
    /// Returns whether the input is UTF-8 text: only text is given a rule's failures (bytes that are not
    /// text fail before any rule reads them).
    @discardableResult
    func appendJSONMembers(input: UnsafeRawBufferPointer, to output: inout [UInt8]) -> Bool {
        output.append(jsonVerdict)
        JSONText.appendQuoted(input, to: &output)
        if !ASCIIWord.isASCII(input), String(validating: input, as: UTF8.self) == nil {
            output.append(", \"invalidUTF8\": true")
            return false
        }
        return true
    }
}
