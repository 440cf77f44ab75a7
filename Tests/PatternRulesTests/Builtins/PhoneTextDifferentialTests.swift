import Foundation
import PatternRulesTestSupport
import Testing

@testable import PatternRules

/// Phone numbers in text against libphonenumber's own matcher (PyPI phonenumbers 9.0.43, the metadata
/// release of our tables) on generated prose, at each of its four leniency levels: every span, E.164
/// form and extension the same, nothing extra (Tests/Fixtures/phone/phone-text-differential.jsonl,
/// scripts/differential/phone-text.py).
@Suite struct PhoneTextDifferentialTests {
    struct Record: Decodable {
        struct Found: Decodable, Equatable, CustomStringConvertible {
            let start: Int
            let end: Int
            let e164: String
            let `extension`: String?
            /// libphonenumber's `number_type`, `nil` for a number no range holds (found at `possible`).
            var type: String? = nil

            var description: String { "\(start)..<\(end) \(e164)\(`extension`.map { " ext \($0)" } ?? "")" }
        }

        let region: String
        let leniency: String
        let text: String
        let matches: [Found]
        /// The matches at `strict-grouping` and `exact-grouping`, for a text read at `valid`.
        let grouping: [String: [Found]]?

        /// Each level the text was read at, with libphonenumber's matches there.
        var levels: [(String, [Found])] { [(leniency, matches)] + (grouping ?? [:]).sorted { $0.key < $1.key } }
    }

    @Test func everyTextHasLibphonenumbersNumbers() throws {
        let records = try Fixtures.jsonLines("phone/phone-text-differential.jsonl", as: Record.self)
        #expect(records.count == 3000)
        var rules: [String: PhoneNumberRule] = [:]
        var disagreements: [String] = []
        var numbers = 0
        var grouped = 0
        for record in records {
            let rule = try rules[record.region] ?? PhoneNumberRule(region: record.region)
            rules[record.region] = rule
            for (level, expected) in record.levels {
                let leniency = try #require(PhoneNumberLeniency(rawValue: level))
                let found = try rule.matches(in: record.text, leniency: leniency).map {
                    Record.Found(
                        start: $0.utf8Range.lowerBound, end: $0.utf8Range.upperBound, e164: $0.e164,
                        extension: $0.extensionNumber, type: $0.number?.type.rawValue)
                }
                if level == record.leniency { numbers += found.count } else { grouped += found.count }
                if found != expected {
                    disagreements.append(
                        "\(record.region) \(level) \(record.text.debugDescription): ours \(found), libphonenumber's \(expected)"
                    )
                }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count) disagreements: \(disagreements.prefix(20))")
        #expect(numbers > 3000)
        #expect(grouped > 5000, "the grouping levels' numbers")
    }

    @Test func aTypedRuleFindsExactlyTheNumbersOfItsType() throws {
        // A typed rule is libphonenumber's matcher filtered by `number_type`: no piece of a longer number,
        // no number with the space before it, at every level.
        let records = try Fixtures.jsonLines("phone/phone-text-differential.jsonl", as: Record.self)
        let types: [PhoneNumberType] = [.mobile, .fixedLine, .tollFree, .premiumRate]
        var rules: [String: PhoneNumberRule] = [:]
        var disagreements: [String] = []
        var compared = 0
        for record in records.enumerated().filter({ $0.offset % 5 == 0 }).map(\.element) {
            for type in types {
                let key = "\(record.region):\(type)"
                // A region without numbers of the type refuses the rule; its texts are compared on the others.
                guard let rule = rules[key] ?? (try? PhoneNumberRule(region: record.region, type: type)) else {
                    continue
                }
                rules[key] = rule
                for (level, all) in record.levels {
                    let leniency = try #require(PhoneNumberLeniency(rawValue: level))
                    let expected = all.filter { found in
                        found.type.flatMap(PhoneNumberType.init(rawValue:)).map { $0.satisfies(type) } ?? false
                    }
                    let found = try rule.matches(in: record.text, leniency: leniency).map {
                        Record.Found(
                            start: $0.utf8Range.lowerBound, end: $0.utf8Range.upperBound, e164: $0.e164,
                            extension: $0.extensionNumber, type: $0.number?.type.rawValue)
                    }
                    compared += expected.count
                    if found != expected {
                        disagreements.append(
                            "\(key) \(level) \(record.text.debugDescription): ours \(found), libphonenumber's \(expected)"
                        )
                    }
                }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count) disagreements: \(disagreements.prefix(20))")
        #expect(compared > 1000)
    }
}
