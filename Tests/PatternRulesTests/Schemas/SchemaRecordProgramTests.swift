import Foundation
import PatternRulesTestSupport
import Testing

@testable import PatternRules
@testable import PatternRulesSupport

/// The record program (`SchemaRecordProgram`) answers a flat record's verdict and failures from its bytes:
/// wherever it answers, they must be the tree interpreter's (`incomplete` and `invalid` told apart as the
/// interpreter's places tell them; every failure in the interpreter's order, with its code, parameters
/// and places), and a record it cannot decide must be left to the interpreter.
@Suite struct SchemaRecordProgramTests {
    /// Member schemas of every scalar check the program reads, and `true` and `false`.
    static let memberSchemas = [
        #"{"type": "string", "minLength": 2, "maxLength": 5}"#, #"{"type": "string", "pattern": "^[a-c]+$"}"#,
        #"{"enum": ["ab", "abc", 1, null, true]}"#, #"{"const": "xy"}"#,
        #"{"type": "integer", "minimum": 10, "maximum": 99}"#,
        #"{"type": "number", "exclusiveMinimum": 0, "multipleOf": 0.5}"#, #"{"type": ["string", "null"]}"#,
        #"{"format": "email"}"#, #"{"type": "boolean"}"#, "true", "false", #"{"minLength": 3}"#,
        #"{"maximum": -5}"#, #"{"pattern": "^[0-9]{3}$"}"#, #"{"type": "string", "enum": ["free", "pro"]}"#,
    ]
    static let values = [
        #""""#, #""a""#, #""ab""#, #""abc""#, #""abcdef""#, #""x@y.z""#, #""xy""#, #""fr""#, #""123""#, "5", "10",
        "50", "100", "-3", "-10", "1.5", "2.0", "1e2", "null", "true", "false", #""\u00e9""#, #""pro""#,
    ]

    @Test func answersAsTheInterpreterWhereverItAnswers() throws {
        var random = SeededGenerator(state: 68)
        var (answered, compared) = (0, 0)
        var verdicts: [Verdict: Int] = [:]
        for _ in 0..<400 {
            let text = Self.schema(random: &random)
            let schema = try JSONSchema(
                json: Data(text.utf8), formats: Bool.random(using: &random) ? .assertion : .annotation)
            guard let program = schema.recordProgram else { continue }
            var scratch = SchemaRecordProgram.Scratch()
            for _ in 0..<40 {
                let record = Self.record(random: &random)
                let instance = try JSONParser.parse(Array(record.utf8))
                let result = schema.validate(instance)
                let expected = result.isDecided ? schema.verdict(of: result, on: instance) : nil
                compared += 1
                let listed = program.result(of: ArraySlice(record.utf8), scratch: &scratch)
                guard let verdict = program.verdict(of: ArraySlice(record.utf8), scratch: &scratch) else {
                    #expect(listed == nil, "\(text)\n\(record)")
                    continue
                }
                answered += 1
                verdicts[verdict, default: 0] += 1
                #expect(verdict == expected, "\(text)\n\(record)")
                // Listing them, the failures are the interpreter's, in its order, at its places.
                #expect(listed?.verdict == verdict, "\(text)\n\(record)")
                #expect(listed?.failures == result.failures, "\(text)\n\(record)")
            }
        }
        // The comparison reaches every verdict, on most records.
        #expect(answered > compared / 2, "\(answered) of \(compared)")
        #expect(verdicts.count == 3 && verdicts.values.allSatisfy { $0 > 100 }, "\(verdicts)")
    }

    @Test func onlyARootOfMembersIsCompiled() throws {
        let program = { (text: String) in try JSONSchema(json: Data(text.utf8)).recordProgram }
        #expect(try program(#"{"type": "object", "properties": {"a": {"type": "string"}}, "required": ["a"]}"#) != nil)
        #expect(try program(#"{"properties": {"a": {"type": "object"}}}"#) != nil)
        #expect(try program(#"{"properties": {"a": {"properties": {"b": true}}}}"#) == nil)
        #expect(try program(#"{"anyOf": [{"required": ["a"]}, {"required": ["b"]}]}"#) == nil)
        #expect(try program(#"{"patternProperties": {"^a": true}, "additionalProperties": false}"#) == nil)
        #expect(try program(#"{"type": "array"}"#) == nil)
        #expect(try program(#"{"properties": {"é": true}}"#) == nil)
    }

    @Test func recordsThatAreNotFlatAreLeftToTheInterpreter() throws {
        let schema = try JSONSchema(json: Data(#"{"properties": {"a": {"type": "string"}}}"#.utf8))
        let program = try #require(schema.recordProgram)
        var scratch = SchemaRecordProgram.Scratch()
        for record in [#"{"a": [1]}"#, #"{"a": "x", "a": "y"}"#, "[1]", #"{"a": "x""#, #"{"\u00e9": 1}"#] {
            #expect(program.verdict(of: ArraySlice(record.utf8), scratch: &scratch) == nil, "\(record)")
        }
        #expect(program.verdict(of: ArraySlice(#"{"\u0061": "x"}"#.utf8), scratch: &scratch) == .valid)
        #expect(program.verdict(of: ArraySlice(#"{"\u0061": 1}"#.utf8), scratch: &scratch) == .invalid)
    }

    /// A root of `properties`, `required`, `additionalProperties`, counts and `type`, drawn at random.
    private static func schema(random: inout SeededGenerator) -> String {
        var keywords: [String] = []
        if Bool.random(using: &random) {
            keywords.append(#""type": \#(["\"object\"", #"["object", "null"]"#].randomElement(using: &random)!)"#)
        }
        let properties = ["a", "b", "c"].filter { _ in Int.random(in: 0...3, using: &random) > 0 }.map {
            #""\#($0)": \#(memberSchemas.randomElement(using: &random)!)"#
        }
        if !properties.isEmpty { keywords.append(#""properties": {\#(properties.joined(separator: ", "))}"#) }
        let required = ["a", "b", "d"].filter { _ in Bool.random(using: &random) }.map { #""\#($0)""# }
        if !required.isEmpty { keywords.append(#""required": [\#(required.joined(separator: ", "))]"#) }
        switch Int.random(in: 0...3, using: &random) {
        case 0: keywords.append(#""additionalProperties": false"#)
        case 1: keywords.append(#""additionalProperties": \#(memberSchemas.randomElement(using: &random)!)"#)
        default: break
        }
        if Int.random(in: 0...4, using: &random) == 0 { keywords.append(#""minProperties": 2"#) }
        if Int.random(in: 0...4, using: &random) == 0 { keywords.append(#""maxProperties": 2"#) }
        return "{" + keywords.joined(separator: ", ") + "}"
    }

    /// A flat record of up to five members, most of them named as the schemas name them; some written
    /// with an escape.
    private static func record(random: inout SeededGenerator) -> String {
        let names = [#""a""#, #""b""#, #""c""#, #""d""#, #""e""#, #""\u0062""#]
        var chosen: [String] = []
        for name in names.shuffled(using: &random).prefix(Int.random(in: 0...5, using: &random))
        where !(name == #""\u0062""# && chosen.contains(#""b""#)) && !(name == #""b""# && chosen.contains(#""\u0062""#))
        {
            chosen.append(name)
        }
        return "{" + chosen.map { "\($0): \(values.randomElement(using: &random)!)" }.joined(separator: ", ") + "}"
    }
}
