import Foundation
import PatternRulesTestSupport
import Testing

@testable import PatternRules

/// Each email level measured against independent corpora. The figures are the ones in docs/EMAIL.md;
/// a change in behaviour changes a figure and fails here.
@Suite struct EmailCorpusTests {
    struct IsEmailCase: Decodable {
        let id: String
        let address: String
        let category: String
        let is_email_default_valid: Bool
    }

    struct ValidatorJSCases: Decodable {
        let valid: [String]
        let invalid: [String]
    }

    /// (address, expected valid) pairs.
    static func isemail(_ file: String) throws -> [(String, Bool)] {
        try Fixtures.decode([IsEmailCase].self, from: "email/\(file)").map { ($0.address, $0.is_email_default_valid) }
    }

    static func validatorJS() throws -> [(String, Bool)] {
        let cases = try Fixtures.decode(ValidatorJSCases.self, from: "email/validatorjs-email.json")
        return cases.valid.map { ($0, true) } + cases.invalid.map { ($0, false) }
    }

    /// How many cases the rule agrees with, and the addresses where it does not.
    static func agreement(_ level: EmailLevel, _ cases: [(String, Bool)]) -> (agreed: Int, disagreements: [String]) {
        let rule = EmailRule(level)
        var disagreements: [String] = []
        for (address, expected) in cases where rule.isValid(address) != expected {
            disagreements.append("\(expected ? "rejects" : "accepts") \(address.debugDescription)")
        }
        return (cases.count - disagreements.count, disagreements)
    }

    @Test func figures() throws {
        let corpora = [
            ("isemail tests.xml", try Self.isemail("isemail-tests.json")),
            ("isemail tests-original.xml", try Self.isemail("isemail-tests-original.json")),
            ("validator.js", try Self.validatorJS()),
        ]
        var table: [String] = []
        for level in EmailLevel.allCases {
            for (name, cases) in corpora {
                let result = Self.agreement(level, cases)
                table.append("\(level.rawValue)\t\(name)\t\(result.agreed)/\(cases.count)")
            }
        }
        #expect(table == Self.expectedFigures)
    }

    /// Agreement per level and corpus (is_email's own boolean verdict for isemail).
    static let expectedFigures = [
        "html5\tisemail tests.xml\t145/164",
        "html5\tisemail tests-original.xml\t203/279",
        "html5\tvalidator.js\t47/59",
        "practical\tisemail tests.xml\t147/164",
        "practical\tisemail tests-original.xml\t213/279",
        "practical\tvalidator.js\t52/59",
        "rfc5322\tisemail tests.xml\t163/164",
        "rfc5322\tisemail tests-original.xml\t279/279",
        "rfc5322\tvalidator.js\t54/59",
        "international\tisemail tests.xml\t147/164",
        "international\tisemail tests-original.xml\t213/279",
        "international\tvalidator.js\t54/59",
    ]

    /// The deliberate disagreements of the default level with validator.js, each explained in
    /// docs/EMAIL.md.
    @Test func practicalDisagreementsWithValidatorJSAreTheDocumentedOnes() throws {
        let result = Self.agreement(.practical, try Self.validatorJS())
        #expect(result.disagreements == Self.practicalVersusValidatorJS)
    }

    static let practicalVersusValidatorJS = [
        // validator.js accepts UTF-8 local parts and domains: that is the international level.
        #"rejects "hans.m端ller@test.com""#,
        #"rejects "hans@m端ller.com""#,
        #"rejects "test|123@m端ller.com""#,
        // validator.js accepts quoted local parts: that is the rfc5322 level.
        #"rejects "\"foobar\"@example.com""#,
        #"rejects "\"  foo  m端ller \"@example.com""#,
        #"rejects "\"foo\\@bar\"@example.com""#,
        // validator.js wants a top-level label of two letters or more; no standard does.
        #"accepts "z@co.c""#,
    ]

    /// The deliberate disagreements of rfc5322 with isemail, each explained in docs/EMAIL.md.
    @Test func rfc5322DisagreementsWithIsEmailAreTheDocumentedOnes() throws {
        let result = Self.agreement(
            .rfc5322, try Self.isemail("isemail-tests.json") + Self.isemail("isemail-tests-original.json"))
        #expect(result.disagreements == Self.rfc5322VersusIsEmail)
    }

    static let rfc5322VersusIsEmail = [
        // RFC 4291 lets "::" stand for a single zero group; is_email rejects it here.
        #"accepts "test@[IPv6:1111:2222:3333:4444:5555:6666::8888]""#
    ]
}

@Suite struct EmailRuleTests {
    @Test(arguments: Engine.available)
    func keystrokeContractOnEveryEngine(engine: Engine) throws {
        let email = try EmailRule(.practical, engine: engine)
        #expect(email.verdict(for: "adriano@") == .incomplete)
        #expect(email.verdict(for: "adriano@@") == .invalid)
        #expect(email.verdict(for: "adriano@mail") == .incomplete)
        #expect(email.verdict(for: "adriano@mail.com") == .valid)
        #expect(email.verdict(for: ".adriano@mail.com") == .invalid)
    }

    @Test(arguments: EmailLevel.allCases)
    func everyLevelCompilesOnEveryEngine(level: EmailLevel) throws {
        for engine in Engine.available {
            #expect(try Pattern(level.patternSource, engine: engine).engine == engine)
        }
    }

    @Test func practicalLimits() {
        let email = EmailRule()
        let local64 = String(repeating: "a", count: 64)
        #expect(email.isValid("\(local64)@example.com"))
        #expect(email.verdict(for: "\(local64)a") == .invalid)
        #expect(email.verdict(for: "\(local64)a@example.com") == .invalid)
        let label63 = String(repeating: "b", count: 63)
        #expect(email.isValid("a@\(label63).com"))
        #expect(email.verdict(for: "a@\(label63)b.com") == .invalid)
        let long = "a@" + Array(repeating: label63, count: 4).joined(separator: ".") + ".com"
        #expect(long.utf8.count > 254)
        #expect(email.verdict(for: long) == .invalid)
        #expect(email.verdict(for: "a..b@example.com") == .invalid)
        #expect(email.verdict(for: "a.@example.com") == .invalid)
        #expect(email.verdict(for: "a@example.123") == .incomplete)
        #expect(email.isValid("A.B@Example.COM"))
        #expect(EmailRule(.html5).isValid("a..b@localhost"))
    }

    @Test func internationalAcceptsScriptsButNotInvisibles() {
        let email = EmailRule(.international)
        #expect(email.isValid("josé@correo.es"))
        #expect(email.isValid("用户@例子.广告"))
        #expect(email.isValid("пользователь@пример.рф"))
        #expect(!email.isValid("a\u{200B}b@example.com"))
        #expect(!email.isValid("a b@example.com"))
        #expect(!email.isValid("a\u{7}b@example.com"))
        // 22 three-octet characters are 66 octets: over the local part's 64.
        #expect(email.verdict(for: String(repeating: "用", count: 22) + "@例子.广告") == .invalid)
    }

    @Test func errorsAreReportedAsGiven() {
        enum SignUp: Error { case email }
        #expect(EmailRule(error: SignUp.email).validate("x@").firstError as? SignUp == .email)
        #expect(EmailRule().validate("x@").messages == ["Enter a valid email address."])
    }
}

@Suite struct CallingCodeRuleTests {
    @Test(arguments: Engine.available)
    func verdictsOnEveryEngine(engine: Engine) throws {
        let rule = try CallingCodeRule(engine: engine)
        #expect(rule.verdict(for: "+351") == .valid)
        #expect(rule.verdict(for: "+35") == .incomplete)
        #expect(rule.verdict(for: "+") == .incomplete)
        // ICU's hit-end report errs towards incomplete here (documented); PCRE2 is exact.
        #expect(rule.verdict(for: "+0") == (engine == .foundation ? .incomplete : .invalid))
        #expect(rule.verdict(for: "+999") == .invalid)
        #expect(rule.verdict(for: "351") == .invalid)
        #expect(rule.verdict(for: "+999 hello") == .invalid)
    }

    @Test func everyAssignedCodeIsValidAndEveryOtherIsNot() {
        let rule = CallingCodeRule()
        #expect(CallingCodeRule.regionsByCode.count == 215)
        for number in 0..<1_000 {
            let code = String(number)
            #expect(rule.isValid("+" + code) == (CallingCodeRule.regionsByCode[code] != nil), "+\(code)")
        }
    }

    @Test func regionsAreNamed() {
        #expect(CallingCodeRule.regions(for: "+351") == ["PT"])
        #expect(CallingCodeRule.regions(for: "44") == ["GB", "GG", "IM", "JE"])
        #expect(CallingCodeRule.regions(for: "+800") == ["001"])
        #expect(CallingCodeRule.regions(for: "+999") == nil)
    }
}
