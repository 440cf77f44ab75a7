import Foundation
import PatternRulesTestSupport
import Testing

@testable import PatternRulesEngine
@testable import PatternRulesSupport

/// The exported automaton walked by `web/pattern-automaton.js` in Node answers as the library does: the
/// same verdict and the same shortest completion on every catalogue example, every prefix of it, and
/// random inputs. Skipped, with a message, where Node is not installed.
@Suite struct ExportTests {
    @Test func aPatternTheAutomatonCannotReadIsNotExported() throws {
        let error = try #require(throws: PatternError.self) { try Pattern(#"(a)\1"#).exportedAutomaton() }
        #expect(error.message.hasPrefix("the automaton cannot read this pattern exactly, so it cannot be exported"))
    }

    /// A rule set exported field by field: every field with regular checks is walked in Node and gives
    /// the verdict `RuleSet.validate` gives, on examples, their prefixes and random inputs; the others
    /// are marked server-only.
}
