import Foundation
import PatternRulesSupport
import Testing

@testable import PatternRules

/// Numbers as JSON writes them, at any exponent: compared exactly up to 10^18, equal or not at any size,
/// and past that limit answered "not decided", never a verdict reached by rounding.
@Suite struct JSONSchemaNumberTests {
    func result(_ schema: String, _ instance: String) throws -> JSONSchemaResult {
        try JSONSchema(json: Data(schema.utf8)).validate(json: Data(instance.utf8))
    }

    func isValid(_ schema: String, _ instance: String) throws -> Bool {
        let result = try result(schema, instance)
        #expect(result.isDecided, "\(schema) on \(instance): \(result.failures)")
        return result.isValid
    }

    @Test func exponentsPastABillionAreComparedExactly() throws {
        #expect(try !isValid(#"{"maximum": 100}"#, "1e1000000001"))
        #expect(try !isValid(#"{"minimum": 0}"#, "-1e1000000001"))
        #expect(try isValid(#"{"minimum": 0}"#, "1e1000000001"))
        #expect(try !isValid(#"{"exclusiveMaximum": 1e1000000001}"#, "1e1000000001"))
        #expect(try isValid(#"{"exclusiveMaximum": 1e1000000001}"#, "9.99e1000000000"))
        #expect(try isValid(#"{"const": 1e1000000001}"#, "10e1000000000"))
        #expect(try !isValid(#"{"const": 1e1000000001}"#, "1e1000000000"))
        #expect(try !isValid(#"{"uniqueItems": true}"#, "[1e1000000001, 0.1e1000000002]"))
        #expect(try isValid(#"{"uniqueItems": true}"#, "[1e1000000001, 1e1000000002]"))
        #expect(try isValid(#"{"type": "integer"}"#, "1.5e1000000001"))
        #expect(try !isValid(#"{"type": "integer"}"#, "1.5e-1000000001"))
    }

    /// Small integers are compared as `Int`s, and every other spelling through its digits: the two
    /// must order every pair as the digits do, at the edges of the fast path (18 digits, `-0`, a bound
    /// with trailing zeros or a fraction) and past it.
    @Test func boundsOrderSmallIntegersAsTheirDigitsDo() throws {
        let spellings = [
            "0", "-0", "7", "-7", "69", "99", "100", "1e2", "1.0", "99.5", "-1e2", "999999999999999999",
            "-999999999999999999", "1000000000000000000", "9999999999999999999", "-9999999999999999999",
            "1e17", "12300000000000000000", "0.5",
        ]
        for bound in spellings {
            let decimalBound = try #require(ExactDecimal(bound, allowsExponent: true))
            for value in spellings {
                let decimal = try #require(ExactDecimal(value, allowsExponent: true))
                let pairs = [
                    ("minimum", decimal >= decimalBound), ("maximum", decimal <= decimalBound),
                    ("exclusiveMinimum", decimal > decimalBound), ("exclusiveMaximum", decimal < decimalBound),
                ]
                for (keyword, expected) in pairs {
                    #expect(
                        try isValid("{\"\(keyword)\": \(bound)}", value) == expected, "\(value) \(keyword) \(bound)")
                }
            }
        }
        #expect(ExactDecimal.smallInteger(spelledBy: "-123") == -123)
        #expect(ExactDecimal.smallInteger(spelledBy: "1e2") == nil)
        #expect(ExactDecimal.smallInteger(spelledBy: "1234567890123456789") == nil)
        #expect(ExactDecimal("12e3", allowsExponent: true)?.smallInteger == 12_000)
        #expect(ExactDecimal("1.5")?.smallInteger == nil)
    }

    /// Past sixteen items, or with containers among them, `uniqueItems` hashes each item: values equal
    /// as JSON (a number at another spelling, an object's members in another order) must meet.
    @Test func uniqueItemsFindsEqualValuesWhateverTheirSpelling() throws {
        let filler = (0..<17).map { "\"s\($0)\"" }.joined(separator: ", ")
        let pairs = [
            ("1", "1.0"), ("1e2", "100"), ("-0", "0"),
            (#"{"a": 1, "b": [2, {"c": 3}]}"#, #"{"b": [2.0, {"c": 3}], "a": 1}"#),
            (#""\u00e9""#, #""é""#), ("[1, [2]]", "[1.0, [2e0]]"),
        ]
        for (left, right) in pairs {
            #expect(try !isValid(#"{"uniqueItems": true}"#, "[\(filler), \(left), \(right)]"), "\(left) \(right)")
        }
        let distinct = [
            ("1", "1.5"), (#"{"a": 1}"#, #"{"a": 1, "b": 1}"#), (#""e\u0301""#, #""é""#), ("[1, 2]", "[2, 1]"),
        ]
        for (left, right) in distinct {
            #expect(try isValid(#"{"uniqueItems": true}"#, "[\(filler), \(left), \(right)]"), "\(left) \(right)")
        }
    }

    @Test func multiplesAreDecidedAtAnyDistanceBetweenTheLastDigits() throws {
        // 10^1000000001 is no multiple of 7 (7 is prime and divides no power of ten); 7 × 10^n is.
        #expect(try !isValid(#"{"multipleOf": 7}"#, "1e1000000001"))
        #expect(try isValid(#"{"multipleOf": 7}"#, "-7e1000000001"))
        #expect(try isValid(#"{"multipleOf": 0.5}"#, "1e1000000001"))
        #expect(try isValid(#"{"multipleOf": 8}"#, "1e300"))
        #expect(try !isValid(#"{"multipleOf": 3}"#, "1e300"))
        #expect(try !isValid(#"{"multipleOf": 0.01}"#, "1e-3"))
    }

    @Test func pastTheLimitEqualityIsExactAndOrderIsNotDecided() throws {
        let huge = "1e100000000000000000000"
        #expect(try isValid(#"{"const": 10e99999999999999999999}"#, huge))
        #expect(try !isValid(#"{"const": 10e99999999999999999999}"#, "2e100000000000000000000"))
        #expect(try isValid(#"{"type": "integer"}"#, huge))
        #expect(try isValid(#"{"maximum": 1}"#, "0e99999999999999999999999"))
        let undecided = try result(#"{"maximum": 100}"#, huge)
        #expect(!undecided.isDecided)
        #expect(!undecided.isValid)
        #expect(undecided.failures.map(\.code) == [.notDecided])
        // A schema that bounds by such a number is refused with the reason, not "expected a number".
        #expect {
            try JSONSchema(json: Data(#"{"maximum": 1e100000000000000000000}"#.utf8))
        } throws: { error in
            "\(error)".contains("exponent past 10^18")
        }
    }

    @Test func canonicalSpellingsAreEqualForEqualValuesAtAnySize() {
        #expect(ExactDecimal.canonicalSpelling(of: "-0.0120e3") == "-12e0")
        #expect(ExactDecimal.canonicalSpelling(of: "0e99999999999999999999") == "0e0")
        #expect(
            ExactDecimal.canonicalSpelling(of: "1.50e1000000000000000000000")
                == ExactDecimal.canonicalSpelling(of: "15e999999999999999999999"))
        #expect(ExactDecimal.canonicalSpelling(of: "100e-99999999999999999999") == "1e-99999999999999999997")
        #expect(ExactDecimal.canonicalSpelling(of: "0.001e1000000000000000001") == "1e999999999999999998")
        #expect(ExactDecimal.canonicalSpelling(of: "abc") == nil)
    }
}
