import Foundation
import PatternRulesTestSupport
import Testing

@testable import PatternRules

/// A schema's string locations: the automaton at each place gives every keystroke the verdict the
/// schemas there give a finished value, walks the same in JavaScript once exported, and compares two
/// versions place by place.
@Suite struct JSONSchemaLanguageTests {
    static let schema = #"""
        {"type": "object", "required": ["code"],
         "properties": {
           "code": {"type": "string", "pattern": "[0-9]{3}", "maxLength": 5},
           "plan": {"allOf": [{"$ref": "#/$defs/plan"}, {"minLength": 4}]},
           "emoji": {"type": "string", "minLength": 2, "maxLength": 2},
           "address": {"type": "object", "properties": {"zip": {"pattern": "^[0-9]{5}$"}}},
           "tag": {"type": "string", "anyOf": [{"pattern": "^a"}, {"pattern": "b$"}]},
           "count": {"type": "integer"}},
         "patternProperties": {"^pl": {"enum": ["free", "pro", "team", 7]}},
         "$defs": {"plan": {"type": "string"}}}
        """#

    @Test func placesAndTheirChecks() throws {
        let locations = try JSONSchema(json: Data(Self.schema.utf8)).stringLocations
        #expect(locations.map(\.pointer) == ["/code", "/plan", "/emoji", "/address/zip", "/tag"])
        #expect(locations.map(\.isRequired) == [true, false, false, false, false])
        #expect(locations.map(\.isExact) == [true, true, true, true, false])
        #expect(locations.last?.comparedByConfiguration == ["anyOf at /tag"])
        #expect(locations.last?.verdict(for: "ab") == nil, "not exact: no verdict")
    }

    /// On seeds, their prefixes and random inputs: `valid` exactly where the schemas at the place accept
    /// the value, and the exported automaton walked in Node gives the same verdicts.
    @Test func eachKeystrokeGetsTheVerdictOfValidation() throws {
        let locations = try JSONSchema(json: Data(Self.schema.utf8)).stringLocations.filter(\.isExact)
        var generator = SeededGenerator(state: 11)
        let seeds = ["a123", "12345", "123456", "team", "pro", "free", "😀😀", "e\u{301}", "90210", "x90210", ""]
        var inputs = seeds.flatMap(RandomInputs.prefixes)
        for _ in 0..<200 { inputs.append(RandomInputs.input(using: &generator)) }
        var disagreements: [String] = []
        for location in locations {
            for input in inputs where (location.verdict(for: input) == .valid) != location.accepts(input) {
                disagreements.append("\(location.pointer) on \(input.debugDescription)")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
        #expect(locations[0].verdict(for: "12") == .incomplete)
        #expect(locations[0].verdict(for: "a1234") == .valid, "a pattern matches anywhere")
        #expect(locations[2].verdict(for: "😀😀") == .valid, "lengths count code points")
        #expect(locations[2].verdict(for: "e\u{301}") == .valid, "two code points, one character")
        guard let node = NodeAutomata.node() else {
            print("skipped: Node is not installed; the exported schema is not walked in JavaScript")
            return
        }
        let schema = try JSONSchema(json: Data(Self.schema.utf8))
        let names = locations.map(\.pointer)
        let answers = try NodeAutomata.runRuleSet(node, json: schema.exportedAutomata(), names: names, inputs: inputs)
        for (location, verdicts) in zip(locations, answers) {
            for (input, verdict) in zip(inputs, verdicts) where location.verdict(for: input)?.rawValue != verdict {
                disagreements.append("Node: \(location.pointer) on \(input.debugDescription): \(verdict ?? "nil")")
            }
        }
        #expect(answers.count == names.count)
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
    }

    @Test func versionsCompareAtEachPlace() throws {
        func schema(_ text: String) throws -> JSONSchema { try JSONSchema(json: Data(text.utf8)) }
        let old = try schema(
            #"{"properties": {"id": {"pattern": "^[a-z]{3}$"}, "plan": {"enum": ["free", "pro"]}, "n": {"minimum": 1}}}"#
        )
        let same = try schema(
            #"{"properties": {"n": {"minimum": 1}, "id": {"pattern": "^[a-z][a-z][a-z]$"}, "plan": {"enum": ["pro", "free"]}}}"#
        )
        let equal = old.compared(with: same)
        #expect(equal.locations.map(\.change) == [.equal, .equal])
        #expect(equal.rest == .equal, "members in another order, the same schema")
        #expect(!equal.rejectsAcceptedData)
        let new = try schema(
            #"{"properties": {"id": {"pattern": "^[a-z]{3,4}$"}, "plan": {"enum": ["free", "team"]}, "n": {"minimum": 2}}}"#
        )
        let changed = old.compared(with: new, examples: 2)
        #expect(changed.locations.map(\.change) == [.looser, .changed])
        #expect(changed.locations[0].onlyNew == ["aaaa", "aaab"])
        #expect(changed.locations[1].onlyOld == ["pro"])
        #expect(changed.locations[1].onlyNew == ["team"])
        #expect(changed.rest == .changed, "minimum moved: compared by configuration")
        #expect(changed.rejectsAcceptedData)
    }

    /// An OpenAPI-style schema: the root a `$ref` into `components`, items of an array as places of their
    /// own (`/items/*`), and a change inside `components` that is not a string check seen in the rest.
    @Test func componentsAndItemsOfAnOpenAPIStyleSchema() throws {
        func schema(sku: Int, items: Int) throws -> JSONSchema {
            try JSONSchema(
                json: Data(
                    #"""
                    {"$ref": "#/components/schemas/Order", "components": {"schemas": {
                      "Order": {"type": "object", "properties": {"items": {"type": "array", "minItems": \#(items),
                        "items": {"$ref": "#/components/schemas/Item"}}}},
                      "Item": {"type": "object", "properties": {"sku": {"type": "string", "minLength": \#(sku)}}}}}}
                    """#.utf8))
        }
        let old = try schema(sku: 3, items: 1)
        #expect(old.stringLocations.map(\.pointer) == ["/items/*/sku"])
        let longer = old.compared(with: try schema(sku: 4, items: 1), examples: 1)
        #expect(longer.locations.map(\.change) == [.stricter])
        #expect(longer.rest == .equal, "a minLength is a string check, compared on the automata")
        let more = old.compared(with: try schema(sku: 3, items: 2))
        #expect(more.locations.map(\.change) == [.equal])
        #expect(more.rest == .changed, "minItems inside components, compared by configuration")
    }

    /// A recursive schema whose members each refer to the root: the walk stops where the root applies
    /// again (ten such members would otherwise make 10! paths), and since it stopped short, the rest of
    /// two versions is compared with its string checks in.
    @Test func aRecursiveSchemaIsWalkedDownToItsFirstRepeat() throws {
        func schema(_ pattern: String) throws -> JSONSchema {
            let members = "abcdefghij".map { "\"\($0)\": {\"$ref\": \"#\"}" }.joined(separator: ", ")
            return try JSONSchema(
                json: Data(#"{"properties": {\#(members), "name": {"type": "string", "pattern": "\#(pattern)"}}}"#.utf8)
            )
        }
        let old = try schema("^x")
        #expect(old.stringLocations.map(\.pointer) == ["/name"])
        let changed = old.compared(with: try schema("^y"))
        #expect(changed.locations.map(\.change) == [.changed])
        #expect(changed.rest == .changed, "the walk did not reach /a/name: its pattern is compared as JSON")
        #expect(old.compared(with: try schema("^x")).rest == .equal)
    }
}
