import PatternRules
import Testing

/// `PhoneNumberRule.formatted(asYouType:)`: what a phone field shows while the user types.
@Suite struct PhoneAsYouTypeTests {
    func progression(_ rule: PhoneNumberRule, _ typed: String) -> [String] {
        typed.indices.map { rule.formatted(asYouType: String(typed[...$0])) }
    }

    @Test func groupsAsTheRegionWritesNumbers() throws {
        let gb = try PhoneNumberRule(region: "GB")
        #expect(
            progression(gb, "02079460958") == [
                "0", "02", "020", "020 7", "020 79", "020 794", "020 7946", "020 7946 0", "020 7946 09",
                "020 7946 095", "020 7946 0958",
            ])
        #expect(
            progression(gb, "+442079460958").suffix(3) == ["+44 20 7946 09", "+44 20 7946 095", "+44 20 7946 0958"])
        #expect(gb.formatted(asYouType: "00442079") == "00 44 20 79", "after the international prefix")
        #expect(gb.formatted(asYouType: "07400123456") == "07400 123456")
        #expect(try PhoneNumberRule(region: "US").formatted(asYouType: "6502530000") == "(650) 253-0000")
        #expect(try PhoneNumberRule(region: "FR").formatted(asYouType: "0123456") == "01 23 45 6")
        #expect(try PhoneNumberRule(region: "BR").formatted(asYouType: "1196123") == "(11) 96123")
        #expect(
            PhoneNumberRule(error: BuiltinRuleError.phoneNumber).formatted(asYouType: "+16502530") == "+1 650-253-0")
    }

    @Test func separatorsAreReplacedAndUnreadableInputIsLeftAlone() throws {
        let gb = try PhoneNumberRule(region: "GB")
        #expect(gb.formatted(asYouType: "020-7946.0958") == "020 7946 0958")
        #expect(gb.formatted(asYouType: "02O7") == "02O7", "a letter O: not a number, shown as typed")
        #expect(gb.formatted(asYouType: "") == "")
        #expect(
            PhoneNumberRule(error: BuiltinRuleError.phoneNumber).formatted(asYouType: "020 79") == "020 79",
            "no region to go by")
        #expect(
            try PhoneNumberRule(region: "AR").formatted(asYouType: "0111523") == "0111523",
            "a format that rewrites digits waits")
    }

    /// For every metadata example, typed nationally digit by digit: no digit is ever added, dropped or
    /// moved, and the finished text reads back as the same number.
    @Test func neverChangesTheDigitsAndReadsBack() throws {
        var failures: [String] = []
        for example in try PhoneMetadataExampleTests.examples() where example.region != "001" {
            let rule = try PhoneNumberRule(region: example.region)
            guard let number = rule.match(example.number).number else { continue }
            let typed = example.nationalPrefix + example.number
            var shown = ""
            for end in typed.indices {
                let prefix = String(typed[...end])
                shown = rule.formatted(asYouType: prefix)
                if shown.filter(\.isNumber) != prefix { failures.append("\(example): \(prefix) shown as \(shown)") }
            }
            if rule.match(shown).number?.e164 != number.e164, rule.match(typed).number?.e164 == number.e164 {
                failures.append("\(example): \(shown) does not read back")
            }
        }
        #expect(failures.isEmpty, "\(failures.count): \(failures.prefix(8))")
    }
}
