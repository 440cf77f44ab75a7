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
        (["diff", "--rules", "--schema", "a.json", "b.json"], "each choose what is compared: give one"),
        (["diff", "--dialects", "pcre2", "--regex", "a"], "'--dialects' takes two of"),
    ])
    func errorsExitTwoAndSayWhy(arguments: [String], message: String) throws {
        let outcome = try PatternsBinary.run(arguments)
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains(message), "\(outcome.standardError)")
        #expect(outcome.standardOutput.isEmpty)
    }

    /// The shipped catalogue, as files: the "old" side of a catalogue change.
    static func shippedCatalogue() throws -> [String: String] {
        let directory = TestRepository.root.appendingPathComponent("patterns")
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where name.hasSuffix(".json") {
            files[name] = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
        }
        return files
    }

    /// A copy of the catalogue with three edits (a rewrite of the same language, a stricter pattern, a
    /// looser one) and an entry removed.
    @Test func aCatalogueChangeIsCheckedAsLanguages() throws {
        let old = try Self.shippedCatalogue()
        var new = old
        func edit(_ name: String, _ from: String, _ to: String) throws {
            let text = try #require(new[name])
            #expect(text.contains(from), "\(name) holds \(from)")
            new[name] = text.replacingOccurrences(of: from, with: to)
        }
        try edit("color.hex.json", ##""#(?:[0-9A-Fa-f]{3}){1,2}""##, ##""#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})""##)
        try edit("postal-code.de.json", #""(?!00)\\d{5}""#, #""(?!00|99)\\d{5}""#)
        try edit("password.pin-4-6.json", #""\\d{4,6}""#, #""\\d{4,8}""#)
        new["ipv6.json"] = nil
        let oldDirectory = try TemporaryFolder.make(old, prefix: "catalogue-old")
        let newDirectory = try TemporaryFolder.make(new, prefix: "catalogue-new")
        let outcome = try PatternsBinary.run([
            "diff", "--catalogue", oldDirectory.path, newDirectory.path, "--examples", "1",
        ])
        #expect(outcome.status == 1, "\(outcome.standardError)")
        let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains("color.hex\tsame language"))
        #expect(lines.contains("postal-code.de\tstricter (the new pattern rejects inputs the old one accepted)"))
        #expect(lines.contains("password.pin-4-6\tlooser (the new pattern accepts more)"))
        #expect(lines.contains("ipv6\tremoved"))
        #expect(lines.contains("  only old\t\"99000\""), "\(outcome.standardOutput)")
        #expect(lines.contains("  only new\t\"0000000\""))
        #expect(lines.filter { $0.hasSuffix("\tunchanged") }.count == old.count - 4)
        let same = try PatternsBinary.run(["diff", "--catalogue", oldDirectory.path, oldDirectory.path])
        #expect(same.status == 0)
    }

    /// A rule-set change: the stricter fields gate (exit 1), a looser-only change passes (exit 0), and
    /// every shown value is valid on one version's records and not on the other's.
    @Test func aRuleSetChangeIsCheckedFieldByField() throws {
        let old = #"{"fields": [{"name": "plan", "oneOf": ["free", "pro"]}, {"name": "age", "integer": {"min": 18}}]}"#
        let new =
            #"{"fields": [{"name": "plan", "oneOf": ["free", "pro", "team"]}, {"name": "age", "integer": {"min": 21}}]}"#
        let folder = try TemporaryFolder.make(["old.json": old, "new.json": new])
        let (oldPath, newPath) = (
            folder.appendingPathComponent("old.json").path, folder.appendingPathComponent("new.json").path
        )
        let outcome = try PatternsBinary.run(["diff", "--rules", oldPath, newPath, "--examples", "2"])
        #expect(
            outcome.standardOutput == """
                plan	looser
                  only new	"team"
                age	stricter
                  only old	"18"
                  only old	"19"

                """)
        #expect(outcome.status == 1)
        for (field, value, validOn, invalidOn) in [("plan", "team", newPath, oldPath), ("age", "18", oldPath, newPath)]
        {
            let records = try TemporaryFolder.make(["r.jsonl": #"{"\#(field)": "\#(value)"}"# + "\n"])
            let path = records.appendingPathComponent("r.jsonl").path
            let valid = try PatternsBinary.run(["validate", "--rules", validOn, path])
            let invalid = try PatternsBinary.run(["validate", "--rules", invalidOn, path])
            #expect(valid.standardOutput.hasPrefix("valid\t"), "\(valid.standardOutput)")
            #expect(!invalid.standardOutput.hasPrefix("valid\t"), "\(invalid.standardOutput)")
        }
        let looser = try PatternsBinary.run([
            "diff", "--rules", newPath, oldPath, "--output", "json", "--examples", "1",
        ])
        #expect(looser.status == 1, "age is looser but plan is stricter")
        #expect(looser.standardOutput.contains(#""name": "plan", "presence": "both", "change": "stricter""#))
        let reversedPlanOnly = try TemporaryFolder.make([
            "a.json": #"{"fields": [{"name": "plan", "oneOf": ["free"]}]}"#,
            "b.json": #"{"fields": [{"name": "plan", "oneOf": ["free", "pro"]}]}"#,
        ])
        let passes = try PatternsBinary.run([
            "diff", "--rules", reversedPlanOnly.appendingPathComponent("a.json").path,
            reversedPlanOnly.appendingPathComponent("b.json").path,
        ])
        #expect(passes.status == 0, "a looser rule set rejects nothing it accepted")
    }
}
