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

/// The phone matcher does not parse a candidate with fewer digits than any number found with its default
/// region has: as libphonenumber, a German local-only number of two digits is still found.
@Suite struct PhoneFewestDigitsTests {
    @Test func theBoundIsTheDefaultRegionsShortestNumberOrThreeDigits() throws {
        let matcher = { (region: String) in
            PhoneMatcherCache.shared.matcher(for: try #require(PhoneMetadata.byRegion[region]), engine: nil)
        }
        #expect(PhoneTextMatcher.fewestDigits(defaultRegion: try matcher("DE")) == 2)
        #expect(PhoneTextMatcher.fewestDigits(defaultRegion: try matcher("GB")) == 3)
        #expect(PhoneTextMatcher.fewestDigits(defaultRegion: nil) == 3)
    }

    /// The bound never passes the fewest digits libphonenumber finds a number with in texts of one or
    /// two digits, in any region (Tests/Fixtures/phone/phone-short-candidates.json): a candidate the
    /// matcher skips is one libphonenumber finds nothing in.
    @Test func theBoundNeverPassesWhatLibphonenumberFinds() throws {
        struct Document: Decodable {
            let texts: Int
            let fewestDigitsFound: [String: Int?]
        }
        let document = try JSONDecoder().decode(Document.self, from: Fixtures.data("phone/phone-short-candidates.json"))
        #expect(document.texts == 430)
        #expect(document.fewestDigitsFound.count == 246)
        for (region, found) in document.fewestDigitsFound {
            let matcher = PhoneMetadata.byRegion[region].map { PhoneMatcherCache.shared.matcher(for: $0, engine: nil) }
            #expect(matcher != nil || region == "ZZ", "\(region)")
            let bound = PhoneTextMatcher.fewestDigits(defaultRegion: matcher)
            #expect(bound <= 3)
            if let found { #expect(bound <= found, "\(region): bound \(bound), libphonenumber found \(found) digits") }
        }
    }

    /// libphonenumber's answers (phonenumbers 9.0.35, `Leniency.POSSIBLE`).
    @Test func shortNumbersAreStillFoundWhereTheyCanBe() throws {
        let found = { (text: String, region: String) in
            try PhoneNumberRule(region: region).matches(in: text, leniency: .possible).map(\.utf8Range)
        }
        #expect(try found("ruf 12 an", "DE") == [4..<6])
        #expect(try found("ruf +49 12 an", "DE") == [4..<10])
        #expect(try found("call 12 now", "GB").isEmpty)
        #expect(try found("x 1 y", "DE").isEmpty)
    }
}

/// The matcher asks a territory only whether a number is valid (`validNumber`), which skips the ranges'
/// alternation that the verdict for a number still being typed needs: the answers must be
/// `evaluate`'s.
@Suite struct PhoneValidNumberTests {
    @Test func validNumberIsEvaluatesNumberInEveryTerritory() {
        var compared = 0
        for territory in PhoneMetadata.territories {
            let matcher = PhoneMatcherCache.shared.matcher(for: territory, engine: nil)
            for example in territory.ranges.map(\.example) where !example.isEmpty {
                // The example, one digit fewer, one more, and its last digit changed.
                let last = example.last.flatMap(\.wholeNumberValue) ?? 0
                let variants = [
                    example, String(example.dropLast()), example + "0", example.dropLast() + "\((last + 1) % 10)",
                ]
                for number in variants {
                    for type in [nil, PhoneNumberType.mobile, .fixedLine, .tollFree] {
                        #expect(
                            matcher.validNumber(significant: number, requiring: type)
                                == matcher.evaluate(significant: number, requiring: type).number,
                            "\(territory.region) \(number) \(type.map(String.init(describing:)) ?? "any")")
                        compared += 1
                    }
                }
            }
        }
        #expect(compared > 10_000)
    }
}
