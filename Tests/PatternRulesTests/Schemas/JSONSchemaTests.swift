import Foundation
import PatternRulesSupport
import Testing

@testable import PatternRules

/// What users of `JSONSchema` rely on beyond the suite: where failures are, exact numbers, JavaScript
/// patterns matched anywhere, and refusals that name the keyword and its place.
@Suite struct JSONSchemaTests {
    func schema(_ json: String, references: [String: Data] = [:]) throws(JSONSchemaError) -> JSONSchema {
        try JSONSchema(json: Data(json.utf8), references: references)
    }

    func failures(_ schema: JSONSchema, _ instance: String) throws -> [JSONSchemaResult.Failure] {
        try schema.validate(json: Data(instance.utf8)).failures
    }

    @Test func everyFailureWithItsInstanceAndKeywordLocation() throws {
        let orders = try schema(
            #"{"type": "object", "required": ["id"], "properties": {"items": {"type": "array", "items": {"required": ["sku"]}}}}"#
        )
        let found = try failures(orders, #"{"items": [{"sku": 1}, {}]}"#)
        #expect(found.map(\.instanceLocation) == ["", "/items/1"])
        #expect(found.map(\.keywordLocation) == ["/required", "/properties/items/items/required"])
        #expect(found[1].message == "The required property “sku” is missing.")
        #expect(try failures(orders, #"{"id": 1}"#).isEmpty)
    }

    @Test func patternsAreJavaScriptMatchedAnywhere() throws {
        let code = try schema(#"{"pattern": "\\d{3}"}"#)
        #expect(try failures(code, #""ab123cd""#).isEmpty, "a pattern matches anywhere in the string")
        #expect(try failures(code, #""ab١٢٣""#).count == 1, "\\d is ASCII in JavaScript")
        let anchored = try schema(#"{"pattern": "^a+$"}"#)
        #expect(try failures(anchored, #""aaa""#).isEmpty)
        #expect(try failures(anchored, #""baaa""#).count == 1)
        #expect(throws: JSONSchemaError.self) { try schema(#"{"pattern": "\\a"}"#) }
        // Annex B's readings that real schemas use: an escaped punctuation character, a lone brace.
        let phone = try schema(#"{"pattern": "^\\d{3}\\-\\d{4}$"}"#)
        #expect(try failures(phone, #""555-1234""#).isEmpty)
        let braces = try schema(#"{"pattern": "^{[a-z]+}$"}"#)
        #expect(try failures(braces, #""{abc}""#).isEmpty)
        #expect(try failures(braces, #""abc""#).count == 1)
    }

    @Test func lengthsCountCodePointsAndNumbersAreExact() throws {
        let short = try schema(#"{"maxLength": 1}"#)
        #expect(try failures(short, #""😀""#).isEmpty, "one code point")
        #expect(try failures(short, #""e\u0301""#).count == 1, "two code points, one character")
        let whole = try schema(#"{"type": "integer", "multipleOf": 0.01, "maximum": 9007199254740993}"#)
        #expect(try failures(whole, "1.0").isEmpty, "1.0 is an integer")
        #expect(try failures(whole, "9007199254740994").count == 1, "beyond Double, compared exactly")
        let cents = try schema(#"{"multipleOf": 0.01}"#)
        #expect(try failures(cents, "19.99").isEmpty)
        #expect(try failures(cents, "19.999").count == 1)
        let unique = try schema(#"{"uniqueItems": true}"#)
        #expect(try failures(unique, "[1, 1.0]").count == 1, "1 and 1.0 are the same JSON number")
        #expect(try failures(unique, #"[{"a": 1, "b": 2}, {"b": 2, "a": 1}]"#).count == 1)
        #expect(try failures(unique, #"["é", "e\u0301"]"#).isEmpty, "different code points")
    }

    /// `unevaluatedProperties` sees what passing subschemas evaluated, whatever the keywords' order; a
    /// branch that fails evaluates nothing.
    @Test func unevaluatedKeywordsReadWhatPassingSubschemasEvaluated() throws {
        let closed = try schema(
            #"{"unevaluatedProperties": false, "properties": {"id": {}}, "anyOf": [{"properties": {"a": {"const": 1}}, "required": ["a"]}, {"properties": {"b": true}}]}"#
        )
        #expect(try failures(closed, #"{"id": 1, "a": 1, "b": 2}"#).isEmpty)
        let extra = try failures(closed, #"{"id": 1, "a": 2}"#)
        #expect(extra.map(\.instanceLocation) == ["/a"], "the first branch failed, so a is unevaluated")
        #expect(extra.first?.keywordLocation == "/unevaluatedProperties")
        #expect(extra.first?.message == "The property “a” is not allowed.")
        let tuple = try schema(#"{"prefixItems": [true], "contains": {"type": "string"}, "unevaluatedItems": false}"#)
        #expect(try failures(tuple, #"[1, "x"]"#).isEmpty, "contains evaluates the items it matches")
        #expect(try failures(tuple, "[1, 2]").map(\.instanceLocation) == ["", "/1"])
    }

    /// `$dynamicRef` reaches the outermost resource in the dynamic scope that defines the anchor: a
    /// generic list whose items a referring schema fixes.
    @Test func dynamicReferencesResolveThroughTheDynamicScope() throws {
        let list = Data(
            ##"{"$id": "https://example.com/list", "type": "array", "items": {"$dynamicRef": "#item"}, "$defs": {"item": {"$dynamicAnchor": "item"}}}"##
                .utf8)
        let strings = try schema(
            #"{"$id": "https://example.com/strings", "$ref": "list", "$defs": {"item": {"$dynamicAnchor": "item", "type": "string"}}}"#,
            references: ["https://example.com/list": list])
        #expect(try failures(strings, #"["a", "b"]"#).isEmpty)
        #expect(try failures(strings, #"["a", 2]"#).map(\.keywordLocation) == ["/$ref/items/$dynamicRef/type"])
    }

    @Test func unresolvedReferencesAreRefusedWithTheirPlace() throws {
        do {
            _ = try schema(#"{"$ref": "https://example.com/other.json"}"#)
            Issue.record("compiled")
        } catch {
            #expect(error.message.contains("https://example.com/other.json"))
        }
        let other = Data(#"{"$id": "https://example.com/other.json", "type": "string"}"#.utf8)
        let referring = try schema(
            #"{"$ref": "https://example.com/other.json"}"#, references: ["https://example.com/other.json": other])
        #expect(try failures(referring, "1").count == 1)
        #expect(
            try failures(schema(#"{"whatever": 1, "format": "email"}"#), #""x""#).isEmpty,
            "unknown keywords and formats annotate")
    }

    /// Found on SchemaStore's schemas against python-jsonschema and jsonschema-rs: a keyword a later
    /// draft added means nothing in an earlier one, and a JSON Pointer written as a `$id` changes nothing.
    @Test func keywordsAndIdentifiersAsEachDraftReadsThem() throws {
        let draft4 = try schema(
            #"{"$schema": "http://json-schema.org/draft-04/schema#", "properties": {"a": {"const": 1}}}"#)
        #expect(try failures(draft4, #"{"a": 2}"#).isEmpty, "const is draft 6's: unknown, so ignored, in draft 4")
        let draft7 = try schema(
            #"{"$schema": "http://json-schema.org/draft-07/schema#", "properties": {"a": {"const": 1}}}"#)
        #expect(try failures(draft7, #"{"a": 2}"#).count == 1)
        let generated = try schema(
            ##"{"$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://example.com/s.json", "type": "object", "properties": {"name": {"$id": "#/properties/name", "type": "string"}}}"##
        )
        #expect(try failures(generated, #"{"name": "x"}"#).isEmpty, "the root stays the root")
        #expect(try failures(generated, #"{"name": 1}"#).count == 1)
    }

    @Test func aSchemaThatRefersToItselfForeverFailsInsteadOfRecursing() throws {
        let looping = try schema(
            ##"{"$defs": {"a": {"$ref": "#/$defs/b"}, "b": {"$ref": "#/$defs/a"}}, "$ref": "#/$defs/a"}"##)
        #expect(try failures(looping, "1").first?.message.contains("refers to itself") == true)
        let tree = try schema(##"{"type": "object", "properties": {"child": {"$ref": "#"}}}"##)
        var nested = "{}"
        for _ in 0..<200 { nested = #"{"child": \#(nested)}"# }
        #expect(try failures(tree, nested).isEmpty, "recursion that reads the instance goes as deep as the document")
    }
}

/// An instance at the parser's depth limit under a schema that applies several schemas per level
/// reaches the depth cap and fails as undecided, on a thread of 8 MiB (a main thread's; a release build
/// needs under 512 KiB for the whole cap, a debug build about 4 MiB), even where the undecided part sits
/// under `anyOf`, which drops its branches' failures.
@Suite struct JSONSchemaDepthTests {
    @Test func deepNestingFailsAsUndecidedInsteadOfExhaustingTheStack() throws {
        let schema = try JSONSchema(
            json: Data(
                ##"{"allOf": [{"allOf": [{"anyOf": [{"oneOf": [{"items": {"$ref": "#"}, "properties": {"a": {"$ref": "#"}}}]}]}]}]}"##
                    .utf8))
        let deep = Data((String(repeating: "[", count: 255) + String(repeating: "]", count: 255)).utf8)
        let shallow = Data((String(repeating: "[", count: 100) + String(repeating: "]", count: 100)).utf8)
        let box = ResultBox()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.results = [deep, shallow].compactMap { try? schema.validate(json: $0) }
            done.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
        done.wait()
        let outcomes = box.results
        #expect(outcomes.count == 2)
        #expect(outcomes.first?.failures.contains { $0.message.contains("not decided") } == true)
        #expect(outcomes.last?.isValid == true, "100 levels of 5 schemas each stay under the cap")
        // A `$ref`-only schema is followed in a loop and adds no level: 5 per level here, 255 levels.
    }
}

/// The results of the thread above, read after its semaphore signals.
private final class ResultBox: @unchecked Sendable {
    var results: [JSONSchemaResult] = []
}

/// `--formats assert`: the regular formats are exact automata, so a form built from a schema gets the
/// same answers per keystroke; the others check what a grammar cannot (leap seconds, IDNA2008).
@Suite struct JSONSchemaFormatTests {
    @Test(arguments: [
        FormatGrammars.date, FormatGrammars.time, FormatGrammars.dateTime, FormatGrammars.duration,
        FormatGrammars.ipv4, FormatGrammars.ipv6, FormatGrammars.uuid, FormatGrammars.jsonPointer,
        FormatGrammars.relativeJSONPointer, FormatGrammars.uri(international: false, reference: false),
        FormatGrammars.uri(international: true, reference: true), FormatGrammars.uriTemplate,
        FormatGrammars.localPart(international: true), FormatGrammars.addressLiteral,
    ])
    func regularFormatsAreAutomata(grammar: String) throws {
        #expect(try Pattern(grammar).engine == .automaton)
    }

    /// A long Unicode label is refused by its length before Punycode encodes it (the encoding is
    /// quadratic in the label: 100,000 distinct scalars took ten minutes).
    @Test func aLongUnicodeHostNameIsRefusedByItsLength() throws {
        let schema = try JSONSchema(json: Data(#"{"format": "idn-hostname"}"#.utf8), formats: .assertion)
        let label = String(String.UnicodeScalarView((0..<20_000).map { Unicode.Scalar(0x4E00 + $0)! }))
        let failures = try schema.validate(json: Data(JSONText.quoted(label).utf8)).failures
        #expect(failures.map(\.message) == ["Must be a valid idn-hostname."])
    }

    @Test func formatsAnnotateUnlessAsserted() throws {
        let text = #"{"properties": {"day": {"format": "date"}, "host": {"format": "idn-hostname"}}}"#
        let annotated = try JSONSchema(json: Data(text.utf8))
        let asserted = try JSONSchema(json: Data(text.utf8), formats: .assertion)
        let instance = Data(#"{"day": "2023-02-29", "host": "l·a"}"#.utf8)
        #expect(try annotated.validate(json: instance).isValid)
        let failures = try asserted.validate(json: instance).failures
        #expect(
            failures.map(\.instanceLocation) == ["/day", "/host"], "2023 is not a leap year; · needs l on both sides")
        #expect(failures.first?.message == "Must be a valid date.")
        #expect(try asserted.validate(json: Data(#"{"day": "2024-02-29", "host": "l·l"}"#.utf8)).isValid)
    }
}
