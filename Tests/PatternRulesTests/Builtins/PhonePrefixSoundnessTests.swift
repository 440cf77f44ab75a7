import Foundation
import PatternRules
import Testing

/// The product's first promise for phone numbers: `invalid` is never said of input that typing can
/// still make valid. Every metadata example of every type in every region, in every written form the
/// rule accepts, is typed character by character; no strict prefix may be invalid.
@Suite struct PhonePrefixSoundnessTests {
    /// International prefixes to try for a region's `00 CC …` form: the first its pattern accepts whole.
    static let internationalPrefixes = ["00", "011", "010", "0011", "001", "000", "810", "119", "002", "009", "005"]

    /// The written forms of one example: bare national, with the national prefix, `+CC`, grouped as
    /// libphonenumber formats it (both ways), the international prefix and CC, CC without `+`.
    static func forms(of example: PhoneMetadataExampleTests.Example, internationalPrefix: String?) -> [String] {
        var forms = [
            example.number, example.nationalPrefix + example.number, "+\(example.callingCode) \(example.number)",
            "+\(example.callingCode)\(example.number)", "\(example.callingCode) \(example.number)",
        ]
        if let internationalPrefix { forms.append("\(internationalPrefix) \(example.callingCode) \(example.number)") }
        let number = try? PhoneNumberRule(region: example.region).match("+\(example.callingCode)\(example.number)")
            .number
        if let number { forms += [number.formatted(.international), number.formatted(.national)] }
        return forms
    }

    @Test func noPrefixOfAnAcceptedFormIsInvalid() throws {
        var checkedForms = 0
        var checkedPrefixes = 0
        var unsound: [String] = []
        var rules: [String: PhoneNumberRule] = [:]
        let anyRegion = PhoneNumberRule(error: BuiltinRuleError.phoneNumber)
        for example in try PhoneMetadataExampleTests.examples() where example.region != "001" {
            let rule = try rules[example.region] ?? PhoneNumberRule(region: example.region)
            rules[example.region] = rule
            let idd = try Self.internationalPrefix(for: example.region)
            for form in Set(Self.forms(of: example, internationalPrefix: idd)) {
                for (label, checking) in [(example.region, rule), ("any region", anyRegion)] {
                    guard checking.verdict(for: form) == .valid else { continue }
                    checkedForms += 1
                    var prefix = ""
                    for character in form.dropLast() {
                        prefix.append(character)
                        checkedPrefixes += 1
                        if checking.verdict(for: prefix) == .invalid {
                            unsound.append("\(label): \"\(prefix)\" invalid, yet \"\(form)\" is valid")
                            break
                        }
                    }
                }
            }
        }
        #expect(checkedForms > 5_000)
        #expect(
            unsound.isEmpty,
            "\(unsound.count) unsound prefixes (\(checkedForms) forms, \(checkedPrefixes) prefixes): \(unsound.prefix(40).joined(separator: "\n"))"
        )
    }

    /// The cases, end to end: a calling code typed without `+`, a partly typed national prefix.
    @Test func reportedCasesAreIncomplete() throws {
        let gb = try PhoneNumberRule(region: "GB")
        #expect(gb.verdict(for: "4") == .incomplete)
        #expect(gb.verdict(for: "44") == .incomplete)
        #expect(gb.verdict(for: "44 20 7946 0958") == .valid)
        let hungary = try PhoneNumberRule(region: "HU")
        #expect(hungary.verdict(for: "+36 0") == .incomplete)
        #expect(hungary.verdict(for: "+36 06 20 123 4567") == .valid)
        // A carrier selection code (Brazil's `0 15`) typed before the area code, character by character.
        let brazil = try PhoneNumberRule(region: "BR")
        let withCarrier = "0 15 21 2345 6789"
        #expect(brazil.match(withCarrier).number?.e164 == "+552123456789")
        for end in withCarrier.indices.dropFirst() {
            #expect(brazil.verdict(for: String(withCarrier[..<end])) != .invalid, "\(withCarrier[..<end])")
        }
    }

    /// Validity as libphonenumber reads the digits: no dropped digit, no rewrite after `+CC`, the
    /// region's general description checked.
    @Test func validityFollowsLibphonenumbersReading() throws {
        #expect(try PhoneNumberRule(region: "DE").verdict(for: "+49 4930 123456") != .valid)
        let bermuda = try PhoneNumberRule(region: "BM")
        #expect(bermuda.verdict(for: "+1 441 412 3") == .incomplete)
        #expect(bermuda.match("412 3456").number?.e164 == "+14414123456")
        let anyRegion = PhoneNumberRule(error: BuiltinRuleError.phoneNumber)
        #expect(anyRegion.verdict(for: "+113101234") != .valid)
        #expect(try PhoneNumberRule(region: "DE").match("49 30123456").number?.e164 == "+4930123456")
    }

    static func internationalPrefix(for region: String) throws -> String? {
        let rule = try PhoneNumberRule(region: region)
        guard let example = PhoneNumberRule.exampleNumber(region: region) else { return nil }
        return internationalPrefixes.first { prefix in
            rule.verdict(for: "\(prefix) \(example.callingCode) \(example.nationalNumber)") == .valid
        }
    }
}
