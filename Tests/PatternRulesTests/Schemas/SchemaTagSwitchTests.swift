import Foundation
import PatternRulesTestSupport
import Testing

@testable import PatternRules
@testable import PatternRulesSupport

/// A `oneOf` or `anyOf` whose branches a required member's `const` or `enum` strings tell apart is read
/// through that member (`SchemaTagSwitch`): only the branch the tag names is read, and the answer must
/// stay the interpreter's for every document, the tag missing, repeated, escaped or not a string.
@Suite struct SchemaTagSwitchTests {
    /// A tagged union under `keyword`, its items an array of nodes that may nest one another.
    static func union(_ keyword: String) -> String {
        ##"""
        {"$defs": {"node": {"\##(keyword)": [
            {"type": "object", "required": ["tag"], "additionalProperties": false,
             "properties": {"tag": {"const": "leaf"}, "n": {"type": "integer", "minimum": 0}}},
            {"type": "object", "required": ["tag", "kids"], "additionalProperties": false,
             "properties": {"tag": {"type": "string", "enum": ["list", "set"]},
                            "kids": {"type": "array", "items": {"$ref": "#/$defs/node"}}}},
            {"required": ["tag"], "properties": {"tag": {"const": "é"}, "s": {"maxLength": 2}}}
        ]}}, "type": "array", "items": {"$ref": "#/$defs/node"}}
        """##
    }

    /// The tag switch over the branches of the first `oneOf` or `anyOf` in `schema`, found while the
    /// compiled schema, whose arena empties its nodes when it goes, is alive.
    func tagSwitch(_ schema: String) throws -> SchemaTagSwitch? {
        let compiled = try JSONSchema(json: Data(schema.utf8))
        return withExtendedLifetime(compiled) {
            var pending = [compiled.root]
            var seen: Set<ObjectIdentifier> = []
            while let node = pending.popLast() {
                guard seen.insert(ObjectIdentifier(node)).inserted, case .checks(let checks) = node.body else {
                    continue
                }
                for check in checks {
                    switch check.kind {
                    case .oneOf(let schemas), .anyOf(let schemas): return SchemaTagSwitch(schemas)
                    case .items(let schema, _), .reference(let schema): pending.append(schema)
                    default: continue
                    }
                }
            }
            return nil
        }
    }

    @Test func aSwitchIsFoundOnlyWhereTheTagsTellEveryBranchApart() throws {
        #expect(try tagSwitch(Self.union("oneOf"))?.name == "tag")
        #expect(try tagSwitch(Self.union("anyOf"))?.branchOfTag.count == 4)
        let shared =
            #"{"oneOf": [{"required": ["t"], "properties": {"t": {"enum": ["a", "b"]}}}, {"required": ["t"], "properties": {"t": {"const": "b"}}}]}"#
        #expect(try tagSwitch(shared) == nil)
        let optional =
            #"{"oneOf": [{"required": ["t"], "properties": {"t": {"const": "a"}}}, {"properties": {"t": {"const": "b"}}}]}"#
        #expect(try tagSwitch(optional) == nil)
        let number =
            #"{"oneOf": [{"required": ["t"], "properties": {"t": {"enum": ["a", 1]}}}, {"required": ["t"], "properties": {"t": {"const": "b"}}}]}"#
        #expect(try tagSwitch(number) == nil)
    }

    @Test(arguments: ["oneOf", "anyOf"])
    func answersAsTheInterpreterThroughTheTag(keyword: String) throws {
        let schema = try JSONSchema(json: Data(Self.union(keyword).utf8))
        let program = try #require(schema.program)
        let documents = [
            #"[{"tag": "leaf", "n": 1}, {"tag": "list", "kids": [{"tag": "leaf"}, {"tag": "set", "kids": []}]}]"#,
            #"[{"n": 1, "tag": "leaf"}, {"kids": [{"tag": "é", "s": "ab"}], "tag": "set"}]"#,
            #"[{"tag": "leaf", "n": -1}]"#, #"[{"tag": "tree", "kids": []}]"#, #"[{"tag": 3}]"#, #"[{"n": 1}]"#,
            #"[{"tag": "list"}]"#, #"[{"t\u0061g": "leaf"}]"#, #"[{"tag": "le\u0061f"}]"#,
            #"[{"tag": "e\u0301"}]"#, #"[{"tag": "é", "s": "abc"}]"#, #"[{"tag": "leaf", "tag": "list"}]"#,
            #"[{"tag": "leaf", "n": 1, "x": 2}]"#, #"["leaf"]"#, #"[{"tag": "list", "kids": [{"tag": "nope"}]}]"#,
        ]
        var found = 0
        for document in documents {
            let answer = program.answer(Array(document.utf8), judgesFailures: true)
            guard let instance = try? JSONParser.parse(Array(document.utf8)) else {
                #expect(answer == .unknown, "\(document)")
                continue
            }
            let result = schema.validate(instance)
            let wrong = SchemaProgramTests.disagreement(
                answer, with: result, verdict: schema.verdict(of: result, on: instance))
            #expect(wrong == nil, "\(keyword) \(document): \(wrong ?? "")")
            if answer != .unknown { found += 1 }
        }
        #expect(found >= 12, "\(found) answered")
    }
}
