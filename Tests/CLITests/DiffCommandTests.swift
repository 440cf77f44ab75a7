import Foundation
import Testing

/// `patterns diff` end to end: the relation, the shortest witnesses, JSON, exit statuses, refusals.
@Suite struct DiffCommandTests {
    @Test func aSupersetWithItsShortestWitnesses() throws {
        let outcome = try PatternsBinary.run(["diff", "--regex", "[a-c]{1,2}", "--regex", "b", "--examples", "3"])
        #expect(
            outcome.standardOutput == """
                relation: superset
                only left:
                  "a"
                  "c"
                  "aa"
                only right: none
                both:
                  "b"

                """)
        #expect(outcome.status == 1)
    }

    @Test func equalLanguagesExitZeroAndJSONHasOneObject() throws {
        let outcome = try PatternsBinary.run(["diff", "--regex", "(?:a|b)+", "--regex", "[ab]+", "--output", "json"])
        #expect(
            outcome.standardOutput
                == #"{"relation": "equal", "onlyLeft": [], "onlyRight": [], "both": ["a", "b", "aa"]}"# + "\n")
        #expect(outcome.status == 0)
    }

    @Test func operandsMixNamesAndPatternsInOrder() throws {
        let outcome = try PatternsBinary.run(["diff", "--regex", #"[^@]+@[^@]+"#, "email", "--output", "json"])
        #expect(outcome.standardOutput.hasPrefix(#"{"relation": "superset""#), "\(outcome.standardOutput)")
        let reversed = try PatternsBinary.run(["diff", "email", "--regex", #"[^@]+@[^@]+"#, "--output", "json"])
        #expect(reversed.standardOutput.hasPrefix(#"{"relation": "subset""#))
    }

    @Test(arguments: [
        (["diff", "--regex", #"(a)\1"#, "--regex", "aa"], "the automaton cannot read this pattern exactly"),
        (["diff", "phone", "email"], "the rule 'phone' is not one pattern"),
        (["diff", "email"], "compares two operands"),
        (["diff", "email", "email", "--examples", "-1"], "'--examples' takes a number"),
    ])
    func errorsExitTwoAndSayWhy(arguments: [String], message: String) throws {
        let outcome = try PatternsBinary.run(arguments)
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains(message), "\(outcome.standardError)")
        #expect(outcome.standardOutput.isEmpty)
    }
}
