import Foundation
import PatternRulesTestSupport
import Testing

@testable import PatternRules

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

    /// libphonenumber's answers (phonenumbers 9.0.43, `Leniency.POSSIBLE`).
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
