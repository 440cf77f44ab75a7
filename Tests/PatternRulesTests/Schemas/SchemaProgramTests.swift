import Foundation
import PatternRulesTestSupport
import Testing

@testable import PatternRules
@testable import PatternRulesSupport

/// The compiled program (`SchemaProgram`) reads documents from their bytes: it must answer `valid` only
/// where the tree interpreter finds the document valid (never where it is invalid, undecided or not
/// JSON), say a document fails only where the interpreter does not find it valid (and, where it calls
/// the failure final or decided, only where the verdict is `invalid` or the interpreter decides), and it
/// must answer for most documents, or it is no faster.
@Suite struct SchemaProgramTests {
    @Test func answersOnlyWhatTheInterpreterAnswers() throws {
        var random = SeededGenerator(state: 1968)
        var (valid, found, invalid, foundInvalid) = (0, 0, 0, 0)
        for _ in 0..<150 {
            let text = ##"{"$defs": {"node": \##(Self.schema(depth: 3, random: &random))}, "$ref": "#/$defs/node"}"##
            let schema = try JSONSchema(
                json: Data(text.utf8), formats: Bool.random(using: &random) ? .assertion : .annotation)
            let program = try #require(schema.program, "\(text)")
            for _ in 0..<40 {
                let document = Self.value(depth: 3, random: &random)
                let instance = try JSONParser.parse(Array(document.utf8))
                let result = schema.validate(instance)
                let answer = program.answer(Array(document.utf8), judgesFailures: true)
                let wrong = Self.disagreement(answer, with: result, verdict: schema.verdict(of: result, on: instance))
                #expect(wrong == nil, "\(text)\n\(document)\n\(wrong ?? "")\n\(result.failures.prefix(3))")
                if result.isValid {
                    valid += 1
                    if answer == .valid { found += 1 }
                } else {
                    invalid += 1
                    if answer == .fails(.init(isFinal: true, isDecided: true)) { foundInvalid += 1 }
                }
            }
        }
        // Both verdicts are reached often, and the program finds most valid documents itself and many
        // invalid ones (a failure under a `required` or a string's bound is the interpreter's to judge).
        #expect(valid > 500 && invalid > 500, "\(valid) valid, \(invalid) not")
        #expect(found * 10 > valid * 9, "\(found) of \(valid)")
        #expect(foundInvalid * 2 > invalid, "\(foundInvalid) of \(invalid)")
    }

    /// What is wrong with the program's `answer`, given the interpreter's `result` and `verdict`; `nil`
    /// when nothing is.
    static func disagreement(_ answer: SchemaProgram.Answer, with result: JSONSchemaResult, verdict: Verdict)
        -> String?
    {
        switch answer {
        case .valid: return result.isValid ? nil : "the program found it valid"
        case .unknown: return nil
        case .fails(let failure):
            if result.isValid { return "the program found it failing" }
            if failure.isFinal && verdict != .invalid { return "the program found a final failure; verdict \(verdict)" }
            if failure.isDecided && !result.isDecided { return "the program found it decided" }
            return nil
        }
    }

    /// What the program says of a failing document, and what `isValid(json:)` and `verdict(json:)` then
    /// answer without the interpreter.
    @Test func aFailureIsFinalAndDecidedOnlyWhereTheVerdictIs() throws {
        func answer(_ schema: String, _ document: String) throws -> SchemaProgram.Answer {
            let program = try #require(try JSONSchema(json: Data(schema.utf8)).program)
            return program.answer(Array(document.utf8), judgesFailures: true)
        }
        let decided = SchemaProgram.Answer.fails(.init(isFinal: true, isDecided: true))
        let numbers = #"{"properties": {"n": {"minimum": 10}, "s": {"minLength": 3}, "t": {"type": "string"}}}"#
        #expect(try answer(numbers, #"{"t": 1}"#) == decided)
        // More digits may bring 5 to 10 or more, never -5; "ab" may be typed on: the interpreter judges.
        #expect(try answer(numbers, #"{"n": -5}"#) == decided)
        #expect(try answer(numbers, #"{"n": 5}"#) == .fails(.init(isFinal: false, isDecided: true)))
        #expect(try answer(numbers, #"{"s": "ab"}"#) == .fails(.init(isFinal: false, isDecided: true)))
        // A document is read whole before it is said to fail: text that is not JSON is the parser's.
        #expect(try answer(numbers, #"{"t": 1, "n": }"#) == .unknown)
        #expect(try answer(numbers, #"{"t": 1, "t": "x"}"#) == .unknown)
        // A pattern only PCRE2 runs may not decide, and a number past the exponent limit cannot be.
        let backreference = #"{"properties": {"t": {"type": "string"}, "p": {"pattern": "(a)\\1"}}}"#
        #expect(try answer(backreference, #"{"t": 1}"#) == .fails(.init(isFinal: true, isDecided: false)))
        #expect(
            try answer(numbers, #"{"t": 1, "x": 1e99999999999999999999}"#)
                == .fails(.init(isFinal: true, isDecided: false)))
        // Two schemas per item per level: 3 × 2^5 applications per value decide, 3 × 2^10 may not.
        let doubling = ##"{"type": "array", "items": {"allOf": [{"$ref": "#"}, {"$ref": "#"}]}}"##
        let nested = { (levels: Int) in
            String(repeating: "[", count: levels) + "1" + String(repeating: "]", count: levels)
        }
        #expect(try answer(doubling, nested(5)) == decided)
        #expect(try answer(doubling, nested(10)) == .fails(.init(isFinal: true, isDecided: false)))

        let schema = try JSONSchema(json: Data(numbers.utf8))
        #expect(try !schema.isValid(json: Data(#"{"s": "ab"}"#.utf8)))
        #expect(try schema.verdict(json: Data(#"{"t": 1}"#.utf8)) == .invalid)
        #expect(try schema.verdict(json: Data(#"{"n": 5}"#.utf8)) == .incomplete)
        #expect(throws: JSONSchemaError.self) { try schema.isValid(json: Data(#"{"t": 1, "n": }"#.utf8)) }
    }

    @Test func textThatIsNotJSONIsLeftToTheParser() throws {
        let schema = try JSONSchema(json: Data(#"{"properties": {"a": {"type": "array"}}}"#.utf8))
        let program = try #require(schema.program)
        #expect(program.answer(Array(#"{"a": [1, {"b": 2}]}"#.utf8), judgesFailures: true) == .valid)
        let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        for text in [
            #"{"a": [1], "a": [2]}"#, #"{"a": [1]} x"#, #"{"a": [1,]}"#, #"{"b": {"c": 1, "c": 2}}"#, "{", deep,
            #"{"b": "\ud800"}"#, #"{"a": [01]}"#,
        ] {
            #expect(program.answer(Array(text.utf8), judgesFailures: true) == .unknown, "\(text)")
            #expect(throws: JSONSchemaError.self) { try schema.validate(json: Data(text.utf8)) }
        }
    }

    /// A branch cut short at its first failure never reads a number past the exponent limit that the
    /// interpreter, reading the branch in its own order, would meet first and refuse.
    @Test func aBranchCutShortLeavesAnUndecidableNumberToTheInterpreter() throws {
        let text = #"""
            {"anyOf": [{"properties": {"n": {"minimum": 0}, "tag": {"const": "a"}}}, {"properties": {"tag": {"const": "b"}}}]}
            """#
        let schema = try JSONSchema(json: Data(text.utf8))
        let program = try #require(schema.program)
        #expect(program.answer(Array(#"{"tag": "b", "n": 5}"#.utf8), judgesFailures: true) == .valid)
        let document = #"{"tag": "b", "n": 1e99999999999999999999}"#
        #expect(program.answer(Array(document.utf8), judgesFailures: true) == .unknown)
        #expect(try !schema.validate(json: Data(document.utf8)).isDecided)
    }

    @Test func schemasThatReadEvaluationOrTheDynamicScopeGetNoProgram() throws {
        let program = { (text: String) in try JSONSchema(json: Data(text.utf8)).program }
        #expect(try program(#"{"unevaluatedProperties": false}"#) == nil)
        #expect(try program(##"{"$dynamicAnchor": "a", "$dynamicRef": "#a"}"##) == nil)
        #expect(
            try program(##"{"$defs": {"a": {"$ref": "#/$defs/b"}, "b": {"$ref": "#/$defs/a"}}, "$ref": "#/$defs/a"}"##)
                == nil)
        #expect(try program(##"{"anyOf": [{"$ref": "#"}, {"type": "string"}]}"##) != nil)
    }

    /// A schema of every keyword the program compiles, nesting `depth` levels, `$ref` back to the node.
    private static func schema(depth: Int, random: inout SeededGenerator) -> String {
        func child() -> String {
            depth == 0 || Int.random(in: 0...2, using: &random) == 0
                ? leaves.randomElement(using: &random)!
                : schema(depth: depth - 1, random: &random)
        }
        var keywords: [String] = []
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            switch Int.random(in: 0...17, using: &random) {
            case 0: keywords.append(#""type": \#(types.randomElement(using: &random)!)"#)
            case 1: keywords.append(#""properties": {"a": \#(child()), "b": \#(child())}"#)
            case 2: keywords.append(#""required": ["a"]"#)
            case 3: keywords.append(#""additionalProperties": \#(child())"#)
            case 4: keywords.append(#""patternProperties": {"^[bc]": \#(child())}"#)
            case 5: keywords.append(#""items": \#(child())"#)
            case 6: keywords.append(#""prefixItems": [\#(child())]"#)
            case 7: keywords.append(#""contains": \#(child()), "maxContains": 2"#)
            case 8: keywords.append(#""anyOf": [\#(child()), \#(child())]"#)
            case 9: keywords.append(#""oneOf": [\#(child()), \#(child())]"#)
            case 10: keywords.append(#""not": \#(child())"#)
            case 11: keywords.append(#""if": \#(child()), "then": \#(child()), "else": \#(child())"#)
            case 12: keywords.append(#""allOf": [\#(child()), \#(child())]"#)
            case 13: keywords.append(#""dependentRequired": {"a": ["b"]}, "dependentSchemas": {"b": \#(child())}"#)
            case 14: keywords.append(#""propertyNames": {"maxLength": 1}, "minProperties": 1"#)
            case 15: keywords.append(#""enum": [1, "x", [1, "x"], {"a": 1}], "uniqueItems": true"#)
            case 16: keywords.append(#""maxItems": 2, "maxProperties": 2"#)
            default: keywords.append(leafKeywords.randomElement(using: &random)!)
            }
        }
        // A keyword drawn twice would be a duplicate member: the last one stands.
        var seen: Set<String> = []
        let distinct = keywords.reversed().filter { seen.insert(String($0.prefix { $0 != ":" })).inserted }
        return "{" + distinct.joined(separator: ", ") + "}"
    }

    static let types = [#""object""#, #""array""#, #""string""#, #""integer""#, #"["number", "null"]"#, #""boolean""#]
    static let leafKeywords = [
        #""minLength": 2"#, #""pattern": "^[a-c]+$""#, #""format": "email""#, #""minimum": 1"#,
        #""multipleOf": 0.5"#, #""const": "x""#, #""exclusiveMaximum": 3"#,
    ]
    static let leaves = [
        "true", "false", #"{"type": "string"}"#, #"{"type": "integer", "minimum": 0}"#, #"{"const": 1}"#,
        ##"{"minLength": 2}"##, ##"{"$ref": "#/$defs/node"}"##, ##"{"format": "email"}"##,
        ##"{"enum": [[1, "x"], null]}"##,
    ]

    /// A JSON document nesting at most `depth` levels.
    private static func value(depth: Int, random: inout SeededGenerator) -> String {
        let scalars = [
            "1", "2.5", "-3", "0", "1e2", "null", "true", "false", #""x""#, #""abc""#, #""a@b.c""#, #""\u00e9t""#,
        ]
        guard depth > 0 else { return scalars.randomElement(using: &random)! }
        switch Int.random(in: 0...3, using: &random) {
        case 0:
            let names = ["a", "b", "c", "dd"].filter { _ in Bool.random(using: &random) }
            return "{"
                + names.map { #""\#($0)": \#(value(depth: depth - 1, random: &random))"# }.joined(separator: ", ")
                + "}"
        case 1:
            let count = Int.random(in: 0...3, using: &random)
            return "[" + (0..<count).map { _ in value(depth: depth - 1, random: &random) }.joined(separator: ", ") + "]"
        default:
            return scalars.randomElement(using: &random)!
        }
    }
}
