import PatternRules
import PatternRulesSupport

/// The failures of a JSON Lines output line, written the same way for a value and for a record:
/// `{"field": …, "code": …, "params": {…}, "message": …}`, the field for a record's failures only, the
/// code for the library's failures only (an app's own error type has none). All but the field is
/// ``SpelledFailure/jsonMembers``, written once per distinct failure.
enum FailureJSON {
    /// Appends one failure's object; `field` is the record's field it belongs to.
    static func append(_ failure: SpelledFailure, field: String? = nil, to bytes: inout [UInt8]) {
        bytes.append("{")
        if let field {
            bytes.append("\"field\": ")
            JSONText.appendQuoted(field, to: &bytes)
            bytes.append(", ")
        }
        bytes.append(contentsOf: failure.jsonMembers)
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
