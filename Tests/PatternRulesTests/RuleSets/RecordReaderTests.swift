import Foundation
import Testing

@testable import PatternRules

/// The record path's one owner: a JSON Lines object or a CSV record read into members, validated, and
/// its failures spelled once per reader in the locale asked for.
@Suite struct RecordReaderTests {
    static let rules = try! RuleSet(
        json: Data(#"{"fields": [{"name": "name", "minLength": 3}, {"name": "age", "integer": {"min": 18}}]}"#.utf8))

    static func failures(_ reader: inout RecordReader) -> [String] {
        var found: [String] = []
        reader.forEachFailure { field, failure in found.append("\(field) \(failure.code?.rawValue ?? "-")") }
        return found
    }

    @Test func jsonLinesFlatAndNestedReadTheSame() throws {
        var reader = RecordReader(Self.rules, keys: RecordReader.keys(of: Self.rules), locale: MessageLocale("de"))
        try reader.validate(jsonLine: Array(#"{"name": "Al", "age": 17}"#.utf8)[...])
        #expect(reader.verdict == .incomplete)  // both could still grow into valid values
        #expect(Self.failures(&reader) == ["name too_short", "age too_small"])
        // Spaces and escapes take the full parser's path; the verdict is the same.
        try reader.validate(jsonLine: Array(#"{ "name" : "A\u006cice", "age": 30 }"#.utf8)[...])
        #expect(reader.verdict == .valid)
        #expect(throws: RecordError.self) { try reader.validate(jsonLine: Array(#"["name"]"#.utf8)[...]) }
        #expect(throws: RecordError.self) { try reader.validate(jsonLine: Array(#"{"name": {"a": 1}}"#.utf8)[...]) }
    }

    @Test func csvRecordsNeedTheHeadersFieldCount() throws {
        var reader = RecordReader(Self.rules, keys: RecordReader.keys(of: Self.rules), locale: .english)
        try reader.validate(fields: RecordReader.csvFields(Array(#""Bo, Jr",20"#.utf8)[...]), names: ["name", "age"])
        #expect(reader.verdict == .valid)
        #expect(throws: RecordError.self) { try reader.validate(fields: ["a"], names: ["name", "age"]) }
        #expect(throws: RecordError.self) { try RecordReader.csvFields(Array(#""open,1"#.utf8)[...]) }
    }
}
