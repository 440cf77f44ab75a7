import Foundation
import Testing

@testable import PatternRules

@Suite struct RuleSetTests {
    static let signup = #"""
        {
          "name": "signup",
          "allowOtherFields": false,
          "fields": [
            {"name": "email", "required": true, "rule": "email", "message": "Enter a valid email address."},
            {"name": "password", "required": true, "rule": "password"},
            {"name": "confirm", "required": true, "equals": "password", "message": "Passwords do not match."},
            {"name": "postcode", "catalogue": "postal-code.gb"},
            {"name": "age", "integer": {"min": 18, "max": 130}},
            {"name": "plan", "oneOf": ["free", "pro"]},
            {"name": "nickname", "minLength": 3, "maxLength": 16, "pattern": "[a-z0-9_]+", "flags": ["case-insensitive"]}
          ]
        }
        """#

    func compile(_ json: String) throws(RuleSetError) -> RuleSet {
        try RuleSet(json: Data(json.utf8))
    }

    /// A field may name the dialect its pattern is written in: a JSON Schema or front-end pattern keeps
    /// its JavaScript meaning (`\w` is ASCII), and the field's exported automaton is that language.
    @Test func aPatternReadInItsDialect() throws {
        let rules = try compile(
            #"{"fields": [{"name": "code", "pattern": "\\w+", "dialect": "javascript", "flags": ["case-insensitive"]}]}"#
        )
        #expect(rules.validate(["code": "abc_9"]).isValid)
        #expect(!rules.validate(["code": "é"]).isValid)
        #expect(rules.validate(["code": "\u{212A}"]).isValid, "KELVIN SIGN folds to k under the i flag")
        let pcre2 = try compile(#"{"fields": [{"name": "code", "pattern": "\\w+", "flags": ["unicode"]}]}"#)
        #expect(pcre2.validate(["code": "é"]).isValid)
        #expect(throws: RuleSetError.self) {
            try compile(#"{"fields": [{"name": "code", "pattern": "a", "dialect": "perl"}]}"#)
        }
        #expect(throws: RuleSetError.self) {
            try compile(#"{"fields": [{"name": "code", "pattern": "\\a", "dialect": "javascript"}]}"#)
        }
    }

    @Test func aValidRecord() throws {
        let rules = try compile(Self.signup)
        let result = rules.validate([
            "email": "adriano@mail.com", "password": "Tr0ub4dor&3", "confirm": "Tr0ub4dor&3", "postcode": "SW1A 1AA",
            "age": "42", "plan": "pro", "nickname": "Adriano_1",
        ])
        #expect(result.isValid, "\(result.messages)")
        #expect(rules.fields.map(\.name) == ["email", "password", "confirm", "postcode", "age", "plan", "nickname"])
    }

    @Test func everyFailureIsReportedInFieldOrder() throws {
        let result = try compile(Self.signup).validate([
            "email": "adriano@", "password": "Tr0ub4dor&3", "confirm": "Tr0ub4", "age": "17", "plan": "gold",
            "nickname": "a b", "extra": "x",
        ])
        #expect(
            result.messages == [
                "email: Enter a valid email address.", "confirm: Passwords do not match.", "age: Must be at least 18.",
                "plan: Must be one of: free, pro.", "nickname: Does not match the expected format.",
                "extra: not a field of this rule set",
            ])
        // The same failures as data, for output that keeps field and message apart (--output jsonl).
        #expect(result.failures.map(\.field) == ["email", "confirm", "age", "plan", "nickname", "extra"])
        #expect(result.failures.last?.message == "not a field of this rule set")
        #expect(result.verdict == .invalid)
    }

    /// A bulk run spells each distinct message once and reuses it: the reused messages are the ones
    /// spelled afresh, record after record, whatever errors come in between.
    @Test func messagesSpelledOnceAreTheSameMessages() throws {
        let rules = try compile(Self.signup)
        let records: [[String: String]] = [
            ["email": "adriano@", "password": "Tr0ub4dor&3", "confirm": "Tr0ub4", "age": "17", "plan": "gold"],
            ["email": "x@y.zz", "password": "short", "confirm": "short", "age": "200", "nickname": "ab"],
            ["email": "adriano@", "password": "Tr0ub4dor&3", "confirm": "Tr0ub4", "age": "17", "plan": "gold"],
            ["age": "x", "nickname": String(repeating: "a", count: 20), "other": "1"],
        ]
        var messages = FailureMessages()
        for record in records {
            let result = rules.validate(record)
            var streamed: [RuleSetValidation.Failure] = []
            result.forEachFailure(messages: &messages) {
                streamed.append(.init(field: $0, message: $1.message, code: $1.code, parameters: $1.parameters))
            }
            #expect(streamed == result.failures)
        }
    }

    @Test func optionalFieldsMayBeEmptyAndVerdictsStayThreeState() throws {
        let rules = try compile(Self.signup)
        let typing = rules.validate(["email": "adriano@mail", "password": "Tr0ub4dor&3", "confirm": "Tr0ub"])
        #expect(typing.verdict == .incomplete, "\(typing.messages)")
        #expect(typing.fields.first { $0.name == "postcode" }?.validation.isValid == true, "optional and empty")
        #expect(
            typing.fields.first { $0.name == "confirm" }?.validation.verdict == .incomplete, "a prefix of the password")
    }

    @Test func passwordPolicyWithTheRecordsOwnFieldsAsUserInputs() throws {
        let rules = try compile(
            #"""
            {"fields": [
              {"name": "name"},
              {"name": "password", "required": true,
               "password": {"minLength": 10, "minSymbols": 0, "maxRun": 2, "userInputs": ["name"]}}
            ]}
            """#)
        #expect(rules.validate(["name": "Adriano", "password": "Correct4Horse"]).isValid)
        let containsName = rules.validate(["name": "Adriano", "password": "adriano2024X"])
        #expect(containsName.verdict == .invalid)
        #expect(containsName.messages == ["password: Does not contain your name or email"])
        let short = rules.validate(["name": "Adriano", "password": "Ab1"])
        #expect(short.verdict == .incomplete)
        #expect(short.messages == ["password: At least 10 characters"])
    }

    @Test func numbers() throws {
        let rules = try compile(#"{"fields": [{"name": "n", "required": true, "number": {"min": -1.5, "max": 2.5}}]}"#)
        func verdict(_ text: String) -> Verdict { rules.validate(["n": text]).verdict }
        #expect(verdict("2.5") == .valid)
        #expect(verdict("-1.5") == .valid)
        #expect(verdict("-") == .incomplete)
        #expect(verdict("3") == .invalid)
        #expect(verdict("-2") == .invalid, "more digits only make it smaller")
        #expect(verdict("1e3") == .invalid)
        #expect(verdict("nan") == .invalid)
        #expect(verdict("+1.") == .valid)
        #expect(verdict(".5") == .valid)
        for notANumber in ["1.2.3", "1-", "--1", "+-1", " 1", "1 ", "١", "1\u{301}", "."] {
            #expect(verdict(notANumber) != .valid, "\(notANumber)")
        }
        let integer = try compile(#"{"fields": [{"name": "n", "integer": {"min": 18}}]}"#)
        #expect(integer.validate(["n": "18.0"]).verdict == .invalid)
        #expect(integer.validate(["n": "+18"]).verdict == .valid)
        #expect(integer.validate(["n": "1"]).verdict == .incomplete)
    }

    /// Every problem is reported with its path, never ignored.
    @Test(arguments: [
        (
            #"{"fields": [{"name": "a", "minLenght": 3}]}"#,
            "fields[0].minLenght: unknown key (expected one of name, required,"
        ),
        (#"{"fields": [{"name": "a", "minLength": "3"}]}"#, "fields[0].minLength: expected a whole number"),
        (#"{"fields": [{"required": true}]}"#, "fields[0].name: missing"),
        (
            #"{"fields": [{"name": "a", "pattern": "(a"}]}"#,
            "fields.a.pattern: does not compile: missing closing parenthesis at offset 2"
        ),
        (#"{"fields": [{"name": "a", "rule": "emial"}]}"#, "fields.a.rule: unknown rule 'emial'"),
        (#"{"fields": [{"name": "a", "rule": "phone:XY"}]}"#, "fields.a.rule: unknown region 'XY'"),
        (#"{"fields": [{"name": "a", "catalogue": "no.such"}]}"#, "fields.a.catalogue: no catalogue entry 'no.such'"),
        (#"{"fields": [{"name": "a", "equals": "b"}]}"#, "fields.a.equals: names no field of this rule set ('b')"),
        (#"{"fields": [{"name": "a"}, {"name": "a"}]}"#, "fields[1].name: duplicate field 'a'"),
        (#"{"fields": [{"name": "a", "flags": ["case-insensitive"]}]}"#, "fields.a.flags: applies to a pattern"),
        (#"{"fields": "#, "invalid JSON at line 1, column 12: unexpected end of input, expected a value"),
        (
            "{\"fields\": [\n  {\"name\": \"a\",}]}",
            "invalid JSON at line 2, column 16: expected a key in double quotes"
        ),
        (#"{"fields": [{"name": "a", "minLength": 3.5}]}"#, "fields[0].minLength: expected a whole number, found 3.5"),
        (
            #"{"fields": [{"name": "n", "integer": {"min": 10, "max": 2}}]}"#,
            "fields.n.integer.max: is 2, less than min 10"
        ),
        (
            #"{"fields": [{"name": "n", "number": {"min": 1.5, "max": 1}}]}"#,
            "fields.n.number.max: is 1, less than min 1.5"
        ),
        (
            #"{"fields": [{"name": "p", "password": {"minLength": 20, "maxLength": 10}}]}"#,
            "fields.p.password.maxLength: is 10, less than the minimum length 20"
        ),
        (
            #"{"fields": [{"name": "p", "password": {"minLength": 4, "maxLength": 6, "minDigits": 4, "minSymbols": 2}}]}"#,
            "fields.p.password.maxLength: is 6, but the required lowercase, uppercase, digits and symbols add up to 8"
        ),
        (#"{"fields": [{"name": "p", "password": {"maxRun": 0}}]}"#, "fields.p.password.maxRun: must be at least 1"),
        (#"{"feilds": []}"#, "feilds: unknown key (expected one of name, fields, allowOtherFields)"),
        (
            #"{"fields": [{"name": "p", "password": {"userInputs": ["nom"]}}]}"#,
            "fields.p.password.userInputs: names no field of this rule set ('nom')"
        ),
        (
            #"{"fields": [{"name": "p", "password": {"minScore": 5}}]}"#,
            "fields.p.password.minScore: must be from 0 to 4"
        ),
        (#"{"fields": [{"name": "p", "password": {"minLen": 5}}]}"#, "fields[0].password.minLen: unknown key"),
    ])
    func compileErrorsNameThePath(json: String, expected: String) {
        do {
            _ = try compile(json)
            Issue.record("compiled: \(json)")
        } catch {
            #expect(error.description.hasPrefix(expected), "\(error.description)")
        }
    }

    /// A valid signup record as its members, in the rule set's order.
    static let validMembers: [(name: String, value: String)] = [
        ("email", "adriano@mail.com"), ("password", "Tr0ub4dor&3"), ("confirm", "Tr0ub4dor&3"),
        ("postcode", "SW1A 1AA"), ("age", "42"), ("plan", "pro"), ("nickname", "Adriano_1"),
    ]
    /// The same with 20 fields the rule set does not name: past the members' scan limit.
    static let wideMembers = validMembers + (0..<20).map { (name: "extra\($0)", value: "x") }

    /// The bulk path's record shape (the members as read, no dictionary) gives the dictionary's answer:
    /// narrow records found by a scan, wide ones (past the scan limit) through a dictionary, unknown
    /// fields in either order, a confirmation and a password that read other fields.
    @Test func membersGiveTheAnswerOfADictionary() throws {
        let rules = try compile(Self.signup)
        let (valid, wide) = (Self.validMembers, Self.wideMembers)
        let records: [[(name: String, value: String)]] = [
            valid, valid.reversed(), Array(valid.dropFirst(2)), wide, wide.reversed(),
            [("nickname", "a b"), ("zeta", "1"), ("alpha", "2"), ("password", "adriano"), ("email", "adriano@")],
            [("email", "adriano@mail.com"), ("password", "Tr0ub4dor&3"), ("confirm", "Tr0ub4dor&4")], [],
        ]
        for record in records {
            let members = rules.validate(members: record)
            let dictionary = rules.validate(Dictionary(uniqueKeysWithValues: record.map { ($0.name, $0.value) }))
            #expect(members.verdict == dictionary.verdict)
            #expect(members.failures == dictionary.failures)
        }
        #expect(rules.validate(members: wide).failures.count == 20, "every unknown field of a wide record")
        let repeated = wide + [(name: "email", value: "not an email")]
        #expect(rules.validate(members: repeated).failures == rules.validate(members: wide).failures, "first value")
    }

    /// The bulk path keeps only what fails, in one value reused from record to record: the verdict and
    /// the failures must be those of the full validation, whatever the record before left in it.
    @Test func failuresAloneGiveTheVerdictAndFailuresOfTheFullValidation() throws {
        let rules = try compile(Self.signup)
        let (valid, wide) = (Self.validMembers, Self.wideMembers)
        let records: [[(name: String, value: String)]] = [
            [("nickname", "a b"), ("zeta", "1"), ("alpha", "2"), ("password", "adriano"), ("email", "adriano@")],
            valid, wide.reversed(), [("email", "adriano@mail"), ("password", "Tr0ub4dor&3"), ("confirm", "Tr0ub")],
            [("age", "x"), ("plan", "gold"), ("other", "1")], valid, [],
        ]
        var failures = RuleSetFailures()
        var messages = FailureMessages()
        for record in records {
            let full = rules.validate(members: record)
            rules.validate(members: record, failures: &failures)
            #expect(failures.verdict == full.verdict)
            var streamed: [RuleSetValidation.Failure] = []
            failures.forEachFailure(messages: &messages) {
                streamed.append(.init(field: $0, message: $1.message, code: $1.code, parameters: $1.parameters))
            }
            #expect(streamed == full.failures)
            #expect(failures.fields.map(\.name) == full.fields.filter { !$0.validation.isValid }.map(\.name))
        }
    }

    /// A field whose checks are all regular answers from their joint automaton: `incomplete` only when
    /// some continuation passes every check at once, where the checks one by one would each say
    /// `incomplete`; the messages still come from the checks.
    @Test func aFieldOfRegularChecksIsIncompleteOnlyWhenAllCanStillPass() throws {
        let rules = try compile(
            #"{"fields": [{"name": "n", "pattern": "\\d+", "integer": {"min": 100, "max": 200}, "message": "100 to 200"}]}"#
        )
        func verdict(_ value: String) -> Verdict? { rules.validate(["n": value]).fields.first?.validation.verdict }
        #expect(verdict("3") == .invalid, "no number from 100 to 200 starts with 3")
        #expect(verdict("1") == .incomplete)
        #expect(verdict("15") == .incomplete)
        #expect(verdict("150") == .valid)
        #expect(verdict("-") == .invalid, "the pattern has no sign: nothing after '-' passes both")
        #expect(rules.validate(["n": "3"]).messages == ["n: 100 to 200"])
        let forced = try RuleSet(
            json: Data(#"{"fields": [{"name": "n", "pattern": "\\d+", "integer": {"min": 100}}]}"#.utf8),
            engine: .pcre2Interpreter)
        #expect(
            forced.validate(["n": "3"]).fields.first?.validation.verdict == .incomplete,
            "a forced engine judges check by check")
    }
}

extension RuleSetTests {
    /// A required field with no value gets one verdict and one message whatever the engine: nothing
    /// else is checked on a value that is not there.
    @Test(arguments: [nil, Engine.pcre2Interpreter, Engine.foundation])
    func aMissingRequiredValueIsIncompleteWithOneMessageOnEveryEngine(engine: Engine?) throws {
        let rules = try RuleSet(
            json: Data(#"{"fields": [{"name": "age", "required": true, "integer": {"min": 18, "max": 130}}]}"#.utf8),
            engine: engine)
        for record in [[:], ["age": ""]] as [[String: String]] {
            let result = rules.validate(record)
            #expect(result.verdict == .incomplete, "\(record)")
            #expect(result.messages == ["age: This field is required."], "\(record)")
        }
    }
}
