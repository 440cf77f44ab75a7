import Foundation
import PatternRulesTestSupport
import Testing

@testable import PatternRules
@testable import PatternRulesSupport

/// Rule-set versions compared field by field: each change, and witnesses that both versions' own
/// validation confirms (an `only old` value passes the old field and fails the new one).
@Suite struct RuleSetComparisonTests {
    static func ruleSet(_ fields: String, allowOtherFields: Bool = true) throws -> RuleSet {
        try RuleSet(json: Data(#"{"allowOtherFields": \#(allowOtherFields), "fields": [\#(fields)]}"#.utf8))
    }

    static func fieldIsValid(_ set: RuleSet, _ name: String, _ value: String) -> Bool {
        set.validate([name: value]).fields.first { $0.name == name }?.validation.isValid ?? true
    }

    /// Compares one field's two versions and checks every witness on both rule sets.
    static func change(_ old: String, _ new: String) throws -> RuleSetComparison.FieldChange {
        let (oldSet, newSet) = (try ruleSet(old), try ruleSet(new))
        let change = oldSet.compared(with: newSet).fields[0]
        for value in change.onlyOld {
            #expect(fieldIsValid(oldSet, change.name, value) && !fieldIsValid(newSet, change.name, value), "\(value)")
        }
        for value in change.onlyNew {
            #expect(!fieldIsValid(oldSet, change.name, value) && fieldIsValid(newSet, change.name, value), "\(value)")
        }
        return change
    }

    @Test(arguments: [
        (#"{"name": "n", "pattern": "[a-z]+"}"#, #"{"name": "n", "pattern": "[a-z]+", "message": "x"}"#, "equal"),
        (#"{"name": "n", "pattern": "[a-z]+"}"#, #"{"name": "n", "pattern": "[a-z]+", "maxLength": 3}"#, "stricter"),
        (#"{"name": "n", "pattern": "[a-z]+", "maxLength": 3}"#, #"{"name": "n", "pattern": "[a-z]+"}"#, "looser"),
        (#"{"name": "n", "pattern": "(?:a|b)+"}"#, #"{"name": "n", "pattern": "[ab]+"}"#, "equal"),
        (#"{"name": "n", "oneOf": ["free", "pro"]}"#, #"{"name": "n", "oneOf": ["free", "team"]}"#, "changed"),
        (
            #"{"name": "n", "integer": {"min": 1, "max": 99}}"#, #"{"name": "n", "integer": {"min": 1, "max": 120}}"#,
            "looser"
        ),
        (#"{"name": "n", "rule": "email"}"#, #"{"name": "n", "rule": "email:html5"}"#, "looser"),
        (#"{"name": "n", "pattern": "\\d+"}"#, #"{"name": "n", "pattern": "\\d+", "required": true}"#, "stricter"),
        (
            #"{"name": "n", "rule": "calling-code"}"#, #"{"name": "n", "rule": "calling-code", "required": true}"#,
            "stricter"
        ),
    ])
    func changesAndTheirWitnesses(old: String, new: String, expected: String) throws {
        let change = try Self.change(old, new)
        #expect(change.change.rawValue == expected)
        #expect(change.onlyOld.isEmpty == (expected == "equal" || expected == "looser"))
        #expect(change.onlyNew.isEmpty == (expected == "equal" || expected == "stricter"))
    }

    @Test func witnessesAreTheShortestValues() throws {
        let change = try Self.change(
            #"{"name": "plan", "oneOf": ["free", "pro"]}"#, #"{"name": "plan", "oneOf": ["free", "team"]}"#)
        #expect(change.onlyOld == ["pro"])
        #expect(change.onlyNew == ["team"])
        #expect(change.isExact)
        let age = try Self.change(
            #"{"name": "age", "integer": {"min": 18, "max": 130}}"#, #"{"name": "age", "integer": {"min": 21}}"#)
        #expect(age.change == .changed)
        #expect(age.onlyOld == ["18", "19", "20", "+18", "+19"])
        #expect(age.onlyNew.first == "131")
    }

    @Test func anOptionalFieldAcceptsTheEmptyValue() throws {
        let change = try Self.change(
            #"{"name": "code", "pattern": "[A-Z]{2}", "required": true}"#, #"{"name": "code", "pattern": "[A-Z]{2}"}"#)
        #expect(change.change == .looser)
        #expect(change.onlyNew == [""])
    }

    @Test func checksOutsideTheAutomataAreComparedByConfiguration() throws {
        let same = try Self.change(
            #"{"name": "p", "minLength": 8, "password": {"minScore": 3}}"#,
            #"{"name": "p", "minLength": 8, "password": {"minScore": 3}, "message": "weak"}"#)
        #expect(same.change == .equal)
        let policy = try Self.change(
            #"{"name": "p", "password": {"minScore": 2}}"#, #"{"name": "p", "password": {"minScore": 3}}"#)
        #expect(policy.change == .changed)
        #expect(!policy.isExact)
        #expect(policy.comparedByConfiguration.contains("password policy {minScore: 3}"))
        let phone = try Self.change(
            #"{"name": "tel", "rule": "phone:GB"}"#, #"{"name": "tel", "rule": "phone:GB", "required": true}"#)
        #expect(phone.change == .stricter)
        #expect(phone.onlyOld == [""], "the empty value, confirmed on both versions")
        #expect(phone.comparedByConfiguration == ["rule phone:GB"])
    }

    @Test func emailLengthLimitsStayWithTheirLevels() throws {
        let change = try Self.change(#"{"name": "e", "rule": "email:html5"}"#, #"{"name": "e", "rule": "email"}"#)
        #expect(change.comparedByConfiguration.contains(FieldLanguage.emailLengths))
        #expect(change.change == .stricter, "the practical level is html5 with more conditions")
        #expect(!change.onlyOld.isEmpty && change.onlyNew.isEmpty)
    }

    @Test func addedAndRemovedFieldsAndOtherFields() throws {
        let old = try Self.ruleSet(#"{"name": "a", "pattern": "x"}"#)
        let new = try Self.ruleSet(#"{"name": "b", "pattern": "y", "required": true}"#, allowOtherFields: false)
        let comparison = old.compared(with: new)
        #expect(comparison.fields.map(\.name) == ["a", "b"])
        #expect(comparison.fields[0].presence == .removed)
        #expect(comparison.fields[0].change == .stricter, "a named field becomes one that must be absent")
        #expect(comparison.fields[0].onlyOld == ["x"])
        #expect(comparison.fields[1].presence == .added)
        #expect(comparison.fields[1].change == .stricter)
        #expect(comparison.fields[1].onlyOld.first == "")
        #expect(comparison.otherFields == .stricter)
        #expect(comparison.rejectsAcceptedData)
        #expect(!new.compared(with: old).fields.contains { $0.change == .stricter && $0.name == "b" })
    }

    @Test func lengthsOverJoiningScalarsAreComparedByConfiguration() throws {
        // `é` written as `e` and a combining acute is one Character and two scalars.
        let change = try Self.change(#"{"name": "n", "maxLength": 2}"#, #"{"name": "n", "maxLength": 3}"#)
        #expect(!change.isExact)
        #expect(change.change == .changed)
        let exact = try Self.change(
            #"{"name": "n", "pattern": "[a-z]*", "maxLength": 2}"#,
            #"{"name": "n", "pattern": "[a-z]*", "maxLength": 3}"#)
        #expect(exact.isExact)
        #expect(exact.change == .looser)
        #expect(exact.onlyNew.first == "aaa")
    }
}

/// The automata behind a field: each agrees with the check it stands for.
@Suite struct FieldLanguageTests {
    static func accepts(_ source: String, _ input: String) throws -> Bool {
        accepts(try DFA(minimalFor: source, options: [], budget: CompileBudget()), input)
    }

    static func accepts(_ dfa: DFA, _ input: String) -> Bool { dfa.accepts(input) }

    @Test func integerRangesAcceptWhatTheNumberCheckAccepts() throws {
        var generator = SystemRandomNumberGenerator()
        let bounds: [(Int?, Int?)] = [
            (nil, nil), (0, nil), (nil, 0), (18, 130), (-40, 45), (-1_000, -7), (5, 5), (0, 0), (1, 1_000_000),
            (-99, nil), (nil, -10), (123, 98_765), (-9_007_199_254_740_991, 9_007_199_254_740_991),
        ]
        for (minimum, maximum) in bounds {
            let source = try #require(IntegerRangeSource.source(minimum: minimum, maximum: maximum))
            let check = NumberCheck.integer(
                minimum.flatMap { ExactDecimal(String($0)) }, maximum.flatMap { ExactDecimal(String($0)) })
            let dfa = try DFA(minimalFor: source, options: [], budget: CompileBudget())
            var inputs = ["0", "-0", "+0", "00", "-", "+", "", "1-", "--1", "+-1", "0x1", " 1", "1.0"]
            for _ in 0..<400 {
                let magnitude = Int.random(
                    in: 0...(Bool.random(using: &generator) ? 200 : 2_000_000), using: &generator)
                let sign = ["", "-", "+"].randomElement(using: &generator)!
                let zeros = String(repeating: "0", count: Int.random(in: 0...2, using: &generator))
                inputs.append(sign + zeros + String(magnitude))
            }
            for bound in [minimum, maximum].compactMap({ $0 }) {
                inputs += [String(bound), String(bound - 1), String(bound + 1), "+" + String(bound)]
            }
            for input in inputs {
                #expect(
                    Self.accepts(dfa, input) == (check.failure(of: input) == nil),
                    "\(input) in \(String(describing: minimum))...\(String(describing: maximum))")
            }
        }
        #expect(IntegerRangeSource.source(minimum: 0, maximum: 1 << 53) == nil, "past Double's exact integers")
    }

    @Test func oneOfMatchesWhatStringEqualityMatches() throws {
        // Every scalar equal to an ASCII character as a String is listed (String hashing, like equality,
        // is by canonical equivalence).
        let ascii = Dictionary(uniqueKeysWithValues: (0..<128).map { (String(UnicodeScalar(UInt8($0))), $0) })
        for value in UInt32(0x80)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), let code = ascii[String(scalar)] else { continue }
            #expect(String(scalar) == String(UnicodeScalar(UInt8(code))))
            #expect(
                OneOfSource.asciiEquivalents[Character(UnicodeScalar(UInt8(code)))] == scalar,
                "U+\(String(value, radix: 16))")
        }
        #expect(OneOfSource.asciiEquivalents.allSatisfy { String($0.key) == String($0.value) })
        let source = try #require(OneOfSource.source(["Kelvin", "a;b", "x.y", "`"]))
        for input in ["Kelvin", "\u{212A}elvin", "a\u{37E}b", "x.y", "\u{1FEF}", "`"] {
            #expect(try Self.accepts(source, input), "\(input)")
        }
        for input in ["kelvin", "xzy", "a;", ""] { #expect(try !Self.accepts(source, input), "\(input)") }
        #expect(OneOfSource.source(["café"]) == nil)
    }

    @Test func scalarsOutsideTheJoinersAreEachOneCharacter() {
        let joiners = GraphemeJoiners.scalars
        for value in UInt32(0)...0x10FFFF where !joiners.contains(value) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(scalar)
            let category = scalar.properties.generalCategory
            if category == .unassigned || category == .privateUse { continue }
            for probe in ["a" + text, text + "a", text + text, text + "\n"] where probe.count != 2 {
                Issue.record("U+\(String(value, radix: 16)) joins in \(probe.unicodeScalars.map { $0.value })")
            }
        }
    }
}

/// A field of regular checks answers from their joint automaton: it must accept exactly what the checks
/// accept one by one (a forced engine judges check by check), and call `invalid` only what no
/// continuation can make valid.
@Suite struct FieldAutomatonTests {
    static let fields = #"""
        {"fields": [
          {"name": "code", "required": true, "pattern": "[a-z]{2}\\d+", "flags": ["case-insensitive"], "minLength": 3, "maxLength": 6},
          {"name": "temperature", "integer": {"min": -40, "max": 45}, "pattern": "-?\\d+"},
          {"name": "age", "integer": {"min": 18, "max": 130}},
          {"name": "plan", "oneOf": ["free", "pro", "team", "K9;"]},
          {"name": "postcode", "catalogue": "postal-code.gb", "maxLength": 7},
          {"name": "nick", "pattern": "[a-z0-9_]*", "minLength": 3, "maxLength": 5},
          {"name": "html5", "rule": "email:html5", "maxLength": 12}
        ]}
        """#

    @Test func theJointAutomatonAcceptsWhatTheChecksAccept() throws {
        let joint = try RuleSet(json: Data(Self.fields.utf8))
        let checks = try RuleSet(json: Data(Self.fields.utf8), engine: .pcre2Interpreter)
        var generator = SeededGenerator(state: 11)
        var inputs = [
            "", "ab1", "AB12", "ab1234", "ab12345", "-", "-0", "-41", "45", "46", "018", "130", "131", "free", "pro",
            "\u{212A}9\u{37E}", "K9;", "SW1A 1AA", "SW1A1AA", "abc", "ab_12", "a@b.co", "a@b.cooooooo",
        ]
        for _ in 0..<400 { inputs.append(RandomInputs.input(using: &generator)) }
        inputs += inputs.flatMap { input in (0..<input.count).map { String(input.prefix($0)) } }
        var disagreements: [String] = []
        for field in joint.fields {
            for input in inputs {
                let exact = joint.validate([field.name: input]).fields.first { $0.name == field.name }!.validation
                let oneByOne = checks.validate([field.name: input]).fields.first { $0.name == field.name }!.validation
                if exact.isValid != oneByOne.isValid {
                    disagreements.append(
                        "\(field.name) on \(input.debugDescription): \(exact.verdict) vs \(oneByOne.verdict)")
                }
                // Exact `invalid` where a check said `incomplete` is the automaton knowing better; the
                // reverse would be a continuation the automaton missed.
                if exact.verdict == .incomplete && oneByOne.verdict == .invalid {
                    disagreements.append("\(field.name) on \(input.debugDescription): incomplete vs invalid")
                }
                if !exact.isValid && exact.errors.isEmpty {
                    disagreements.append("\(field.name) on \(input.debugDescription): no message")
                }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10).joined(separator: "\n"))")
    }
}

/// The rule set compiles a field's joint automaton only when every check is inside it, and stops before
/// building any automaton once a check's configuration says it stays outside: the answer must be the
/// full language's, exact or not, and the same automaton when exact.
@Suite struct ExactFieldLanguageTests {
    @Test func exactOnlyGivesTheFullLanguageWhenExactAndNothingOtherwise() throws {
        let fields = [
            #"{"name": "a", "required": true, "pattern": "[a-z]+", "minLength": 2, "maxLength": 8}"#,
            #"{"name": "b", "oneOf": ["free", "pro"]}"#,
            #"{"name": "c", "integer": {"min": 18, "max": 99}}"#,
            #"{"name": "d", "rule": "email"}"#,
            #"{"name": "e", "rule": "email:html5"}"#,
            #"{"name": "f", "rule": "phone:GB"}"#,
            #"{"name": "g", "pattern": "(a|b)*c", "equals": "a"}"#,
            #"{"name": "h", "pattern": "(?=x)x+"}"#,
            #"{"name": "i", "pattern": "(a)\\1"}"#,
            #"{"name": "j", "number": {"min": 0}}"#,
            #"{"name": "k", "minLength": 1, "pattern": "e\u0301+"}"#,
        ]
        let document = try RuleSetDocument(json: Data(#"{"fields": [\#(fields.joined(separator: ", "))]}"#.utf8))
        var exactCount = 0
        for spec in document.fields {
            let full = try FieldLanguageBuilder.language(of: spec, budget: CompileBudget())
            let exact = try FieldLanguageBuilder.exactLanguage(of: spec, budget: CompileBudget())
            #expect((exact != nil) == full.isExact, "\(spec.name): \(full.outside)")
            guard let exact else { continue }
            exactCount += 1
            #expect(exact.core.hasSameTable(as: full.core), "\(spec.name)")
        }
        #expect(exactCount >= 3, "some fields are exact")
        #expect(exactCount < document.fields.count, "some fields are not")
    }
}
