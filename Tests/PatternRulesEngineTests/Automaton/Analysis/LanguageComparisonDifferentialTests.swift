import Foundation
import PatternRulesTestSupport
import Testing

@testable import PatternRulesEngine

/// `Pattern.compared(with:)` against an independent implementation: greenery 4.2.3's relation for each
/// pair of `Tests/Fixtures/languages/greenery-pairs.json` (scripts/differential/language-pairs.py), hand-picked and
/// random patterns over a small alphabet. Every relation must agree, and every witness must be
/// confirmed by PCRE2.
@Suite struct LanguageComparisonDifferentialTests {
    struct Pair: Decodable {
        let left: String
        let right: String
        let relation: String
    }

    @Test func everyRelationAgreesWithGreenery() throws {
        let pairs = try Fixtures.decode([Pair].self, from: "languages/greenery-pairs.json")
        #expect(pairs.count >= 400)
        var disagreements: [String] = []
        var counts: [String: Int] = [:]
        for pair in pairs {
            let comparison = try Pattern(pair.left).compared(with: Pattern(pair.right))
            counts[comparison.relation.rawValue, default: 0] += 1
            if comparison.relation.rawValue != pair.relation {
                disagreements.append(
                    "\(pair.left) vs \(pair.right): \(comparison.relation) (greenery: \(pair.relation))")
            }
            try PatternComparisonTests.expectConfirmed(comparison, pair.left, pair.right, count: 2)
        }
        print("language pairs: \(pairs.count) compared with greenery, \(counts), \(disagreements.count) disagreements")
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10).joined(separator: "\n"))")
    }
}
