import PatternRulesSupport

/// A JSON Schema's ``RecordValidator``: reads a record's bytes into a JSON value, validates it against
/// the schema, and keeps the result for output to write. A CSV record is the object of its columns,
/// each a string.
package struct SchemaRecordReader: RecordValidator {
    package let schema: JSONSchema
    /// The last record's outcome and verdict.
    private var result = JSONSchemaResult(failures: [])
    package private(set) var verdict = Verdict.valid
    /// Failures spelled so far, in the locale asked for: a bulk run reports the same few for millions of
    /// records.
    private var messages: FailureMessages
    /// The schema's record program, where it has one, and its buffers, kept from record to record.
    private let program: SchemaRecordProgram?
    private var scratch = SchemaRecordProgram.Scratch()
    /// The schema's program that finds valid records from their bytes, where it has one.
    private let validity: SchemaProgram?

    package init(_ schema: JSONSchema, locale: MessageLocale) {
        self.schema = schema
        messages = FailureMessages(locale: locale)
        program = schema.recordProgram
        validity = schema.program
    }

    /// A flat record is judged by the schema's record program where it has one, from the bytes; a valid
    /// one is found by the schema's program, from the bytes; any other by the interpreter, over the
    /// record's tree.
    package mutating func validate(json: ArraySlice<UInt8>) throws(RecordError) {
        if let program, let (verdict, failures) = program.result(of: json, scratch: &scratch) {
            (result, self.verdict) = (JSONSchemaResult(failures: failures), verdict)
            return
        }
        if validity?.answer(json, judgesFailures: false) == .valid {
            (result, verdict) = (JSONSchemaResult(failures: []), .valid)
            return
        }
        judge(try RecordError.parsing(json))
    }

    package mutating func validate(fields: [String], names: [String]) throws(RecordError) {
        try RecordError.checkFieldCount(fields, names: names)
        judge(.object(zip(names, fields).map { JSONValue.Member(key: $0, value: .string($1)) }))
    }

    /// Validates `instance` and keeps its result and verdict.
    private mutating func judge(_ instance: JSONValue) {
        result = schema.validate(instance)
        verdict = schema.verdict(of: result, on: instance)
    }

    package var isDecided: Bool { result.isDecided }

    /// Every failure is needed to tell `incomplete` from `invalid`: validating once in full costs less
    /// than stopping at the first failure and then validating again for the failing records. A flat
    /// record is judged by the schema's record program where it has one; the schema's program finds a
    /// valid one from the bytes, and an invalid one where its failure is final and the interpreter
    /// would decide.
    package mutating func verdictOnly(json: ArraySlice<UInt8>) throws(RecordError) -> Verdict? {
        if let program, let verdict = program.verdict(of: json, scratch: &scratch) { return verdict }
        switch validity?.answer(json, judgesFailures: true) {
        case .valid?: return .valid
        case .fails(let failure)? where failure.isFinal && failure.isDecided: return .invalid
        default: break
        }
        let instance = try RecordError.parsing(json)
        let result = schema.validate(instance)
        return result.isDecided ? schema.verdict(of: result, on: instance) : nil
    }

    package mutating func forEachFailure(_ body: (RecordFailure) -> Void) {
        for failure in result.failures {
            body(
                RecordFailure(
                    place: .instance(pointer: failure.instanceLocation, keyword: failure.keywordLocation),
                    spelled: messages.spell(CodedFailureValue(code: failure.code, parameters: failure.parameters))))
        }
    }
}

extension JSONSchema: RecordContract {
    package func recordValidator(locale: MessageLocale) -> SchemaRecordReader {
        SchemaRecordReader(self, locale: locale)
    }
}
