import Testing

@testable import PatternRules

/// libphonenumber's grouping levels on the examples its documentation gives, and London's alternate
/// formats (the same answers PyPI phonenumbers 9.0.43 gives; the differential fixture holds thousands more).
@Suite struct PhoneGroupingTests {
    static func found(_ text: String, _ region: String, _ leniency: PhoneNumberLeniency) throws -> [String] {
        try PhoneNumberRule(region: region).matches(in: text, leniency: leniency).map { match in
            String(decoding: Array(text.utf8)[match.utf8Range], as: UTF8.self)
        }
    }

    @Test func aBrokenGroupFailsStrictAndAnUnformattedOneFailsExact() throws {
        let text = "Call 650 253 0000 or 650 2530000 or 65 02 53 00 00 or 6502530000"
        #expect(try Self.found(text, "US", .valid).count == 4)
        #expect(try Self.found(text, "US", .strictGrouping) == ["650 253 0000", "650 2530000", "6502530000"])
        #expect(try Self.found(text, "US", .exactGrouping) == ["650 253 0000", "6502530000"])
    }

    @Test func londonsAlternateFormatIsAccepted() throws {
        let text = "Ring 0207 946 0958, 020 7946 0958, 02079 460958 or 020 79 46 09 58."
        #expect(try Self.found(text, "GB", .exactGrouping) == ["0207 946 0958", "020 7946 0958"])
        #expect(try Self.found(text, "GB", .strictGrouping) == ["0207 946 0958", "020 7946 0958"])
    }

    @Test func moreThanOneSlashInTheNationalNumberIsRefused() throws {
        #expect(try Self.found("see 020/7946/0958", "GB", .valid) == ["020/7946/0958"])
        #expect(try Self.found("see 020/7946/0958", "GB", .strictGrouping).isEmpty)
    }
}
