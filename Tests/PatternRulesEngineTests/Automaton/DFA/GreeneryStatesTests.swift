import Foundation
import PatternRulesTestSupport
import Testing

@testable import PatternRulesEngine

/// The number of states `coverage(of:)` counts is the size of the minimal automaton an independent
/// implementation builds: greenery's, whose complete automaton has a dead state exactly when ours counts
/// one (`Tests/Fixtures/languages/greenery-states.json`).
@Suite struct GreeneryStatesTests {
    struct Fixture: Decodable {
        struct Row: Decodable {
            let pattern: String
            let states: Int
        }
        let rows: [Row]
    }

    @Test func stateCountsAreGreenerys() throws {
        let fixture = try Fixtures.decode(Fixture.self, from: "languages/greenery-states.json")
        #expect(fixture.rows.count >= 50)
        for row in fixture.rows {
            let coverage = try Pattern(row.pattern).coverage(of: [])
            #expect(coverage.states.total == row.states, "\(row.pattern)")
        }
    }
}
