import Foundation
import PatternRulesTestSupport
import Testing

@testable import PatternRules

/// One release of libphonenumber's metadata throughout: the generated tables (metadata, alternate formats,
/// calling codes) and every fixture generated from phonenumbers name the same release, the one the
/// generators pin (scripts/generate/phone-release.sh moves them together). A table or fixture left on
/// another release fails here.
@Suite struct PhoneMetadataReleaseTests {
    static let release = PhoneNumberRule.metadataRelease

    @Test func theTablesAreOfOneRelease() {
        #expect(PhoneAlternateFormatsTable.release == Self.release)
        #expect(CallingCodeTable.release == Self.release)
        #expect(Self.release.split(separator: ".").count == 3)
    }

    @Test(arguments: [
        "phone/libphonenumber-differential.tsv", "phone/phone-text-differential.jsonl",
        "phone/phone-short-candidates.json", "phone/metadata-examples.tsv",
    ])
    func eachGeneratedFixtureNamesTheTablesRelease(fixture: String) throws {
        let text = String(decoding: try Fixtures.data(fixture), as: UTF8.self)
        // `phonenumbers 9.0.43` and no further digit (`9.0.430` is another release).
        let named = text.ranges(of: "phonenumbers \(Self.release)").contains { range in
            text[range.upperBound...].first.map { !$0.isNumber } ?? true
        }
        #expect(named, "\(fixture): \(text.prefix(120))")
    }
}
