import PatternRulesSupport

/// A JSON Schema's ``RecordValidator``: reads a record's bytes into a JSON value, validates it against
/// the schema, and keeps the result for output to write. A CSV record is the object of its columns,
/// each a string.
package struct SchemaRecordReader: RecordValidator {
    package let schema: JSONSchema
    package let locale: MessageLocale
    /// The last record's outcome.
    private var result = JSONSchemaResult(failures: [])

    package init(_ schema: JSONSchema, locale: MessageLocale) {
        (self.schema, self.locale) = (schema, locale)
    }

    package mutating func validate(json: ArraySlice<UInt8>) throws(RecordError) {
        result = schema.validate(try RecordError.parsing(json))
    }

    package mutating func validate(fields: [String], names: [String]) throws(RecordError) {
        guard fields.count == names.count else {
            throw RecordError(description: "\(fields.count) fields, the header has \(names.count)")
        }
        let members = zip(names, fields).map { JSONValue.Member(key: $0, value: .string($1)) }
        result = schema.validate(.object(members))
    }

    package mutating func verdictOnly(json: ArraySlice<UInt8>) throws(RecordError) -> Verdict {
        schema.isValid(try RecordError.parsing(json)) ? .valid : .invalid
    }

    package var verdict: Verdict { result.isValid ? .valid : .invalid }

    package mutating func forEachFailure(_ body: (RecordFailure) -> Void) {
        for failure in result.failures {
            body(
                RecordFailure(
                    place: .instance(pointer: failure.instanceLocation, keyword: failure.keywordLocation),
                    spelled: SpelledFailure(message: failure.message, code: nil, parameters: [:])))
        }
    }
}

extension JSONSchema: RecordContract {
    package func recordValidator(locale: MessageLocale) -> SchemaRecordReader {
        SchemaRecordReader(self, locale: locale)
    }
}
