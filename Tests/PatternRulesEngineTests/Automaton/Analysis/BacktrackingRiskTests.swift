import Foundation
import PatternRulesTestSupport
import Testing

@testable import PatternRulesEngine

/// The ReDoS analysis on patterns from published reports and on safe ones: exponential and polynomial
/// patterns are never called linear, every reported attack is confirmed on PCRE2's interpreter or on
/// Foundation, and what the analysis cannot decide is `unknown`, not safe.
@Suite struct BacktrackingRiskTests {
    /// From CVE advisories and OWASP's ReDoS examples.
    static let exponential = [
        "(a+)+b", "(a|a)*c", "(a|aa)+$", #"(\w+\s?)+$"#, "^(([a-z])+.)+[A-Z]([a-z])+$",
        #"^([a-zA-Z0-9])(([\-.]|[_]+)?([a-zA-Z0-9]+))*(@){1}[a-z0-9]+[.]{1}(([a-z]{2,3})|([a-z]{2,3}[.]{1}[a-z]{2,3}))$"#,
        "(.*a){12}",
        // The attack's pump is the loop's whole word: "ab" here, not the "a" the divergent step reads.
        "(?:a?b?)+c", "(?:(?:ab)*)*c",
    ]
    static let safe = [
        #"\d+\.\d+"#, "[a-z]+@[a-z]+\\.[a-z]{2,}", "^[0-9a-fA-F]{6}$", "(?:ab|cd)*e", "a*b*c*",
    ]

    @Test(arguments: exponential)
    func publishedReDoSPatternsAreNeverCalledLinearAndTheirAttacksAreConfirmed(source: String) throws {
        let risk = BacktrackingRisk(of: source)
        #expect(risk.complexity != .linear, "\(source)")
        guard risk.complexity == .exponential else { return }
        let pcre2 = risk.measure(on: .pcre2Interpreter, pumps: [6, 10, 14])
        let foundation = risk.measure(on: .foundation, pumps: [6, 10, 14])
        #expect(risk.confirms(pcre2) || risk.confirms(foundation), "\(source): \(pcre2) \(foundation)")
    }

    /// The nullable-star family and published patterns, measured on PCRE2, Python's `re` and V8
    /// (`scripts/differential/redos-growth.py`): whatever grows exponentially on an engine is exponential for that
    /// engine's family, and so overall.
    @Test func whatAnEngineRunsInExponentialTimeIsCalledExponentialForItsFamily() throws {
        let rows = try String(decoding: Fixtures.data("redos/growth.tsv"), as: UTF8.self)
            .split(separator: "\n").filter { !$0.hasPrefix("#") }.map { $0.split(separator: "\t").map(String.init) }
        #expect(rows.count >= 57)
        var exponentialOnSomeEngine = 0
        for row in rows where row[2] == "exponential" {
            let (source, engine) = (row[0], row[1])
            let risk = BacktrackingRisk(of: source)
            let family: BacktrackingRisk.EngineFamily = engine == "node" ? .javascript : .pcre2
            #expect(risk.complexityByFamily[family] == .exponential, "\(source) on \(engine)")
            #expect(risk.complexity == .exponential, "\(source)")
            exponentialOnSomeEngine += 1
        }
        #expect(exponentialOnSomeEngine >= 40)
    }

    /// An empty iteration ends the repetition on PCRE2 and fails the path in JavaScript: `(?:)*` before a
    /// loop's character gives PCRE2 two ways to reach it, and JavaScript one.
    @Test func familiesThatEndAnEmptyIterationDifferentlyAreReportedApart() {
        let risk = BacktrackingRisk(of: "(?:(?:a?)*b)*c")
        #expect(risk.complexityByFamily[.pcre2] == .exponential)
        #expect(risk.complexityByFamily[.javascript] == .linear)
        #expect(risk.familiesThatDiffer == [.javascript])
        #expect(BacktrackingRisk(of: "(a*)*b").familiesThatDiffer.isEmpty)
    }

    /// The analysis is charged to a budget: a pattern whose pair graph is too large is `unknown`, with
    /// the reason, never `linear`.
    @Test func anAnalysisPastItsBudgetIsUnknownNotLinear() {
        guard case .unknown(let reason) = BacktrackingRisk(of: #"(?:\w+\s*){1,100}$"#).complexity else {
            Issue.record("a pattern past the analysis budget must be unknown")
            return
        }
        #expect(reason.contains("the backtracking analysis"), "\(reason)")
        #expect(reason.contains("budget"), "\(reason)")
    }

    @Test(arguments: safe)
    func safePatternsAreLinear(source: String) {
        #expect(BacktrackingRisk(of: source).complexity == .linear, "\(source)")
        #expect(BacktrackingRisk(of: source).attack == nil)
    }

    @Test func nestedQuantifiersOverOneCharacterAreQuadraticOnFoundation() throws {
        let risk = BacktrackingRisk(of: "a*a*b")
        #expect(risk.complexity == .polynomial(degree: 2))
        let attack = try #require(risk.attack)
        #expect(try !Pattern("a*a*b").matches(attack.input(pumps: 10)), "the attack input fails")
        #expect(risk.confirms(risk.measure(on: .foundation, pumps: [256, 512, 1_024, 2_048])))
    }

    @Test(arguments: [(#"(a)\1"#, "the escape \\1"), ("x(?=y).*", "lookaheads")])
    func whatTheAnalysisCannotDecideIsUnknown(source: String, reason: String) {
        guard case .unknown(let text) = BacktrackingRisk(of: source).complexity else {
            Issue.record("\(source) should be unknown")
            return
        }
        #expect(text.hasPrefix(reason))
    }

    /// No catalogue entry is exponential on a backtracking engine, and each that is polynomial says so
    /// in its notes, so a user who copies it into a backtracking engine is warned.
}
