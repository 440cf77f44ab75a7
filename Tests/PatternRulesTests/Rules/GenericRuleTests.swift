import Foundation
import Testing

@testable import PatternRules

@Suite struct GenericRuleTests {
    enum SignUpError: LocalizedError, Equatable {
        case required, short
        var errorDescription: String? { self == .required ? "Required!" : "Too short!" }
    }

    enum Size: Emptable {
        case none, small
        var isEmpty: Bool { self == .none }
    }

    @Test func requiredCoversStringsOptionalsCollectionsTogglesAndEmptables() {
        #expect(RequiredRule<String>().verdict(for: "") == .incomplete)
        #expect(RequiredRule<String>().isValid("x"))
        #expect(!RequiredRule<String?>().isValid(nil))
        #expect(!RequiredRule<String?>().isValid(""))
        #expect(RequiredRule<String?>().isValid("x"))
        #expect(!RequiredRule<[Int]>().isValid([]))
        #expect(RequiredRule<[Int]>().isValid([1]))
        #expect(!RequiredRule<Bool>().isValid(false))
        #expect(RequiredRule<Bool>().isValid(true))
        #expect(!RequiredRule<Size>().isValid(.none))
        #expect(RequiredRule<Size>().isValid(.small))
    }

    @Test func lengthsCountCharactersNotBytes() {
        #expect(MinLengthRule<String>(3).isValid("éüñ"))
        #expect(MinLengthRule<String>(3).verdict(for: "👍🏽x") == .incomplete)
        #expect(MaxLengthRule<String>(2).isValid("👍🏽x"))
        #expect(MaxLengthRule<String>(2).verdict(for: "abc") == .invalid)
        #expect(ExactLengthRule<String>(4).verdict(for: "123") == .incomplete)
        #expect(ExactLengthRule<String>(4).verdict(for: "1234") == .valid)
        #expect(ExactLengthRule<String>(4).verdict(for: "12345") == .invalid)
    }

    @Test func comparisonsWorkForNumbersAndDates() {
        #expect(LessThanOrEqualRule(10).isValid(10))
        #expect(!LessThanOrEqualRule(10).isValid(11))
        #expect(GreaterThanOrEqualRule(21.0).isValid(21.5))
        #expect(!GreaterThanOrEqualRule(21.0).isValid(20.9))
        let now = Date()
        #expect(LessThanOrEqualRule(now).isValid(now.addingTimeInterval(-1)))
        #expect(!LessThanOrEqualRule(now).isValid(now.addingTimeInterval(1)))
        #expect(RangeRule(1...12).isValid(12))
        #expect(RangeRule(1...12).verdict(for: 13) == .invalid)
    }

    @Test func equalReadsTheOtherFieldWhenItRuns() {
        final class Box { var password = "secret" }
        let box = Box()
        let confirm = EqualRule(to: { box.password })
        #expect(confirm.verdict(for: "sec") == .incomplete)
        #expect(confirm.verdict(for: "secret") == .valid)
        #expect(confirm.verdict(for: "secrex") == .invalid)
        box.password = "other"
        #expect(confirm.verdict(for: "secret") == .invalid)
    }

    @Test func oneOfAndCustomRules() {
        let size = OneOfRule(["S", "M", "XL"])
        #expect(size.verdict(for: "X") == .incomplete)
        #expect(size.verdict(for: "XL") == .valid)
        #expect(size.verdict(for: "Q") == .invalid)
        #expect(size.validate("Q").messages == ["Must be one of: S, M, XL."])
        let even = CustomRule<Int> { $0.isMultiple(of: 2) }
        #expect(even.isValid(4))
        #expect(even.verdict(for: 3) == .invalid)
        let noSpace = CustomRule<String>(verdict: { $0.contains(" ") ? .invalid : .valid })
        #expect(noSpace.verdict(for: "a b") == .invalid)
    }

    @Test func everyViolationIsReportedInRuleOrderWithTheGivenErrors() throws {
        let rules: [any ValidationRule<String>] = [
            RequiredRule(error: SignUpError.required),
            MinLengthRule(3, error: SignUpError.short),
            MaxLengthRule(10),
        ]
        let validation = rules.validate("")
        #expect(validation.verdict == .incomplete)
        #expect(validation.errors.count == 2)
        #expect(validation.errors.map { $0 as? SignUpError } == [.required, .short])
        #expect(validation.messages == ["Required!", "Too short!"])
        #expect(validation.errors.first?.localizedDescription == "Required!")
        #expect(rules.firstError(for: "ab") as? SignUpError == .short)
        #expect(throws: SignUpError.required) { try rules.check("") }
        try rules.check("abcd")
        #expect(rules.validate("abcdefghijkl").verdict == .invalid)
        #expect(rules.validate("abcdefghijkl").messages == ["Must be at most 10 characters long."])
    }

    @Test func compositionCombinesVerdicts() throws {
        let digits = try RegexRule("[0-9]+")
        let letters = try RegexRule("[a-z]+")
        let either = digits.or(letters)
        #expect(either.isValid("123"))
        #expect(either.isValid("abc"))
        #expect(either.verdict(for: "a1") == .invalid)
        #expect(either.validate("a1").firstError as? RuleError == .noAlternativeHolds)
        let both = RequiredRule<String>().and(MaxLengthRule(3))
        #expect(both.validate("abcd").verdict == .invalid)
        #expect(both.validate("").verdict == .incomplete)
        let notAdmin = OneOfRule(["admin"]).not()
        #expect(notAdmin.isValid("bob"))
        #expect(notAdmin.verdict(for: "admin") == .incomplete)
    }

    @Test func regexRuleReportsVerdictsAndDefaultMessage() throws {
        let zip = try RegexRule(#"\d{5}(-\d{4})?"#)
        #expect(zip.verdict(for: "1234") == .incomplete)
        #expect(zip.verdict(for: "12345") == .valid)
        #expect(zip.verdict(for: "12345-") == .incomplete)
        #expect(zip.verdict(for: "1234a") == .invalid)
        #expect(zip.validate("x").messages == ["Does not match the expected format."])
        #expect(throws: PatternError.self) { try RegexRule("(") }
    }
}
