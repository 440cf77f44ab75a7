import PatternRules
import Testing

@Suite struct HelpAndEnginesTests {
    @Test func rootHelp() throws {
        for arguments in [["--help"], ["-h"], []] {
            let outcome = try PatternsBinary.run(arguments)
            #expect(outcome.status == 0)
            #expect(outcome.standardOutput.hasPrefix("OVERVIEW: Validate input with compiled patterns"))
            #expect(outcome.standardOutput.contains("\nUSAGE: patterns <subcommand>\n"))
            #expect(outcome.standardOutput.contains("\nSUBCOMMANDS:\n  validate "))
        }
    }

    @Test func validateHelp() throws {
        let outcome = try PatternsBinary.run(["validate", "--help"])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.contains("USAGE: patterns validate --regex <pattern>"))
        #expect(outcome.standardOutput.contains("\nOPTIONS:\n  --regex <pattern> "))
        #expect(try PatternsBinary.run(["help", "validate"]).standardOutput == outcome.standardOutput)
    }

    @Test(.enabled(if: Engine.isJITAvailable, "the first line says the JIT is available"))
    func enginesListsEveryEngineWithTheJITStatus() throws {
        let outcome = try PatternsBinary.run(["engines"])
        #expect(outcome.status == 0)
        let names = outcome.standardOutput.split(separator: "\n").map { $0.split(separator: "\t")[0] }
        #expect(names == ["automaton", "pcre2-jit", "pcre2", "foundation"])
        #expect(outcome.standardOutput.contains("\npcre2-jit\tavailable\tPCRE2 10."))
    }
}
