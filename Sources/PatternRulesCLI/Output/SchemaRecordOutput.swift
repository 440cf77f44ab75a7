import PatternRules
import PatternRulesSupport

extension RecordOutput {
    /// Appends the output line of a JSON value validated against a schema (without its line break) and
    /// returns how it counts: `invalid<TAB>PLACE<TAB>/pointer: message; …` (the root's pointer, empty, as `""`), or the JSON object with each
    /// failure's `instanceLocation`, `keywordLocation` and `message`.
    func appendSchemaResult(_ result: JSONSchemaResult, at place: RecordPlace, to bytes: inout [UInt8])
        -> RecordTally.Kind
    {
        let kind: RecordTally.Kind = result.isValid ? .valid : .invalid
        let verdict = result.isValid ? "valid" : "invalid"
        switch self {
        case .text:
            bytes.appendUTF8(verdict)
            bytes.append("\t")
            place.appendText(to: &bytes)
            guard !result.isValid else { return kind }
            bytes.append("\t")
            for (index, failure) in result.failures.enumerated() {
                if index > 0 { bytes.append("; ") }
                // Pointers hold the instance's own keys: one that could split the line is quoted, and the
                // root, the empty pointer, is written `""` so that it stays apart from a member named ""
                // (`/`). No other pointer can read `""`: every other one starts with `/`.
                if failure.instanceLocation.isEmpty {
                    bytes.append(contentsOf: #""""#.utf8)
                } else {
                    TextField.append(failure.instanceLocation, separators: ":;", to: &bytes)
                }
                bytes.append(": ")
                TextField.append(failure.message, separators: ";", to: &bytes)
            }
        case .jsonl:
            bytes.append("{")
            place.appendJSONMembers(to: &bytes)
            bytes.append(", \"verdict\": \"")
            bytes.appendUTF8(verdict)
            bytes.append("\"")
            if !result.isValid {
                bytes.append(", \"errors\": [")
                for (index, failure) in result.failures.enumerated() {
                    bytes.append(index == 0 ? "{\"instanceLocation\": " : ", {\"instanceLocation\": ")
                    JSONText.appendQuoted(failure.instanceLocation, to: &bytes)
                    bytes.append(", \"keywordLocation\": ")
                    JSONText.appendQuoted(failure.keywordLocation, to: &bytes)
                    bytes.append(", \"message\": ")
                    JSONText.appendQuoted(failure.message, to: &bytes)
                    bytes.append("}")
                }
                bytes.append("]")
            }
            bytes.append("}")
        }
        return kind
    }
}
