import PatternRulesTestSupport
import Testing

@testable import PatternRules
@testable import PatternRulesSupport

/// The JSON reader behind rule sets and JSON Lines records: strict, and every error says where.
@Suite struct JSONParserTests {
    func parse(_ text: String) throws(JSONParser.SyntaxError) -> JSONValue {
        try JSONParser.parse(Array(text.utf8))
    }

    @Test func valuesKeepTheirTextAndOrder() throws {
        let value = try parse(#" {"b": 1.50, "a": [true, null, "x\u00e9\ud83d\ude00\n"], "c": -0e+1} "#)
        #expect(
            value
                == .object([
                    .init(key: "b", value: .number("1.50")),
                    .init(key: "a", value: .array([.bool(true), .null, .string("xé😀\n")])),
                    .init(key: "c", value: .number("-0e+1")),
                ]))
    }

    @Test(arguments: [
        (#"{"a": 1,}"#, 1, 9, "expected a key in double quotes, found '}'"),
        ("{\n  \"a\": 01}", 2, 9, "a number cannot start with 0"),
        ("[1, 2", 1, 6, "expected ',' or ']', found end of input"),
        (#"{"a": 1, "a": 2}"#, 1, 10, #"duplicate key "a""#),
        (#""\ud800""#, 1, 8, #"a high surrogate \uD800 without its low surrogate"#),
        ("\"tab\there\"", 1, 5, "a control character (U+0009) must be escaped inside a string"),
        ("[1] 2", 1, 5, "unexpected text after the JSON value"),
        ("", 1, 1, "unexpected end of input, expected a value"),
        (#"{"a": tru}"#, 1, 7, "unexpected 't', expected a value"),
        (#""unterminated"#, 1, 1, "unterminated string"),
    ])
    func errorsNameLineAndColumn(text: String, line: Int, column: Int, message: String) {
        #expect(throws: JSONParser.SyntaxError.self) { try parse(text) }
        do {
            _ = try parse(text)
        } catch {
            #expect(error.message == message)
            #expect(error.line == line && error.column == column, "\(error)")
        }
    }

    /// Keys are the same only with the same code points: `é` in one code point and `e` with a combining
    /// accent are two members (as python-jsonschema and jsonschema-rs read them), in a small object and
    /// in one past the scan's size alike; the same code points twice are a duplicate in both.
    @Test func keysAreDuplicatesOnlyWithTheSameCodePoints() throws {
        let (composed, decomposed) = ("\u{E9}", "e\u{301}")
        for filler in [0, 20] {
            let others = (0..<filler).map { #""k\#($0)": 0, "# }.joined()
            let object = try parse(#"{\#(others)"\#(composed)": 1, "\#(decomposed)": 2}"#)
            guard case .object(let members) = object else { Issue.record("not an object"); continue }
            #expect(
                members.suffix(2).map(\.key).map { Array($0.utf8) } == [Array(composed.utf8), Array(decomposed.utf8)])
            let error = #expect(throws: JSONParser.SyntaxError.self) {
                try parse(#"{\#(others)"\#(decomposed)": 1, "\#(decomposed)": 2}"#)
            }
            #expect(error?.message == "duplicate key \"\(decomposed)\"")
        }
    }

    /// The word-at-a-time scan of a string's plain bytes stops where a byte-at-a-time one does, at every
    /// offset and with the stop in every lane of a word, and says whether it passed a byte that is not
    /// ASCII. Strings drawn from quotes, backslashes, control characters, ASCII and UTF-8 bytes.
    @Test func aStringsPlainRunEndsWhereItsBytesSay() throws {
        var random = SeededGenerator(state: 2026)
        let alphabet: [UInt8] = [
            0x22, 0x5C, 0x00, 0x1F, 0x20, 0x21, 0x23, 0x5B, 0x5D, 0x7F, 0x80, 0xC3, 0xA9, 0xFF, 0x61,
        ]
        for _ in 0..<2_000 {
            let length = Int.random(in: 0...40, using: &random)
            // Mostly plain bytes, so that runs of several words occur.
            let bytes = (0..<length).map { _ in
                Int.random(in: 0..<4, using: &random) == 0
                    ? alphabet.randomElement(using: &random)! : UInt8.random(in: 0x23...0x5B, using: &random)
            }
            bytes.withUnsafeBufferPointer { buffer in
                let parser = JSONParser(reading: buffer)
                for start in 0...length {
                    var end = start
                    while end < length, bytes[end] != 0x22, bytes[end] != 0x5C, bytes[end] >= 0x20 { end += 1 }
                    let found = parser.stringRunEnd(from: start)
                    #expect(found.end == end, "\(bytes) from \(start)")
                    #expect(found.hasNonASCII == bytes[start..<end].contains { $0 >= 0x80 }, "\(bytes) from \(start)")
                }
            }
        }
    }

    @Test func invalidUTF8InAStringIsAnError() {
        let error = #expect(throws: JSONParser.SyntaxError.self) {
            try JSONParser.parse([0x22, 0x61, 0xFF, 0x22])
        }
        #expect(error?.message == "invalid UTF-8 in a string")
    }

    /// Deep nesting is refused at a fixed depth instead of overflowing the stack.
    @Test func nestingIsBounded() throws {
        let deep = String(repeating: "[", count: 100_000)
        let error = #expect(throws: JSONParser.SyntaxError.self) { try parse(deep) }
        #expect(error?.message == "nested deeper than 256 arrays and objects")
        let fine = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
        #expect(throws: Never.self) { try parse(fine) }
    }

    /// The record path's fast reader gives the members the full parser's object has (null members left
    /// out, numbers as written, booleans spelled out), and leaves every other line to the full parser:
    /// nested values, duplicates (a repeated `null` key too), syntax errors, wide objects, non-objects.
    @Test func flatMembersAgreeWithTheFullParser() throws {
        let flat = [
            #"{"email": "a@b.co", "age": 42, "ok": true, "no": false, "gone": null}"#,
            #" { "x\u00e9\"": "\ud83d\ude00\n", "n": -0.5e+3 } "#, "{}", #"{"a":"é"}"#,
        ]
        for line in flat {
            let members = try #require(JSONParser.flatMembers(Array(line.utf8)), "\(line)")
            guard case .object(let object) = try parse(line) else { throw JSONParser.SyntaxError.notAnObject }
            let expected: [(String, String)] = object.compactMap { member in
                switch member.value {
                case .string(let text), .number(let text): (member.key, text)
                case .bool(let flag): (member.key, flag ? "true" : "false")
                default: nil
                }
            }
            #expect(members.map(\.name) == expected.map(\.0))
            #expect(members.map(\.value) == expected.map(\.1))
        }
        let others = [
            #"{"a": [1]}"#, #"{"a": {"b": 1}}"#, #"{"a": 1, "a": 2}"#, #"{"a": null, "a": 2}"#, #"{"a": 1,}"#,
            #"{"a": 01}"#, #"{"a": tru}"#, #"{"a": 1} x"#, #"[1]"#, #""text""#, "", #"{"a" 1}"#,
            #"{"a": "\ud800"}"#,
            "{" + (0..<17).map { "\"k\($0)\": \($0)" }.joined(separator: ", ") + "}",
        ]
        for line in others { #expect(JSONParser.flatMembers(Array(line.utf8)) == nil, "\(line)") }
    }

    /// Keys read as a rule set's known field names give the same members, and the same refusals, as keys
    /// read as any string: escaped spellings, near misses and duplicates included.
    @Test func knownKeysChangeNoAnswer() throws {
        // `a"` cannot be written as it is between quotes: only its escaped spelling names it.
        let known = JSONKeys(["email", "age", "é", "a", "", "a\""])
        let lines = [
            #"{"email": "a@b.co", "age": 42}"#, #"{"em\u0061il": "x", "emails": "y", "ag": 1}"#, #"{"é": 1, "a": 2}"#,
            #"{"email": 1, "email": 2}"#, #"{"email": 1, "em\u0061il": 2}"#, #"{"a": null, "a": 1}"#,
            "{\"email\u{1}\": 1}", #"{"email: 1}"#, #"{"": 1, "a\"": 2}"#, #"{"em\u0061il": 1, "email": 2}"#,
            #"{"age": null, "x": 1, "age": 2}"#,
        ]
        for line in lines {
            let plain = JSONParser.flatMembers(Array(line.utf8))
            let keyed = JSONParser.flatMembers(Array(line.utf8), knownKeys: known)
            #expect(plain?.map(\.name) == keyed?.map(\.name), "\(line)")
            #expect(plain?.map(\.value) == keyed?.map(\.value), "\(line)")
        }
        // A known key with a quote in it is named by its escaped spelling only, never by its raw bytes.
        let quoted = JSONKeys(["a\""])
        #expect(JSONParser.flatMembers(Array(#"{"a"": 1}"#.utf8), knownKeys: quoted) == nil)
        #expect(JSONParser.flatMembers(Array(#"{"a\"": 1}"#.utf8), knownKeys: quoted)?.first?.name == "a\"")
        // A duplicate is refused whichever spelling comes first, and after a null member.
        for duplicated in [
            #"{"email": 1, "em\u0061il": 2}"#, #"{"em\u0061il": 1, "email": 2}"#, #"{"age": null, "x": 1, "age": 2}"#,
        ] {
            #expect(JSONParser.flatMembers(Array(duplicated.utf8), knownKeys: known) == nil, "\(duplicated)")
        }
    }
}

extension JSONParser.SyntaxError {
    fileprivate static let notAnObject = JSONParser.SyntaxError(message: "not an object", offset: 0, line: 1, column: 1)

}
