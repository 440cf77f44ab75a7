import PatternRules

/// Where a record is: the file (none for standard input) and the line it starts on.
struct RecordPlace: Sendable {
    let file: String?
    let line: Int

    /// `FILE:LINE`, or `line N` for standard input.
    var text: String { file.map { "\($0):\(line)" } ?? "line \(line)" }

    /// `"file": "…", "line": N` (no file for standard input).
    var jsonMembers: String { (file.map { #""file": \#(JSONText.quoted($0)), "# } ?? "") + #""line": \#(line)"# }
}

/// How `--rules` writes each record's outcome (`--output`): a tab-separated line, or a JSON object with
/// the failing fields and their messages as data.
enum RecordOutput: String, Sendable {
    /// `valid<TAB>PLACE`, or the verdict, the place and `field: message; …`.
    case text
    /// `{"file": …, "line": N, "verdict": "invalid", "errors": [{"field": "email", "message": "…"}]}`.
    case jsonl

    /// The output line of a validated record and how it counts.
    func line(for result: RuleSetValidation, at place: RecordPlace) -> (line: String, kind: RecordsCommand.Tally.Kind) {
        let kind: RecordsCommand.Tally.Kind = result.isValid ? .valid : .invalid
        switch self {
        case .text:
            if result.isValid { return ("valid\t\(place.text)", kind) }
            return ("\(result.verdict.rawValue)\t\(place.text)\t\(result.messages.joined(separator: "; "))", kind)
        case .jsonl:
            let errors = result.failures.map {
                #"{"field": \#(JSONText.quoted($0.field)), "message": \#(JSONText.quoted($0.message))}"#
            }
            let verdict = #""verdict": "\#(result.verdict.rawValue)""#
            if errors.isEmpty { return ("{\(place.jsonMembers), \(verdict)}", kind) }
            return ("{\(place.jsonMembers), \(verdict), \"errors\": [\(errors.joined(separator: ", "))]}", kind)
        }
    }

    /// The output line of a line or record that is not a record: reported and counted, never skipped.
    func line(for error: RecordFormat.LineError, at place: RecordPlace) -> (
        line: String, kind: RecordsCommand.Tally.Kind
    ) {
        switch self {
        case .text: ("error\t\(place.text)\t\(error)", .unreadable)
        case .jsonl:
            (#"{\#(place.jsonMembers), "verdict": "error", "error": \#(JSONText.quoted("\(error)"))}"#, .unreadable)
        }
    }
}
