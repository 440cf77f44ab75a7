import Foundation
import PatternRulesSupport
import PatternRulesTestSupport
import Testing

@testable import PatternRulesEngine

/// The `javascript` and `html` dialects against V8 itself: `Tests/Fixtures/javascript/v8-differential.jsonl`
/// (scripts/differential/javascript.mjs) holds random patterns with V8's answer on each of their inputs,
/// and V8's syntax errors. Every pattern V8 rejects must be rejected with V8's message; every pattern V8
/// accepts must compile (or be refused with a reason); then `valid` agrees with V8 on every input, and no
/// input called `invalid` has a longer input in the list that V8 matches.
@Suite struct JavaScriptDifferentialTests {
    struct Case: Decodable {
        let pattern: String
        let dialect: String
        let flags: String
        let error: String?
        let inputs: [[Fixtures.TextOrFlag]]?
    }

    static func cases() throws -> [Case] {
        try Fixtures.jsonLines("javascript/v8-differential.jsonl", as: Case.self)
    }

    static func options(_ flags: String) -> Pattern.Options {
        var options: Pattern.Options = []
        if flags.contains("i") { options.insert(.caseInsensitive) }
        if flags.contains("m") { options.insert(.multiline) }
        if flags.contains("s") { options.insert(.dotMatchesLineSeparators) }
        return options
    }

    @Test func everyAnswerAgreesWithV8() throws {
        let cases = try Self.cases()
        var failures: [String] = []
        var (inputs, refused, errors) = (0, [String: Int](), 0)
        var (onPCRE2, stopped) = (0, [String]())
        for testCase in cases {
            let dialect = Pattern.Dialect(rawValue: testCase.dialect)!
            let label = "/\(testCase.pattern)/\(testCase.flags) (\(testCase.dialect))"
            let compiled = Result {
                try Pattern(testCase.pattern, dialect: dialect, options: Self.options(testCase.flags))
            }
            if let expected = testCase.error {
                errors += 1
                switch compiled {
                case .success: failures.append("\(label): compiles, V8 says \(expected)")
                case .failure(let error as PatternError) where error.reason == .syntax:
                    if !error.message.hasSuffix(": \(expected)") {
                        failures.append("\(label): \(error.message), V8 says \(expected)")
                    }
                case .failure(let error): failures.append("\(label): \(error), V8 says \(expected)")
                }
                continue
            }
            let pattern: Pattern
            switch compiled {
            case .success(let compiledPattern):
                pattern = compiledPattern
                if pattern.engine != .automaton { onPCRE2 += 1 }
            case .failure(let error as PatternError) where error.reason == .engineUnavailable:
                let reason = error.message.components(separatedBy: "(").dropFirst().first ?? error.message
                refused[String(reason.prefix(40)), default: 0] += 1
                if ProcessInfo.processInfo.environment["SHOW_REFUSED"] != nil {
                    print("REFUSED \(label): \(error.message)")
                }
                continue
            case .failure(let error):
                failures.append("\(label): \(error), V8 accepts it")
                continue
            }
            var answers: [(input: String, v8: Bool, ours: Verdict)] = []
            for pair in testCase.inputs ?? [] {
                guard case .text(let input) = pair[0], case .flag(let v8) = pair[1] else { continue }
                inputs += 1
                guard let verdict = try? pattern.verdict(for: input) else {
                    stopped.append("\(label) on \(JSONText.quoted(input))")
                    continue
                }
                answers.append((input, v8, verdict))
                if (verdict == .valid) != v8 {
                    failures.append(
                        "\(label) on \(JSONText.quoted(input)): \(verdict), V8 \(v8 ? "matches" : "does not")")
                }
            }
            for answer in answers where answer.ours == .invalid {
                let prefix = Array(answer.input.unicodeScalars)
                if let longer = answers.first(where: {
                    $0.v8 && Array($0.input.unicodeScalars).starts(with: prefix) && $0.input != answer.input
                }) {
                    failures.append(
                        "\(label): \(JSONText.quoted(answer.input)) is invalid but V8 matches \(JSONText.quoted(longer.input))"
                    )
                }
            }
        }
        print(
            "V8 differential: \(cases.count) patterns (\(errors) syntax errors, \(onPCRE2) on PCRE2), \(inputs) inputs, refused \(refused), stopped by PCRE2's limits \(stopped.count) \(stopped.prefix(3)), \(failures.count) disagreements"
        )
        #expect(cases.count >= 2_000)
        #expect(inputs >= 20_000)
        #expect(failures.isEmpty, "\(failures.prefix(40).joined(separator: "\n"))")
    }
}

/// Where V8 11.3 (Node 20) departs from the specification, we follow the specification, and say so in
/// docs/DIALECTS.md; these pin the answers the differential cannot hold.
@Suite struct JavaScriptDialectTests {
    /// `[^]` is every scalar under `u` and `v`, quantified or not (V8 11.3 answers `false` under `v`
    /// with a quantifier).
    @Test func aQuantifiedEmptyNegatedClassMatchesAnyScalar() throws {
        for dialect in [Pattern.Dialect.javascript, .html] {
            #expect(try Pattern("[^]?", dialect: dialect).matches("a"), "\(dialect)")
            #expect(try Pattern("[^]*", dialect: dialect).matches("ab"), "\(dialect)")
            #expect(try Pattern("(?:[^])?", dialect: dialect).matches("a"), "\(dialect)")
        }
    }

    /// Groups and classes nested past 250 are refused with the reason, not read by recursion until the
    /// stack runs out (5,000 nested groups ended in SIGSEGV); V8 reads any depth, so this is a refusal.
    @Test func deepNestingIsRefusedNotCrashedOn() throws {
        let groups = String(repeating: "(?:", count: 5_000) + "a" + String(repeating: ")", count: 5_000)
        let classes = String(repeating: "[", count: 3_000) + "a" + String(repeating: "]", count: 3_000)
        for (source, dialect) in [(groups, Pattern.Dialect.javascript), (classes, .html)] {
            do {
                _ = try Pattern(source, dialect: dialect)
                Issue.record("compiled \(dialect)")
            } catch {
                #expect(error.reason == .engineUnavailable)
                #expect(error.message.contains("nested more than 250 deep"), "\(error.message)")
            }
        }
        let shallow = String(repeating: "(?:", count: 200) + "a" + String(repeating: ")", count: 200)
        #expect(try Pattern(shallow, dialect: .javascript).matches("a"))
    }

    /// V8 refuses a quantifier after an assertion before it reads the quantifier's numbers.
    @Test func aQuantifiedAssertionIsNothingToRepeat() {
        for source in [#"\b{3,1}"#, "^{3,1}", "{3,1}", #"\B{2,1}?"#] {
            #expect(throws: PatternError.self) { try Pattern(source, dialect: .javascript) }
            do {
                _ = try Pattern(source, dialect: .javascript)
            } catch {
                #expect(error.message.hasSuffix(": Nothing to repeat"), "\(source): \(error.message)")
            }
        }
    }
}
