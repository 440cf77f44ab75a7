// Seed 004 ("How to make simple form validator in Swift", ../shared/seeds/004_2e1f33f8e07d511e.txt).
//
// First the seed's Validator and Rule with their call shapes kept (`validate(text:with:)`, `.notEmpty`,
// `.validEmail`, `.countryCode`), the NSPredicate checks replaced by PatternRules rules; then its
// tests. The article's test inputs for a valid email and a valid phone were redacted to "[e-mail]" and
// "[phone]" when it was scraped; realistic values stand in for them (an address, `+47 11 222 333`).
// Last, what the seed's `^\+\d+.*` accepted that the calling-code rule now rejects.

import Foundation
import PatternRules
import Testing

enum SimpleValidatorSeed {
    final class Validator {
        func validate(text: String, with rules: [Rule]) -> String? {
            return rules.compactMap({ $0.check(text) }).first
        }
    }

    // Sendable (and the closure @Sendable) because the test target builds in Swift 6 mode, where a
    // `static let` of a non-Sendable type is an error; the seed was written for Swift 5.
    struct Rule: Sendable {
        // Return nil if matches, error message otherwise
        let check: @Sendable (String) -> String?

        init(check: @escaping @Sendable (String) -> String?) {
            self.check = check
        }

        /// Any PatternRules rule, reporting the seed's message when it fails.
        init(_ rule: some ValidationRule<String> & Sendable, message: String) {
            check = { rule.isValid($0) ? nil : message }
        }

        static let notEmpty = Rule(RequiredRule<String>(), message: "Must not be empty")

        static let validEmail = Rule(EmailRule(), message: "Must have valid email")

        /// The seed's `^\+\d+.*`, kept as a regex rule to show what it accepts.
        static let seedCountryCode = Rule(
            try! RegexRule(#"\+\d+.*"#), message: "Must have prefix country code")

        /// An assigned country calling code must start the text (`+47 11 222 333`).
        static let countryCode = Rule(check: {
            CallingCodeRule.callingCode(prefixing: $0) == nil ? "Must have prefix country code" : nil
        })
    }
}

@Suite struct SimpleValidatorSeedTests {
    typealias Rule = SimpleValidatorSeed.Rule
    let validator = SimpleValidatorSeed.Validator()

    @Test func testEmpty() {
        #expect(validator.validate(text: "a", with: [.notEmpty]) == nil)
        #expect(validator.validate(text: "", with: [.notEmpty]) != nil)
    }

    @Test func testEmail() {
        #expect(validator.validate(text: "onmyway133@gmail.com", with: [.validEmail]) == nil)
        #expect(validator.validate(text: "onmyway133", with: [.validEmail]) != nil)
        #expect(validator.validate(text: "onmyway133.com", with: [.validEmail]) != nil)
    }

    @Test(arguments: [Rule.seedCountryCode, Rule.countryCode])
    func testCountryCode(rule: Rule) {
        #expect(validator.validate(text: "+47 11 222 333", with: [rule]) == nil)
        #expect(validator.validate(text: "11 222 333", with: [rule]) != nil)
        #expect(validator.validate(text: "47 11 222 333", with: [rule]) != nil)
    }

    @Test func firstMessageWins() {
        #expect(validator.validate(text: "", with: [.notEmpty, .validEmail]) == "Must not be empty")
        #expect(validator.validate(text: "x", with: [.notEmpty, .validEmail]) == "Must have valid email")
    }

    /// `+0` and `+999 hello` pass the seed's pattern; no country has those calling codes.
    @Test func unassignedCallingCodesAreNowRejected() {
        for text in ["+0", "+999 hello"] {
            #expect(validator.validate(text: text, with: [.seedCountryCode]) == nil, "the seed accepted \(text)")
            #expect(validator.validate(text: text, with: [.countryCode]) == "Must have prefix country code")
        }
        #expect(CallingCodeRule().verdict(for: "+0") == .invalid)
        #expect(CallingCodeRule().verdict(for: "+999") == .invalid)
    }
}
