import Foundation
import Testing

@testable import PatternRules

/// What the interpreter's look-ups must keep while they get faster: member names compared by code
/// points (`é` in one code point is not `e` with a combining accent, in `properties`, in
/// `additionalProperties` and in the remembered answers of referenced schemas), `properties` applied
/// in the schema's order whatever the object's, and `uniqueItems` by JSON equality.
@Suite struct JSONSchemaLookupTests {
    static let composed = "\u{E9}"
    static let decomposed = "e\u{301}"

    static func failures(_ schema: String, _ instance: String) throws -> [String] {
        try JSONSchema(json: Data(schema.utf8)).validate(json: Data(instance.utf8)).failures.map {
            "\($0.instanceLocation) \($0.keywordLocation)"
        }
    }

    @Test func propertiesFindNamesByCodePoints() throws {
        let schema = #"{"properties": {"\#(Self.composed)": {"type": "integer"}, "b": {"type": "integer"}}}"#
        #expect(try Self.failures(schema, #"{"\#(Self.decomposed)": "x"}"#) == [])
        #expect(
            try Self.failures(schema, #"{"\#(Self.composed)": "x"}"#) == [
                "/\(Self.composed) /properties/\(Self.composed)/type"
            ])
        let closed = #"{"properties": {"\#(Self.composed)": {}}, "additionalProperties": false}"#
        #expect(try Self.failures(closed, #"{"\#(Self.composed)": 1}"#) == [])
        #expect(
            try Self.failures(closed, #"{"\#(Self.decomposed)": 1}"#) == ["/\(Self.decomposed) /additionalProperties"])
    }

    /// A schema with many properties (looked up by hash) and one with few give failures in the order
    /// of the schema's properties, each property's members in the object's order.
    @Test func propertiesApplyInTheSchemasOrder() throws {
        for count in [2, 40] {
            let names = (0..<count).map { "p\($0)" }
            let schema =
                #"{"properties": {\#(names.map { #""\#($0)": {"type": "integer"}"# }.joined(separator: ", "))}}"#
            let instance = #"{\#(names.reversed().map { #""\#($0)": "x""# }.joined(separator: ", "))}"#
            #expect(try Self.failures(schema, instance) == names.map { "/\($0) /properties/\($0)/type" })
        }
    }

    /// Past the applications after which referenced schemas' answers are remembered, two members whose
    /// names differ only in their code points are two places: the second is not given the first's answer.
    @Test func rememberedAnswersKeepPlacesApartByCodePoints() throws {
        let schema = #"""
            {"$defs": {"short": {"type": "string", "maxLength": 1}},
             "properties": {"many": {"items": {"$ref": "#/$defs/short"}},
                            "names": {"additionalProperties": {"$ref": "#/$defs/short"}}}}
            """#
        let many = Array(repeating: #""a""#, count: 12_000).joined(separator: ",")
        for (first, second) in [(Self.composed, Self.decomposed), (Self.decomposed, Self.composed)] {
            let instance = #"{"many": [\#(many)], "names": {"\#(first)": "a", "\#(second)": "too long"}}"#
            #expect(
                try Self.failures(schema, instance) == [
                    "/names/\(second) /properties/names/additionalProperties/$ref/maxLength"
                ])
        }
    }

    /// Two definitions whose names differ only in how `é` is written are two schemas, each `$ref` to
    /// its own (resolved, compiled and remembered by code points), and so are two such patterns.
    @Test func referencesAndPatternsAreKeptApartByCodePoints() throws {
        let schema = #"""
            {"definitions": {"\#(Self.composed)": {"type": "string"}, "\#(Self.decomposed)": {"type": "integer"}},
             "properties": {"a": {"$ref": "#/definitions/\#(Self.composed)"},
                            "b": {"$ref": "#/definitions/\#(Self.decomposed)"},
                            "c": {"pattern": "^\#(Self.composed)$"}, "d": {"pattern": "^\#(Self.decomposed)$"}}}
            """#
        #expect(
            try Self.failures(schema, #"{"a": "x", "b": 1, "c": "\#(Self.composed)", "d": "\#(Self.decomposed)"}"#)
                == [])
        #expect(try Self.failures(schema, #"{"a": 1}"#) == ["/a /properties/a/$ref/type"])
        #expect(try Self.failures(schema, #"{"b": "x"}"#) == ["/b /properties/b/$ref/type"])
        #expect(try Self.failures(schema, #"{"c": "\#(Self.decomposed)"}"#) == ["/c /properties/c/pattern"])
        #expect(try Self.failures(schema, #"{"d": "\#(Self.composed)"}"#) == ["/d /properties/d/pattern"])
    }

    @Test func uniqueItemsComparesJSONValues() throws {
        let schema = #"{"uniqueItems": true}"#
        #expect(try Self.failures(schema, "[1, 2, 1.0]") == [" /uniqueItems"])
        #expect(try Self.failures(schema, #"["\#(Self.composed)", "\#(Self.decomposed)"]"#) == [])
        #expect(try Self.failures(schema, #"[{"a": 1, "b": [2]}, {"b": [2.0], "a": 1}]"#) == [" /uniqueItems"])
        #expect(try Self.failures(schema, #"[{"a": "\"q\""}, {"a": "\"q\" "}]"#) == [])
        let many = (0..<40).map(String.init)
        #expect(try Self.failures(schema, "[\(many.joined(separator: ","))]") == [])
        #expect(try Self.failures(schema, "[\(many.joined(separator: ",")), 39.0]") == [" /uniqueItems"])
        let result = try JSONSchema(json: Data(schema.utf8)).validate(json: Data("[0, 1, 2, true, 1]".utf8))
        #expect(result.failures.first?.parameters["index"] == .count(4))
    }
}
