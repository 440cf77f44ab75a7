import Testing

@testable import PatternRules

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
}
