import Foundation
import Testing

/// `patterns find --strategy`: how each pattern searches, in words, without reading input; and
/// `PATTERNRULES_SIMD`, which keeps the search's literal-set searcher to its portable kernel.
@Suite struct FindStrategyTests {
    @Test func eachPatternSaysHowItSearches() throws {
        let outcome = try PatternsBinary.run([
            "find", "--strategy", "--regex", "Sherlock|Watson", "--regex", "[a-z]+ing", "--regex", "^abc", "email",
            "--regex", "(?:Sherlock|Mycroft) Holmes[a-z]*",
        ])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == 5)
        #expect(
            lines[0].hasPrefix(
                "Sherlock|Watson\tautomaton: every match is one of the literals, found with no automaton run: the literal-set"
            ))
        #expect(lines[0].contains("2 literals ('Sherlock', 'Watson')"))
        #expect(lines[1].contains("a text without 'ing', which every match holds, is passed over"))
        #expect(lines[1].contains("reads every byte"))
        #expect(lines[2].contains("at the start of the text only"))
        #expect(lines[3].hasPrefix("email\tthe email finder over candidates found by automaton: every match is"))
        #expect(lines[4].contains("skips to where a match can begin with the literal-set searcher"))
    }

    @Test func theStrategyNamesTheKernelThatRuns() throws {
        let portable = try PatternsBinary.run(
            ["find", "--strategy", "--regex", "(?i)holmes", "--regex", "Holmes|Watson|Adler"],
            environment: ["PATTERNRULES_SIMD": "off"])
        #expect(portable.standardOutput.contains("the variant-pair search (portable)"))
        #expect(portable.standardOutput.contains("the literal-set searcher (portable)"))
        let engines = try PatternsBinary.run(["engines"], environment: ["PATTERNRULES_SIMD": "off"])
        #expect(engines.standardOutput.contains("search prefilters on portable: PATTERNRULES_SIMD=off"))
    }

    @Test func aSettingItDoesNotTakeIsRefusedAndStrategyReadsNoInput() throws {
        let misspelt = try PatternsBinary.run(["find", "email"], environment: ["PATTERNRULES_SIMD": "of"])
        #expect(misspelt.status == 2)
        #expect(misspelt.standardError.contains("PATTERNRULES_SIMD=of is not on, off or auto"))
        let both = try PatternsBinary.run(["find", "--strategy", "--count", "email"])
        #expect(both.status == 2)
        #expect(both.standardError.contains("'--strategy' reads no input: it cannot be given with '--count'"))
        // A pattern's text is quoted, never written raw: a line feed or an escape cannot forge output.
        let hostile = try PatternsBinary.run(["find", "--strategy", "--regex", "a\u{1B}\\[31m|b\nc"])
        #expect(hostile.status == 0, "\(hostile.standardError)")
        #expect(!hostile.standardOutput.contains("\u{1B}"))
        #expect(hostile.standardOutput.split(separator: "\n").count == 1)
    }
}
