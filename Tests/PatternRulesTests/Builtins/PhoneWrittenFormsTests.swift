import PatternRules
import Testing

/// Forms a number arrives in from a form field or a copied web page, read as libphonenumber reads them
/// (the differential fixture holds each form for every region; these pin one case each).
@Suite struct PhoneWrittenFormsTests {
    @Test(arguments: [
        "++44 20 7946 0958", "\u{200F}+44 20 7946 0958", "\u{202A}+44 20 7946 0958\u{202C}", " +44 20 7946 0958",
        "+44 20 7946 0958 ", "\u{FF0B}44 20 7946 0958", "+\u{FF14}\u{FF14} 20 7946 0958", "\u{3000}+44 20 7946 0958",
    ])
    func paddedMarkedAndFullWidthFormsAreValidForEveryRule(input: String) throws {
        #expect(PhoneNumberRule(error: BuiltinRuleError.phoneNumber).verdict(for: input) == .valid)
        #expect(try PhoneNumberRule(region: "GB").verdict(for: input) == .valid)
        #expect(try PhoneNumberRule(region: "GB").match(input).number?.e164 == "+442079460958")
    }

    @Test func aPlusAfterAnythingButSpacesAndMarksIsInvalid() throws {
        #expect(
            PhoneNumberRule(error: BuiltinRuleError.phoneNumber).verdict(for: "+ +44 20 7946 0958") == .invalid,
            "libphonenumber: not a number")
        #expect(PhoneNumberRule(error: BuiltinRuleError.phoneNumber).verdict(for: "4+4 20 7946 0958") == .invalid)
    }

    @Test func callingCodesReadFullWidthAndOtherDecimalDigits() {
        let rule = CallingCodeRule()
        #expect(rule.verdict(for: "+\u{FF11}") == .valid)
        #expect(rule.verdict(for: "\u{FF0B}44") == .valid)
        #expect(rule.verdict(for: "+\u{0664}\u{0664}") == .valid)
        #expect(rule.verdict(for: "+\u{FF13}") == .incomplete)
        #expect(rule.verdict(for: "+1a") == .invalid)
    }
}
