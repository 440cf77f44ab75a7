import Foundation
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
        // --schema's messages are spelled in the locale asked for, as --rules' are.
        let help = outcome.standardOutput.replacingOccurrences(of: "\n", with: " ").split(separator: " ").joined(
            separator: " ")
        #expect(help.contains("The language of failure messages (jsonl errors, --rules, --schema, --explain)"))
        #expect(!help.contains("whose messages are English"))
    }

    @Test(.enabled(if: Engine.isJITAvailable, "a forced JIT is refused only where the JIT runs"))
    func aForcedJITNamesThePCRE2ReleaseItRuns() throws {
        let outcome = try PatternsBinary.run(["validate", "--engine", "pcre2-jit", "--regex", "(*NOTEMPTY)a*", "a"])
        #expect(outcome.status == 2)
        let release = Engine.pcre2Version.split(separator: " ")[0]
        #expect(outcome.standardError.contains("PCRE2 \(release)'s JIT accepts the empty input that it excludes"))
    }

    @Test(.enabled(if: Engine.isJITAvailable, "the first line says the JIT is available"))
    func enginesListsEveryEngineWithTheJITStatus() throws {
        let outcome = try PatternsBinary.run(["engines"])
        #expect(outcome.status == 0)
        let names = outcome.standardOutput.split(separator: "\n").map { $0.split(separator: "\t")[0] }
        #expect(names == ["automaton", "pcre2-jit", "pcre2", "foundation"])
        #expect(outcome.standardOutput.contains("\npcre2-jit\tavailable\tPCRE2 10."))
    }

    /// `patterns version` names the phone metadata's release and PCRE2's, as the library reports them.
    @Test func versionNamesThePhoneMetadataAndPCRE2Releases() throws {
        let outcome = try PatternsBinary.run(["version"])
        #expect(outcome.status == 0)
        let lines = outcome.standardOutput.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
        #expect(lines.map { $0[0] } == ["pcre2", "libphonenumber"])
        #expect(lines[0][1] == Engine.pcre2Version)
        #expect(lines[1][1] == PhoneNumberRule.metadataRelease)
        #expect(try PatternsBinary.run(["version", "extra"]).status == 2)
    }
}
