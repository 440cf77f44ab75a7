import PatternRules
import PatternRulesSupport

/// Where a record is: the file (none for standard input) and the line it starts on.
struct RecordPlace: Sendable {
    let file: String?
    let line: Int

    /// `FILE:LINE`, or `line N` for standard input; a file name that could split the line or the place
    /// is quoted (``TextField``).
    var text: String {
        var bytes: [UInt8] = []
        appendText(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``text``'s bytes, without making the string.
    func appendText(to bytes: inout [UInt8]) {
        if let file {
            TextField.append(file, separators: ":", to: &bytes)
            bytes.append(UInt8(ascii: ":"))
        } else {
            bytes.appendUTF8("line ")
        }
        bytes.appendDecimal(line)
    }

    /// Appends `"file": "…", "line": N` (no file for standard input).
    func appendJSONMembers(to bytes: inout [UInt8]) {
        if let file {
            bytes.append("\"file\": ")
            JSONText.appendQuoted(file, to: &bytes)
            bytes.append(", ")
        }
        bytes.append("\"line\": ")
        bytes.appendDecimal(line)
    }
}

/// How `--rules` and `--schema` write each record's outcome (`--output`): a tab-separated line, or a JSON object with
/// the failing fields and their messages as data.
enum RecordOutput: String, Sendable {
    /// `valid<TAB>PLACE`, or the verdict, the place and `field: message; …`.
    case text
    /// `{"file": …, "line": N, "verdict": "invalid", "errors": [{"field": "email", "message": "…"}]}`.
    case jsonl

    /// Appends the output line of the record `validator` last validated (without its line break) and
    /// returns how it counts. Written as bytes: a bulk run writes one line per record, and building each
    /// as a `String` took longer than validating the record.
    func appendValidated<Validator: RecordValidator>(
        _ validator: inout Validator, at place: RecordPlace, to output: inout RecordChunkOutput
    ) -> RecordTally.Kind {
        // A record that was not decided is `error`, as a pattern a match limit stopped is: its failures
        // say why.
        let outcome = LineOutcome(validator.decidedVerdict)
        switch self {
        case .text:
            output.bytes.appendUTF8(outcome.name)
            output.bytes.append(UInt8(ascii: "\t"))
            place.appendText(to: &output.bytes)
            if outcome == .valid { return .valid }
            output.bytes.append(UInt8(ascii: "\t"))
            var first = true
            validator.forEachFailure { failure in
                if !first { output.bytes.appendUTF8("; ") }
                first = false
                Self.appendPlace(failure.place, to: &output.bytes)
                output.bytes.appendUTF8(": ")
                TextField.append(failure.spelled.message, separators: ";", to: &output.bytes)
            }
        case .jsonl:
            // Written as bytes, as the text line is: `{"file": …, "line": N, "verdict": …, "errors": […]}`.
            output.bytes.append("{")
            place.appendJSONMembers(to: &output.bytes)
            output.bytes.append(", \"verdict\": \"")
            output.bytes.appendUTF8(outcome.name)
            output.bytes.append("\"")
            var first = true
            validator.forEachFailure { failure in
                output.bytes.append(first ? ", \"errors\": [" : ", ")
                first = false
                FailureJSON.append(failure, to: &output.bytes)
            }
            output.bytes.append(first ? "}" : "]}")
        }
        return outcome
    }

    /// Appends where a failure is, as the text line writes it: a field's name, or a JSON Pointer with the
    /// root (the empty pointer) written `""`, apart from a member named "" (`/`); no other pointer can
    /// read `""`, since every other one starts with `/`. Both hold the record's own keys: one that could
    /// split the line is quoted.
    private static func appendPlace(_ place: RecordFailure.Place, to bytes: inout [UInt8]) {
        switch place {
        case .field(let name): TextField.append(name, separators: ":;", to: &bytes)
        case .instance(let pointer, _) where pointer.isEmpty: bytes.append(#""""#)
        case .instance(let pointer, _): TextField.append(pointer, separators: ":;", to: &bytes)
        }
    }

    /// Appends the output line of a line or record that is not a record: reported and counted, never
    /// skipped.
    func append(
        _ error: RecordError, at place: RecordPlace, to output: inout RecordChunkOutput
    ) -> RecordTally.Kind {
        switch self {
        case .text:
            output.bytes.append("error\t")
            place.appendText(to: &output.bytes)
            output.bytes.append("\t")
            output.bytes.appendUTF8(TextField.escapingUnsafe("\(error)"))
        case .jsonl:
            output.bytes.append("{")
            place.appendJSONMembers(to: &output.bytes)
            output.bytes.append(", \"verdict\": \"error\", \"error\": ")
            JSONText.appendQuoted("\(error)", to: &output.bytes)
            output.bytes.append("}")
        }
        return .error
    }
}

/// What one chunk of records writes: its output lines.
struct RecordChunkOutput {
    var bytes: [UInt8] = []
}
