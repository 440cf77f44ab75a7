import PatternRulesSupport

/// A rule set's ``RecordValidator``: reads a record (a JSON object, or a CSV record's fields under its
/// header's names) into members, validates them against the rule set, and keeps the failures and their
/// spelled messages for output to write. A key spelling a field's name makes no string of its own.
package struct RuleSetRecordReader: RecordValidator {
    package let rules: RuleSet
    /// The field names, matched by their bytes.
    private let keys: JSONKeys
    private var members: [(name: String, value: String)] = []
    /// The last record's failures.
    package private(set) var failures = RuleSetFailures()
    /// Failures spelled so far, in the locale asked for.
    package private(set) var messages: FailureMessages

    /// A reader for `rules`, its failures spelled in `locale`.
    package init(_ rules: RuleSet, locale: MessageLocale) {
        (self.rules, keys) = (rules, rules.fieldKeys)
        messages = FailureMessages(locale: locale)
    }

    /// The last record's verdict.
    package var verdict: Verdict { failures.verdict }

    package var isDecided: Bool { failures.isDecided }

    /// Reads `json` as a JSON object and validates it.
    ///
    /// - Throws: ``RecordError`` when the bytes are not a JSON object of values.
    package mutating func validate(json: ArraySlice<UInt8>) throws(RecordError) {
        try Self.jsonRecord(json, knownKeys: keys, into: &members)
        rules.validate(members: members, failures: &failures)
    }

    /// Validates a CSV record's `fields` under the header's `names`.
    ///
    /// - Throws: ``RecordError`` when the record has another number of fields than the header.
    package mutating func validate(fields: [String], names: [String]) throws(RecordError) {
        try RecordError.checkFieldCount(fields, names: names)
        members.removeAll(keepingCapacity: true)
        for (name, value) in zip(names, fields) { members.append((name, value)) }
        rules.validate(members: members, failures: &failures)
    }

    /// Calls `body` with each failure of the last record, in field order, each spelled once per reader.
    package mutating func forEachFailure(_ body: (RecordFailure) -> Void) {
        failures.forEachFailure(messages: &messages) { field, failure in
            body(RecordFailure(place: .field(field), spelled: failure))
        }
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
        let value = try RecordError.parsing(bytes)
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
