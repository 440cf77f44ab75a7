import Foundation
import PatternRulesTestSupport
import Testing

@testable import PatternRules

/// Each built-in rule's `candidatePattern`, which `patterns find` reads in its one pass to rule a line
/// out: every match the rule finds in text must hold a match of it, or a line would lose a match.
@Suite struct CandidatePatternTests {
    /// The text of each of `ranges` in `text`.
    static func texts(_ ranges: [Range<Int>], in text: String) -> [String] {
        let bytes = Array(text.utf8)
        return ranges.map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    /// Whether `pattern` matches somewhere in each of `texts`.
    static func holdsAMatch(_ pattern: Pattern, in texts: [String]) throws -> Bool {
        try texts.allSatisfy { try pattern.containsMatch(in: $0) }
    }

    @Test func everyPhoneNumberLibphonenumberFindsHoldsOne() throws {
        let records = try Fixtures.jsonLines(
            "phone/phone-text-differential.jsonl", as: PhoneTextDifferentialTests.Record.self)
        var numbers = 0
        for record in records {
            for (_, expected) in record.levels {
                let found = Self.texts(expected.map { $0.start..<$0.end }, in: record.text)
                numbers += found.count
                #expect(try Self.holdsAMatch(PhoneNumberRule.candidatePattern, in: found), "\(found)")
            }
        }
        #expect(numbers > 8000)
        #expect(try !PhoneNumberRule.candidatePattern.containsMatch(in: "no digits, not even ٫"))
        #expect(try PhoneNumberRule.candidatePattern.containsMatch(in: "٠"))
    }

    /// The phone matcher's six inner patterns are all decided by their one pass: a refused one would
    /// still be searched, but the pass is there to spare those searches.
    @Test func theInnerPatternsAreAllInTheirOnePass() throws {
        #expect(PhoneTextPatterns.innerMatchSet.refusals == [nil, nil, nil, nil, nil, nil])
        let scan = Array("020-7946 (0)".utf8).withUnsafeBufferPointer { PhoneTextPatterns.innerMatchSet.scan($0) }
        #expect((0..<6).map { scan.matches($0) } == [false, true, false, false, false, true])
    }

    @Test func everyCardIBANAndAddressFoundHoldsOne() throws {
        let text =
            "Pay DE89 3704 0044 0532 0130 00 or GB82WEST12345698765432; card 4111 1111 1111 1111, "
            + "4111111111111111, amex 3782-822463-10005 and 378282246310005; mail a@b.co, "
            + "\"ｊｏｓé@bücher.de\", x.y+z@sub.example.org."
        let cards = Self.texts(CardNumberRule().matches(in: text).map(\.utf8Range), in: text)
        #expect(cards.count == 4)
        #expect(try Self.holdsAMatch(CardNumberRule.candidatePattern, in: cards))
        let ibans = Self.texts(IBANRule().matches(in: text).map(\.utf8Range), in: text)
        #expect(ibans.count == 2)
        #expect(try Self.holdsAMatch(IBANRule.candidatePattern, in: ibans))
        for level in EmailLevel.allCases {
            let addresses = Self.texts(EmailRule(level).matches(in: text).map(\.utf8Range), in: text)
            #expect(addresses.count >= 2, "\(level)")
            #expect(try Self.holdsAMatch(EmailRule.candidatePattern, in: addresses))
        }
        // The shapes are as narrow as documented: eleven digits, or a lower-case country, hold none.
        #expect(try !CardNumberRule.candidatePattern.containsMatch(in: "4111 1111 111"))
        #expect(try !IBANRule.candidatePattern.containsMatch(in: "de89 3704"))
    }
}
