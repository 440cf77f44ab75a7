import Foundation
import Testing

@testable import PatternRules

/// The one record seam: a rule set and a JSON Schema read a record's bytes through ``RecordValidator``,
/// with the same error for bytes that are not JSON, the same three verdicts for the same constraint, and
/// failures spelled once per reader in the locale asked for.
@Suite struct RecordValidatorTests {
    static let rules = try! RuleSet(
        json: Data(
            #"{"fields": [{"name": "name", "minLength": 3, "maxLength": 8}, {"name": "code", "pattern": "[A-Z]{2}[0-9]{2}"}, {"name": "age", "integer": {"min": 18}}]}"#
                .utf8))
    /// The same constraints as a schema: strings where the rule set reads text, an integer for `age`.
    static let schema = try! JSONSchema(
        json: Data(
            #"{"type": "object", "properties": {"name": {"type": "string", "minLength": 3, "maxLength": 8}, "code": {"type": "string", "pattern": "^[A-Z]{2}[0-9]{2}$"}, "age": {"type": "integer", "minimum": 18}}}"#
                .utf8))

    static func failures(_ validator: inout some RecordValidator) -> [String] {
        var found: [String] = []
        validator.forEachFailure { failure in
            switch failure.place {
            case .field(let name): found.append("\(name) \(failure.spelled.code?.rawValue ?? "-")")
            case .instance(let pointer, _): found.append("\(pointer) \(failure.spelled.code?.rawValue ?? "-")")
            }
        }
        return found
    }

    @Test func jsonLinesFlatAndNestedReadTheSame() throws {
        var reader = Self.rules.recordValidator(locale: MessageLocale("de"))
        try reader.validate(json: Array(#"{"name": "Al", "age": 17}"#.utf8)[...])
        #expect(reader.verdict == .incomplete)  // both could still grow into valid values
        #expect(Self.failures(&reader) == ["name too_short", "age too_small"])
        // Spaces and escapes take the full parser's path; the verdict is the same.
        try reader.validate(json: Array(#"{ "name" : "A\u006cice", "age": 30 }"#.utf8)[...])
        #expect(reader.verdict == .valid)
        #expect(throws: RecordError.self) { try reader.validate(json: Array(#"["name"]"#.utf8)[...]) }
        #expect(throws: RecordError.self) { try reader.validate(json: Array(#"{"name": {"a": 1}}"#.utf8)[...]) }
    }

    @Test func csvRecordsNeedTheHeadersFieldCount() throws {
        var reader = Self.rules.recordValidator(locale: .english)
        try reader.validate(fields: RecordFields.csv(Array(#""Bo, Jr",20"#.utf8)[...]), names: ["name", "age"])
        #expect(reader.verdict == .valid)
        #expect(throws: RecordError.self) { try reader.validate(fields: ["a"], names: ["name", "age"]) }
        #expect(throws: RecordError.self) { try RecordFields.csv(Array(#""open,1"#.utf8)[...]) }
        var schema = Self.schema.recordValidator(locale: .english)
        #expect(throws: RecordError.self) { try schema.validate(fields: ["a"], names: ["name", "age"]) }
    }

    /// Bytes that are not JSON read the same under both contracts.
    @Test func unreadableBytesReadTheSame() {
        var rules = Self.rules.recordValidator(locale: .english)
        var schema = Self.schema.recordValidator(locale: .english)
        for bytes in [#"{"name": x}"#, "{", "", #"{"a": 1} 2"#] {
            let line = Array(bytes.utf8)[...]
            var ruleError: String?
            var schemaError: String?
            do { try rules.validate(json: line) } catch { ruleError = error.description }
            do { try schema.validate(json: line) } catch { schemaError = error.description }
            #expect(ruleError != nil && ruleError == schemaError, "\(bytes)")
        }
        #expect(throws: RecordError.self) { try schema.validate(json: Array("{\n\"a\": x}".utf8)[...]) }
        do {
            try schema.validate(json: Array("{\n\"a\": x}".utf8)[...])
        } catch {
            #expect(error.description == "invalid JSON at line 2, column 6: unexpected 'x', expected a value")
        }
    }

    /// The same constraint gives the same verdict: `incomplete` where the value can still be typed into a
    /// valid one, `invalid` where it cannot.
    @Test func theSameConstraintGivesTheSameVerdict() throws {
        let records: [(json: String, verdict: Verdict)] = [
            (#"{"name": "Alice", "code": "AB12", "age": 30}"#, .valid),
            (#"{"name": "Al"}"#, .incomplete),
            (#"{"code": "AB1"}"#, .incomplete),
            (#"{"code": "A"}"#, .incomplete),
            (#"{"code": "ab12"}"#, .invalid),
            (#"{"code": "AB123"}"#, .invalid),
            (#"{"name": "Alexander the Great"}"#, .invalid),
            (#"{"name": "Al", "code": "AB123"}"#, .invalid),
            (#"{"age": 17}"#, .incomplete),
            (#"{"name": "Al", "age": 17}"#, .incomplete),
        ]
        var rules = Self.rules.recordValidator(locale: .english)
        var schema = Self.schema.recordValidator(locale: .english)
        for record in records {
            let line = Array(record.json.utf8)[...]
            try rules.validate(json: line)
            try schema.validate(json: line)
            #expect(rules.verdict == record.verdict, "rules: \(record.json)")
            #expect(schema.verdict == record.verdict, "schema: \(record.json)")
            #expect(try schema.verdictOnly(json: line) == record.verdict, "schema --count: \(record.json)")
            #expect(try rules.verdictOnly(json: line) == record.verdict, "rules --count: \(record.json)")
        }
    }

    /// A missing required member is incomplete where its place accepts some string, as a rule set's
    /// required field is; where no string could pass, or checks outside the automaton apply, invalid.
    @Test func aMissingRequiredMemberIsIncompleteWhereSomeValueCouldPass() throws {
        let schema = try JSONSchema(
            json: Data(
                #"{"required": ["a", "b", "c"], "properties": {"a": {"type": "string", "minLength": 2}, "b": {"type": "string", "minLength": 3, "maxLength": 2}, "c": {"anyOf": [{"type": "string"}, {"type": "number"}]}}}"#
                    .utf8))
        #expect(try schema.verdict(json: Data(#"{"b": "x", "c": "y"}"#.utf8)) == .invalid)  // b cannot pass
        #expect(try schema.verdict(json: Data(#"{"c": "y"}"#.utf8)) == .invalid)
        let simple = try JSONSchema(
            json: Data(#"{"required": ["a"], "properties": {"a": {"type": "string", "minLength": 2}}}"#.utf8))
        #expect(try simple.verdict(json: Data(#"{}"#.utf8)) == .incomplete)
        #expect(try simple.verdict(json: Data(#"{"a": "x"}"#.utf8)) == .incomplete)
        #expect(try simple.verdict(json: Data(#"{"a": 1}"#.utf8)) == .invalid)
        let items = try JSONSchema(
            json: Data(#"{"type": "array", "items": {"type": "string", "pattern": "^[0-9]{3}$"}}"#.utf8))
        #expect(try items.verdict(json: Data(#"["123", "12"]"#.utf8)) == .incomplete)
        #expect(try items.verdict(json: Data(#"["123", "1a"]"#.utf8)) == .invalid)
    }

    /// Failures are spelled in the reader's locale, with the rule set's code where the check is the same.
    @Test func schemaFailuresAreSpelledInTheLocale() throws {
        var schema = Self.schema.recordValidator(locale: MessageLocale("pl"))
        try schema.validate(json: Array(#"{"name": "Al", "age": "x"}"#.utf8)[...])
        var messages: [String] = []
        schema.forEachFailure { messages.append("\($0.spelled.code?.rawValue ?? "-"): \($0.spelled.message)") }
        #expect(
            messages == [
                "too_short: Musi mieć co najmniej 3 znaki.", "wrong_type: Musi być typu integer, a nie string.",
            ])
    }
}
