import Foundation
import PatternRules
import PatternRulesTestSupport
import Testing

/// Our phone rules against libphonenumber's own answers (`is_valid_number_for_region`, the Python port
/// `phonenumbers` 9.0.43, the metadata release of our tables) on the 40,992 inputs of
/// `Fixtures/phone/libphonenumber-differential.tsv` (scripts/differential/phone.py): validity, and wherever
/// both say valid, the E.164 form and the number type. docs/PHONE.md lists the remaining differences.
@Suite struct PhoneDifferentialTests {
    struct Case {
        let region: String
        let input: String
        let valid: Bool
        let e164: String
        let type: String
    }

    static let cases: [Case] = {
        guard let data = try? Fixtures.data("phone/libphonenumber-differential.tsv") else { return [] }
        // A `#` line names the release that answered, then a line names the columns.
        return String(decoding: data, as: UTF8.self).split(separator: "\n").filter { !$0.hasPrefix("#") }.dropFirst()
            .map { line in
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
                return Case(
                    region: fields[0], input: fields[1], valid: fields[2] == "1", e164: fields[3], type: fields[4])
            }
    }()

    @Test func agreesWithLibphonenumber() throws {
        let cases = Self.cases
        try #require(cases.count > 20_000)
        var rules: [String: PhoneNumberRule] = [:]
        var agreeing = 0
        var e164Mismatches: [String] = []
        var typeMismatches: [String] = []
        var disagreements: [String] = []
        var bothValid = 0
        for item in cases {
            let rule = try rules[item.region] ?? PhoneNumberRule(region: item.region)
            rules[item.region] = rule
            let ours = rule.match(item.input)
            let oursValid = ours.verdict == .valid
            if oursValid == item.valid {
                agreeing += 1
            } else {
                disagreements.append(
                    "\(item.region) \(item.input): ours \(ours.verdict) \(ours.number?.e164 ?? ""), libphonenumber \(item.valid ? "valid \(item.e164)" : "invalid")"
                )
            }
            if oursValid && item.valid, let number = ours.number {
                bothValid += 1
                if number.e164 != item.e164 {
                    e164Mismatches.append("\(item.region) \(item.input): \(number.e164) vs \(item.e164)")
                }
                if number.type.rawValue != item.type {
                    typeMismatches.append("\(item.region) \(item.input): \(number.type) vs \(item.type)")
                }
            }
        }
        let agreement = Double(agreeing) / Double(cases.count)
        print(
            "phone differential: \(cases.count) cases, \(agreeing) agree (\(agreement)), \(bothValid) valid for both, \(e164Mismatches.count) E.164 and \(typeMismatches.count) type mismatches"
        )
        // 100% on this fixture; the issue's floor is 99.9%. Any disagreement is listed in the failure.
        #expect(
            agreement >= 0.999,
            "\(disagreements.count) disagreements: \(disagreements.prefix(400).joined(separator: "\n"))")
        #expect(e164Mismatches.isEmpty, "\(e164Mismatches.prefix(50))")
        #expect(typeMismatches.isEmpty, "\(typeMismatches.prefix(50))")
    }
}
