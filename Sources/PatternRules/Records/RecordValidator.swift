import PatternRulesSupport

/// A contract that judges records read from their bytes: a rule set or a JSON Schema. A bulk run asks
/// it for one ``RecordValidator`` per chunk of records; framing lines, handing chunks to threads and
/// writing the outcomes stay with the caller, which never reads a record itself.
package protocol RecordContract: Sendable {
    associatedtype Validator: RecordValidator
    /// A validator whose failures are spelled in `locale`, for one thread's records at a time.
    func recordValidator(locale: MessageLocale) -> Validator
}

/// Validates one record at a time from its bytes and keeps the last record's verdict and failures for
/// output to write. One validator serves many records: its buffers keep their storage, and each distinct
/// failure is spelled once.
package protocol RecordValidator {
    /// Reads `json` (a JSON Lines line, or a whole document) and validates it.
    ///
    /// - Throws: ``RecordError`` when the bytes are not a record this contract reads.
    mutating func validate(json: ArraySlice<UInt8>) throws(RecordError)

    /// Validates a CSV record: its `fields` under the header's `names`, every value a string.
    ///
    /// - Throws: ``RecordError`` when the record has another number of fields than the header.
    mutating func validate(fields: [String], names: [String]) throws(RecordError)

    /// The verdict on `json` alone, found as fast as the contract can (`--count`): what
    /// ``validate(json:)`` and then ``verdict`` give, without the failures kept for output; `nil` when
    /// the record could not be decided (``isDecided``).
    mutating func verdictOnly(json: ArraySlice<UInt8>) throws(RecordError) -> Verdict?

    /// The last record's verdict: `incomplete` where filling in what is missing may still make it
    /// valid, as for a single input. Read it only where ``isDecided``.
    var verdict: Verdict { get }

    /// Whether the last record was decided: `false` when a limit left it open (a failure says which),
    /// so that it is reported as neither valid nor invalid.
    var isDecided: Bool { get }

    /// Calls `body` with each failure of the last record, in the contract's order.
    mutating func forEachFailure(_ body: (RecordFailure) -> Void)
}

extension RecordValidator {
    package mutating func verdictOnly(json: ArraySlice<UInt8>) throws(RecordError) -> Verdict? {
        try validate(json: json)
        return isDecided ? verdict : nil
    }

    /// The last record's verdict, `nil` when it was not decided.
    package var decidedVerdict: Verdict? { isDecided ? verdict : nil }
}

/// One failure of a record: where it is and what is wrong, spelled for output.
package struct RecordFailure {
    /// Where a failure is in the record.
    package enum Place {
        /// A rule set's field, by name.
        case field(String)
        /// A JSON Schema's failure: a JSON Pointer into the record and the path of keywords that failed.
        case instance(pointer: String, keyword: String)
    }

    package let place: Place
    package let spelled: SpelledFailure
}

/// Why one line (or CSV record) is not a record, with the place where it went wrong when known.
package struct RecordError: Error, CustomStringConvertible {
    package let description: String

    package init(description: String) { self.description = description }

    /// A line or record of `length` bytes, over the reader's `limit`.
    package static func overLength(_ length: Int, limit: Int) -> RecordError {
        RecordError(description: "\(length) bytes, longer than the limit of \(limit)")
    }

    /// Bytes that are not JSON: the column within a line, and the line too within a document of
    /// several.
    package static func invalidJSON(_ error: JSONParser.SyntaxError) -> RecordError {
        let place = error.line == 1 ? "column \(error.column)" : "line \(error.line), column \(error.column)"
        return RecordError(description: "invalid JSON at \(place): \(error.message)")
    }

    /// Refuses a CSV record with another number of `fields` than the header has `names`.
    static func checkFieldCount(_ fields: [String], names: [String]) throws(RecordError) {
        guard fields.count == names.count else {
            throw RecordError(description: "\(fields.count) fields, the header has \(names.count)")
        }
    }

    /// `bytes` parsed as one JSON value.
    static func parsing(_ bytes: ArraySlice<UInt8>) throws(RecordError) -> JSONValue {
        do {
            return try JSONParser.parse(bytes)
        } catch {
            throw invalidJSON(error)
        }
    }
}
