import Foundation
import Testing

@testable import PatternRules
@testable import PatternRulesSupport

/// Number and integer bounds compared exactly as written, at any length: at and around 2^53, 2^63 and
/// 2^64, and with fractions longer than a `Double` holds, on the automaton and on PCRE2 alike.
@Suite struct NumberBoundsTests {
    static func verdicts(_ check: String, _ values: [String], engine: Engine?) throws -> [Verdict] {
        let rules = try RuleSet(json: Data(#"{"fields": [{"name": "n", \#(check)}]}"#.utf8), engine: engine)
        return values.map { rules.validate(["n": $0]).verdict }
    }

    static let cases: [(check: String, value: String, verdict: Verdict)] = [
        (#""integer": {"min": 9007199254740993}"#, "9007199254740992", .incomplete),
        (#""integer": {"min": 9007199254740993}"#, "9007199254740993", .valid),
        (#""integer": {"max": 9007199254740993}"#, "9007199254740994", .invalid),
        (#""integer": {"max": 9007199254740993}"#, "9007199254740993", .valid),
        (#""integer": {"max": 9223372036854775807}"#, "9223372036854775808", .invalid),
        (#""integer": {"min": -9223372036854775808}"#, "-9223372036854775809", .invalid),
        (#""integer": {"max": 18446744073709551616}"#, "18446744073709551617", .invalid),
        (#""integer": {"max": 18446744073709551616}"#, "18446744073709551616", .valid),
        (#""integer": {"min": 18446744073709551616}"#, "18446744073709551615", .incomplete),
        (#""integer": {"min": 1e3}"#, "999", .incomplete),
        (#""integer": {"min": 1e3}"#, "1000", .valid),
        (#""number": {"min": 0, "max": 1}"#, "1.0000000000000001", .invalid),
        (#""number": {"min": 0, "max": 1}"#, "1.00000000000000000001", .invalid),
        (#""number": {"min": 0, "max": 1}"#, "1.000000000000000000000", .valid),
        (#""number": {"min": 0, "max": 1}"#, "-0.0", .valid),
        (#""number": {"max": 0.1}"#, "0.1000000000000000001", .invalid),
        (#""number": {"max": 0.1}"#, "0.0999999999999999999999", .valid),
        (#""number": {"min": -0.1}"#, "-0.1000000000000000001", .invalid),
        (#""number": {"min": 12345678901234567890.5}"#, "12345678901234567890.49", .incomplete),
    ]

    @Test(arguments: [nil, Engine.pcre2Interpreter])
    func boundsAreComparedExactly(engine: Engine?) throws {
        for (check, value, verdict) in Self.cases {
            #expect(try Self.verdicts(check, [value], engine: engine) == [verdict], "\(check) on \(value)")
        }
    }

    @Test func messagesGiveTheBoundAsWritten() throws {
        let rules = try RuleSet(json: Data(#"{"fields": [{"name": "n", "integer": {"max": 9007199254740993}}]}"#.utf8))
        #expect(rules.validate(["n": "9007199254740994"]).messages == ["n: Must be at most 9007199254740993."])
        let decimal = try RuleSet(json: Data(#"{"fields": [{"name": "n", "number": {"min": 0.10}}]}"#.utf8))
        #expect(decimal.validate(["n": "-1"]).messages == ["n: Must be at least 0.10."])
    }

    @Test func aFractionalIntegerBoundIsRefusedWithItsPath() {
        #expect(throws: RuleSetError.self) {
            try RuleSet(json: Data(#"{"fields": [{"name": "n", "integer": {"min": 1.5}}]}"#.utf8))
        }
    }

    @Test func exactDecimalsOrderAsNumbers() throws {
        let ordered = [
            "-1e2", "-99.5", "-0.000001", "0", "1e-7", "0.1", "0.1000000000000000001", "1", "9007199254740993",
        ]
        let values = try ordered.map { try #require(ExactDecimal($0, allowsExponent: true)) }
        for (lower, higher) in zip(values, values.dropFirst()) { #expect(lower < higher, "\(lower) < \(higher)") }
        #expect(ExactDecimal("1.0") == ExactDecimal("1"))
        #expect(ExactDecimal("-0") == ExactDecimal("0"))
        #expect(ExactDecimal("1e3") == nil, "values typed by a user carry no exponent")
        #expect(ExactDecimal("1e99999999999", allowsExponent: true) != nil, "an exponent up to 10^18 is exact")
        #expect(ExactDecimal("1e9999999999999999999", allowsExponent: true) == nil, "one past 10^18 is refused")
        #expect(
            ExactDecimal("0e9999999999999999999", allowsExponent: true) == ExactDecimal("0"), "zero at any exponent")
        for text in ["", "-", ".", "1.2.3", " 1", "nan", "1e", "0x10"] { #expect(ExactDecimal(text) == nil, "\(text)") }
    }
}

extension NumberBoundsTests {
    @Test func wholeNumbersBecomeIntsWhereTheyFit() {
        #expect(ExactDecimal("9223372036854775807")?.intValue == .max)
        #expect(ExactDecimal("-9223372036854775808")?.intValue == .min)
        #expect(ExactDecimal("9223372036854775808")?.intValue == nil)
        #expect(ExactDecimal("-9223372036854775809")?.intValue == nil)
        #expect(ExactDecimal("18446744073709551616")?.intValue == nil)
        #expect(ExactDecimal("1e3", allowsExponent: true)?.intValue == 1_000)
        #expect(ExactDecimal("-0.0")?.intValue == 0)
        #expect(ExactDecimal("1.5")?.intValue == nil)
    }
}
