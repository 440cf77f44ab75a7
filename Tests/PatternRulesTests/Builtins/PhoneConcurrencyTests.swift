import Testing

@testable import PatternRules

/// Phone rules made and used on many threads at once answer as on one.
@Suite struct PhoneConcurrencyTests {
    @Test func phoneRulesMadeAndUsedConcurrently() async throws {
        let inputs = [
            "020 7946 0958", "+44 20 7946 0958", "０２０ ７９４６ ０９５８", "07400 123456 ext. 12", "030 123456",
            "+1 201 555 0123",
        ]
        let regions = ["GB", "DE", "US", "JP", "FR"]
        let expected = try regions.map { region in
            try inputs.map { try PhoneNumberRule(region: region, engine: .automaton).match($0) }
        }
        let results = try await withThrowingTaskGroup(of: (Int, [PhoneNumberMatch]).self) { group in
            for task in 0..<8 {
                group.addTask {
                    let index = task % regions.count
                    let rule = try PhoneNumberRule(region: regions[index])
                    _ = try PhoneNumberRule(region: regions[index], type: .mobile).verdict(for: inputs[0])
                    return (index, inputs.map { rule.match($0) })
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 8)
        for (index, matches) in results { #expect(matches == expected[index], "\(regions[index])") }
    }
}
