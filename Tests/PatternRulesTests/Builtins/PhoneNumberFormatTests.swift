import PatternRules
import Testing

@Suite struct PhoneNumberFormatTests {
    @Test(arguments: [
        ("GB", "020 7946 0958", "+44 20 7946 0958", "020 7946 0958"),
        ("GB", "07400123456", "+44 7400 123456", "07400 123456"),
        ("US", "6502530000", "+1 650-253-0000", "(650) 253-0000"),
        ("DE", "030 123456", "+49 30 123456", "030 123456"),
        ("FR", "0123456789", "+33 1 23 45 67 89", "01 23 45 67 89"),
        ("PT", "912345678", "+351 912 345 678", "912 345 678"),
        ("BR", "11961234567", "+55 11 96123-4567", "(11) 96123-4567"),
        ("AR", "+54 9 11 2345-6789", "+54 9 11 2345-6789", "011 15-2345-6789"),
    ])
    func writesNumbersAsTheRegionGroupsThem(region: String, typed: String, international: String, national: String)
        throws
    {
        let number = try #require(try PhoneNumberRule(region: region).match(typed).number)
        #expect(number.formatted(.international) == international)
        #expect(number.formatted(.national) == national)
        #expect(number.formatted(.e164) == number.e164)
    }

    @Test func nonGeographicNumbersAreFormattedByTheirCallingCode() throws {
        let number = try #require(PhoneNumberRule(error: BuiltinRuleError.phoneNumber).match("+80012345678").number)
        #expect(number.formatted() == "+800 1234 5678")
    }

    /// Every metadata example, written out internationally and nationally, reads back as the same number:
    /// formatting never produces something the rule rejects.
    @Test func formattedExamplesReadBackAsTheSameNumber() throws {
        var failures: [String] = []
        for example in try PhoneMetadataExampleTests.examples() where example.region != "001" {
            let rule = try PhoneNumberRule(region: example.region)
            guard let number = rule.match(example.number).number else { continue }
            for style in [PhoneNumberFormat.international, .national] {
                let written = number.formatted(style)
                if rule.match(written).number?.e164 != number.e164 { failures.append("\(example) as \(written)") }
            }
        }
        #expect(failures.isEmpty, "\(failures.count): \(failures.prefix(10))")
    }
}
