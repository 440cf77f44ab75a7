import PatternRules
import PatternRulesSupport

/// The failures of a JSON Lines output line, written the same way for a value and for a record:
/// `{"field": …, "code": …, "params": {…}, "message": …}`, the field for a record's failures only, the
/// code for the library's failures only (an app's own error type has none). All but the field is
/// ``SpelledFailure/jsonMembers``, written once per distinct failure.
enum FailureJSON {
    /// Appends one failure's object.
    static func append(_ failure: SpelledFailure, to bytes: inout [UInt8]) {
        bytes.append("{")
        bytes.append(contentsOf: failure.jsonMembers)
        bytes.append("}")
    }

    /// Appends one failure of a record: where it is (a rule set's `field`, a schema's
    /// `instanceLocation` and `keywordLocation`), then its code, parameters and message.
    static func append(_ failure: RecordFailure, to bytes: inout [UInt8]) {
        bytes.append("{")
        switch failure.place {
        case .field(let name):
            bytes.append("\"field\": ")
            JSONText.appendQuoted(name, to: &bytes)
        case .instance(let pointer, let keyword):
            bytes.append("\"instanceLocation\": ")
            JSONText.appendQuoted(pointer, to: &bytes)
            bytes.append(", \"keywordLocation\": ")
            JSONText.appendQuoted(keyword, to: &bytes)
        }
        bytes.append(", ")
        bytes.append(contentsOf: failure.spelled.jsonMembers)
        bytes.append("}")
    }

    /// `, "errors": [{…}, …]`, nothing when there are no failures.
    static func errorsMember(_ failures: [SpelledFailure]) -> [UInt8] {
        guard !failures.isEmpty else { return [] }
        var bytes: [UInt8] = []
        bytes.append(", \"errors\": [")
        for (index, failure) in failures.enumerated() {
            if index > 0 { bytes.append(", ") }
            append(failure, to: &bytes)
        }
        bytes.append("]")
        return bytes
    }
}
