import Foundation
import PatternRulesSupport
import PatternRulesTestSupport
import Testing

@testable import PatternRulesEngine

/// The JavaScript dialects against tc39's conformance suite (scripts/differential/javascript-test262.mjs turns its
/// `built-ins/RegExp` tests into fixtures): every pattern a test expects V8 to reject is rejected with
/// V8's message, every input a test runs gets V8's whole-input answer, and every `\p{…}` matches exactly
/// the scalars test262's generated tests list (Unicode 17).
@Suite struct JavaScriptTest262Tests {
    struct Case: Decodable {
        let file: String
        let pattern: String
        let flags: String
        let error: String?
        let input: String?
        let valid: Bool?
        let match: [Fixtures.TextOrFlag]?
    }

    struct Property: Decodable {
        let file: String
        let expressions: [String]
        let loneCodePoints: [UInt32]
        let ranges: [[UInt32]]
    }

    @Test func everyCaseAgreesWithV8() throws {
        let cases = try Fixtures.jsonLines("javascript/test262-cases.jsonl", as: Case.self)
        var failures: [String] = []
        var (read, refused, inputs) = (0, 0, 0)
        var refusals: [String: Int] = [:]
        for testCase in cases {
            let dialect: Pattern.Dialect = testCase.flags.contains("v") ? .html : .javascript
            let options = JavaScriptDifferentialTests.options(testCase.flags)
            let label = "\(testCase.file): /\(testCase.pattern)/\(testCase.flags)"
            let compiled = Result { try Pattern(testCase.pattern, dialect: dialect, options: options) }
            if let expected = testCase.error {
                switch compiled {
                case .success: failures.append("\(label) compiles; V8 says \(expected)")
                case .failure(let error as PatternError) where error.reason == .syntax:
                    if !error.message.hasSuffix(": \(expected)") {
                        failures.append("\(label): \(error.message); V8 says \(expected)")
                    }
                case .failure(let error): failures.append("\(label): \(error); V8 says \(expected)")
                }
                continue
            }
            let pattern: Pattern
            switch compiled {
            case .success(let compiledPattern): pattern = compiledPattern
            case .failure(let error as PatternError) where error.reason == .engineUnavailable:
                refused += 1
                let reason = error.message.components(separatedBy: "(").dropFirst().first ?? error.message
                refusals[String(reason.prefix(48)), default: 0] += 1
                continue
            case .failure(let error):
                failures.append("\(label): \(error); V8 accepts it")
                continue
            }
            read += 1
            var checks: [(String, Bool)] = []
            if let input = testCase.input, let valid = testCase.valid { checks.append((input, valid)) }
            if let match = testCase.match, case .text(let text) = match[0], case .flag(let valid) = match[1] {
                checks.append((text, valid))
            }
            for (input, valid) in checks {
                inputs += 1
                let verdict = try pattern.verdict(for: input)
                if (verdict == .valid) != valid {
                    failures.append(
                        "\(label) on \(JSONText.quoted(input)): \(verdict); V8 \(valid ? "matches" : "does not")")
                }
            }
        }
        print(
            "test262: \(cases.count) cases, \(read) patterns read, \(refused) refused \(refusals), \(inputs) inputs, \(failures.count) disagreements"
        )
        #expect(failures.isEmpty, "\(failures.prefix(30).joined(separator: "\n"))")
    }

    @Test func everyPropertyMatchesTest262() throws {
        let properties = try Fixtures.jsonLines("javascript/test262-properties.jsonl", as: Property.self)
        #expect(properties.count > 400)
        var failures: [String] = []
        for property in properties {
            let expected = ScalarSet(
                ranges: property.loneCodePoints.map { $0...$0 } + property.ranges.map { $0[0]...$0[1] })
            for expression in property.expressions where expression.hasPrefix("\\p{") {
                let body = expression.dropFirst(3).dropLast()
                let parts = body.split(separator: "=", maxSplits: 1).map(String.init)
                let set = JavaScriptUnicode.property(parts[0], value: parts.count > 1 ? parts[1] : nil)
                if set != expected { failures.append("\(property.file): \(expression)") }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(20).joined(separator: "\n"))")
    }
}
