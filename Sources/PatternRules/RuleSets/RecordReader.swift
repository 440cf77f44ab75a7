import PatternRulesSupport

/// Why one line (or CSV record) is not a record, with the byte offset where it went wrong when known.
package struct RecordError: Error, CustomStringConvertible {
    package let description: String

    package init(description: String) { self.description = description }

    /// A line or record of `length` bytes, over the reader's `limit`.
    package static func overLength(_ length: Int, limit: Int) -> RecordError {
        RecordError(description: "\(length) bytes, longer than the limit of \(limit)")
    }
}

/// The one owner of the record path: reads a record (a JSON Lines object, or a CSV record's fields
/// under its header's names) into members, validates them against the rule set, and keeps the failures
/// and their spelled messages for output to write. One reader serves many records: its buffers keep
/// their storage, a key spelling a field's name makes no string of its own, and each distinct failure
/// is spelled once. A bulk reader takes one per chunk of records.
package struct RecordReader {
    package let rules: RuleSet
    /// The field names, matched by their bytes.
    private let keys: JSONKeys
    private var members: [(name: String, value: String)] = []
    /// The last record's failures.
    package private(set) var failures = RuleSetFailures()
    /// Failures spelled so far, in the locale asked for.
    package private(set) var messages: FailureMessages

    /// A reader for `rules`; `keys` are its field names (``keys(of:)``), built once for every reader.
    package init(_ rules: RuleSet, keys: JSONKeys, locale: MessageLocale) {
        (self.rules, self.keys) = (rules, keys)
        messages = FailureMessages(locale: locale)
    }

    /// The field names of `rules`, for ``init(_:keys:locale:)``.
    package static func keys(of rules: RuleSet) -> JSONKeys { JSONKeys(rules.fields.map(\.name)) }

    /// The last record's verdict.
    package var verdict: Verdict { failures.verdict }

    /// Reads `line` as a JSON object and validates it.
    ///
    /// - Throws: ``RecordError`` when the line is not a JSON object of values.
    package mutating func validate(jsonLine line: ArraySlice<UInt8>) throws(RecordError) {
        try Self.jsonRecord(line, knownKeys: keys, into: &members)
        rules.validate(members: members, failures: &failures)
    }

    /// Validates a CSV record's `fields` under the header's `names`.
    ///
    /// - Throws: ``RecordError`` when the record has another number of fields than the header.
    package mutating func validate(fields: [String], names: [String]) throws(RecordError) {
        guard fields.count == names.count else {
            throw RecordError(description: "\(fields.count) fields, the header has \(names.count)")
        }
        members.removeAll(keepingCapacity: true)
        for (name, value) in zip(names, fields) { members.append((name, value)) }
        rules.validate(members: members, failures: &failures)
    }

    /// Calls `body` with each failure of the last record, in field order, each spelled once per reader.
    package mutating func forEachFailure(_ body: (_ field: String, _ failure: SpelledFailure) -> Void) {
        failures.forEachFailure(messages: &messages, body)
    }

    /// A JSON object per line, read into `record` (emptied first, its storage kept from line to line);
    /// numbers keep their text as written, booleans become `true`/`false`, `null` a missing field.
    /// Errors give the column (the byte offset in the line, from 1).
    static func jsonRecord(
        _ bytes: ArraySlice<UInt8>, knownKeys: JSONKeys, into record: inout [(name: String, value: String)]
    ) throws(RecordError) {
        // The common line, a flat object, is read straight into its members (keys spelling a field's
        // name made no string of their own); anything else is parsed again in full for the exact answer
        // or error.
        if JSONParser.flatMembers(bytes, knownKeys: knownKeys, into: &record) { return }
        record.removeAll(keepingCapacity: true)
        let value: JSONValue
        do {
            value = try JSONParser.parse(bytes)
        } catch {
            throw RecordError(description: "invalid JSON at column \(error.column): \(error.message)")
        }
        guard case .object(let members) = value else {
            throw RecordError(description: "expected a JSON object, found \(value.kind)")
        }
        // The parser has refused duplicate keys: the members are the record, in the order written.
        for member in members {
            switch member.value {
            case .string(let text): record.append((member.key, text))
            case .number(let text): record.append((member.key, text))
            case .bool(let flag): record.append((member.key, flag ? "true" : "false"))
            case .null: continue
            case .array, .object:
                throw RecordError(description: "field '\(member.key)' is \(member.value.kind), not a value")
            }
        }
    }

}
