import Foundation
import PatternRules
import PatternRulesTestSupport
import Testing

/// Every example number in libphonenumber's metadata (Tests/Fixtures/phone/metadata-examples.tsv, written
/// by scripts/differential/phone-examples.py from the release of our tables) is valid for its territory,
/// of its type, in national and in E.164 form.
@Suite struct PhoneMetadataExampleTests {
    struct Example: CustomStringConvertible {
        let region: String
        let callingCode: String
        let nationalPrefix: String
        let type: PhoneNumberType
        let number: String
        var description: String { "\(region) \(type) \(number)" }
    }

    /// The metadata's XML element names, as the fixture's columns and `other_examples` spell them.
    static let typesByElementName: [String: PhoneNumberType] = [
        "fixedLine": .fixedLine, "mobile": .mobile, "tollFree": .tollFree, "premiumRate": .premiumRate,
        "sharedCost": .sharedCost, "voip": .voip, "personalNumber": .personalNumber, "pager": .pager, "uan": .uan,
        "voicemail": .voicemail,
    ]

    static func examples() throws -> [Example] {
        let text = String(decoding: try Fixtures.data("phone/metadata-examples.tsv"), as: UTF8.self)
        // A `#` line names the release, then a line names the columns.
        let rows = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
            .map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        let header = rows[0].map(String.init)
        let column = { (name: String) in header.firstIndex(of: name)! }
        return rows.dropFirst().flatMap { row -> [Example] in
            var pairs = [("fixedLine", row[column("fixedLine_example")]), ("mobile", row[column("mobile_example")])]
            for other in row[column("other_examples")].split(separator: ",") {
                let parts = other.split(separator: ":")
                pairs.append((String(parts[0]), parts[1]))
            }
            return pairs.filter { !$0.1.isEmpty }.map { name, number in
                Example(
                    region: String(row[column("region")]), callingCode: String(row[column("country_code")]),
                    nationalPrefix: String(row[column("nationalPrefix")]), type: typesByElementName[name]!,
                    number: String(number))
            }
        }
    }

    @Test func everyExampleIsValidInE164FormAndClassified() throws {
        let anyRegion = PhoneNumberRule(error: BuiltinRuleError.phoneNumber)
        let examples = try Self.examples()
        #expect(examples.count == 1_141)
        var failures: [String] = []
        for example in examples {
            let match = anyRegion.match("+\(example.callingCode)\(example.number)")
            guard let number = match.number else {
                failures.append("\(example): \(match.verdict)")
                continue
            }
            if example.region != "001" && number.region != example.region && !Self.sharesRanges(example) {
                failures.append("\(example): read as \(number.region)")
            }
            if !number.type.satisfies(example.type) { failures.append("\(example): typed \(number.type)") }
        }
        #expect(failures.isEmpty, "\(failures.count) failures: \(failures.prefix(20))")
    }

    /// Regions where the national prefix and a number of this type cannot be written together.
    static let prefixNotDialled: [String: Set<String>] = [
        // Colombia's prefix pattern reads `0` and a digit 3, 5, 7 or 9 as a carrier selection code
        // (`0([3579]|4(?:[14]4|56))?`), so `0` + a mobile number starting with 3 is not a mobile number;
        // mobiles are dialled without the prefix.
        "CO": ["mobile"],
        // Israel's international prefix `0(?:0|1[2-9])` takes `019…` and `015…` first: libphonenumber reads
        // `0` + these numbers (all starting 1[59]) as an international call, and so do we.
        "IL": ["premium-rate", "uan", "voicemail"],
    ]

    @Test func everyRegionalExampleIsValidNationallyWithAndWithoutItsPrefix() throws {
        var failures: [String] = []
        for example in try Self.examples() where example.region != "001" {
            let rule = try PhoneNumberRule(region: example.region, type: example.type)
            var forms = [example.number, "+\(example.callingCode) \(example.number)"]
            if Self.prefixNotDialled[example.region]?.contains(example.type.rawValue) != true {
                forms.append(example.nationalPrefix + example.number)
            }
            for written in forms {
                let match = rule.match(written)
                if match.verdict != .valid || match.number?.nationalNumber != example.number {
                    failures.append(
                        "\(example) written \(written): \(match.verdict) \(match.number?.nationalNumber ?? "")")
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failures: \(failures.prefix(20))")
    }

    /// Regions under one calling code whose ranges overlap (libphonenumber resolves them by leading
    /// digits, which it may list for the other region first): any of them is a correct reading.
    static func sharesRanges(_ example: Example) -> Bool {
        (try? PhoneNumberRule(region: example.region).match(example.number).verdict) == .valid
    }
}

extension PhoneNumberType {
    func satisfies(_ requested: PhoneNumberType) -> Bool {
        self == requested || (self == .fixedLineOrMobile && (requested == .fixedLine || requested == .mobile))
    }
}
