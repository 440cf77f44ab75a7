import Testing

@testable import PatternRulesEngine

/// Patterns compared as languages: each relation, and witnesses that PCRE2 confirms (an `only left`
/// example is valid on the left and not on the right on PCRE2's interpreter).
@Suite struct PatternComparisonTests {
    static func expectConfirmed(_ comparison: PatternComparison, _ left: String, _ right: String, count: Int = 6) throws
    {
        let leftPCRE2 = try Pattern(left, engine: .pcre2Interpreter)
        let rightPCRE2 = try Pattern(right, engine: .pcre2Interpreter)
        for example in comparison.onlyLeft.prefix(count) {
            #expect(
                try leftPCRE2.matches(example) && !rightPCRE2.matches(example), "only left \(example.debugDescription)")
        }
        for example in comparison.onlyRight.prefix(count) {
            #expect(
                try !leftPCRE2.matches(example) && rightPCRE2.matches(example), "only right \(example.debugDescription)"
            )
        }
        for example in comparison.both.prefix(count) {
            #expect(try leftPCRE2.matches(example) && rightPCRE2.matches(example), "both \(example.debugDescription)")
        }
    }

    @Test(arguments: [
        ("a+", "a+", PatternComparison.Relation.equal),
        ("(?:a|b)*", "[ab]*", .equal),
        (#"\d{3}"#, #"\d{2,4}"#, .subset),
        (#"\d{2,4}"#, #"\d{3}"#, .superset),
        ("[a-m]+", "[h-z]+", .overlap),
        ("a+", "b+", .disjoint),
        (#"\bfoo\b"#, "foo", .equal),
        ("(?i)k", "[kK]", .superset),
        ("(?=.*[0-9]).{2}", ".[0-9]|[0-9].", .equal),
    ])
    func relationsAndTheirWitnesses(left: String, right: String, relation: PatternComparison.Relation) throws {
        let comparison = try Pattern(left).compared(with: Pattern(right))
        #expect(comparison.relation == relation, "\(left) vs \(right)")
        try Self.expectConfirmed(comparison, left, right)
        #expect(comparison.onlyLeft.first(where: { _ in true }) == nil || relation != .equal)
    }

    @Test func witnessesAreShortestFirstThenInCodePointOrder() throws {
        let comparison = try Pattern("[a-c]{1,2}").compared(with: Pattern("b"))
        #expect(comparison.relation == .superset)
        #expect(Array(comparison.onlyLeft.prefix(5)) == ["a", "c", "aa", "ab", "ac"])
        #expect(Array(comparison.both) == ["b"], "a finite language ends")
        #expect(Array(comparison.onlyRight).isEmpty)
    }

    @Test func aPatternTheAutomatonCannotReadIsRefused() throws {
        let error = try #require(throws: PatternError.self) {
            try Pattern(#"(a)\1"#).compared(with: Pattern("aa"))
        }
        #expect(error.message.hasPrefix("the automaton cannot read this pattern exactly, so it cannot be compared"))
    }

    /// The examples of the documentation (the DocC article and ``PatternComparison``'s summary).
    @Test func theDocumentedExamplesHold() throws {
        let current = try Pattern(#"[a-z0-9._-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+"#)
        let proposed = try Pattern(#"[a-z0-9._+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+"#)
        let comparison = try current.compared(with: proposed)
        #expect(comparison.relation == .subset)
        #expect(Array(comparison.onlyRight.prefix(1)) == ["+@-.-"])
        #expect(Array(comparison.onlyLeft.prefix(1)) == [])
        let summary = try Pattern(#"[a-z]+@[a-z]+\.[a-z]{2,}"#).compared(with: Pattern(#"[a-z0-9]+@[a-z]+\.[a-z]{2,}"#))
        #expect(summary.relation == .subset)
        #expect(Array(summary.onlyRight.prefix(2)) == ["0@a.aa", "0@a.ab"])
    }
}
