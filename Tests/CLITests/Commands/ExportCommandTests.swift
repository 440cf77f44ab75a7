import Foundation
import Testing

/// `patterns export` end to end: a pattern's automaton, a rule set field by field, and the refusals.
@Suite struct ExportCommandTests {
    static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func aCatalogueEntryExportsItsAutomaton() throws {
        let outcome = try PatternsBinary.run(["export", "color.hex"])
        #expect(outcome.status == 0)
        let document = try Self.object(outcome.standardOutput)
        #expect(document["format"] as? String == "patternrules-automaton")
        #expect(document["pattern"] as? String == "#(?:[0-9A-Fa-f]{3}){1,2}")
        let refused = try PatternsBinary.run(["export", "--regex", #"(a)\1"#])
        #expect(refused.status == 2)
        #expect(refused.standardError.contains("cannot be exported"), "\(refused.standardError)")
    }

    /// A rule set file is read in one place: export, diff and validate name the file, escaped, then the
    /// place in it, and a file that cannot be read once.
    @Test func everyCommandNamesABadRuleSetFileTheSameWay() throws {
        let folder = try TemporaryFolder.make(["bad\u{1B}[31m.json": #"{"fields": [{"name": 1}]}"#])
        let path = folder.appendingPathComponent("bad\u{1B}[31m.json").path
        // A name that holds a control character is quoted and escaped, as JSON writes it.
        let shown = "\"" + path.replacingOccurrences(of: "\u{1B}", with: "\\u001b") + "\""
        let expected = "error: \(shown): fields[0].name: expected a string, found a number\n"
        for arguments in [
            ["export", "--rules", path], ["diff", "--rules", path, path], ["validate", "--rules", path],
        ] {
            let outcome = try PatternsBinary.run(arguments, standardInput: Data())
            #expect(outcome.status == 2)
            #expect(outcome.standardError == expected, "\(arguments[0]): \(outcome.standardError)")
        }
        let missing = try PatternsBinary.run(["export", "--rules", folder.appendingPathComponent("none.json").path])
        #expect(
            missing.standardError
                == "error: cannot read the rule set \(folder.appendingPathComponent("none.json").path): No such file or directory\n"
        )
    }

    @Test func aRuleSetExportsFieldByField() throws {
        let folder = try TemporaryFolder.make([
            "signup.json": #"""
            {"name": "signup", "fields": [
              {"name": "plan", "oneOf": ["free", "pro"], "message": "Pick a plan."},
              {"name": "email", "required": true, "rule": "email"},
              {"name": "password", "required": true, "password": {"minLength": 10}}
            ]}
            """#
        ])
        let path = folder.appendingPathComponent("signup.json").path
        let outcome = try PatternsBinary.run(["export", "--rules", path])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let document = try Self.object(outcome.standardOutput)
        #expect(document["format"] as? String == "patternrules-rule-set")
        #expect(document["name"] as? String == "signup")
        let fields = try #require(document["fields"] as? [[String: Any]])
        #expect(fields.map { $0["name"] as? String } == ["plan", "email", "password"])
        #expect(fields[0]["message"] as? String == "Pick a plan.")
        #expect((fields[0]["automaton"] as? [String: Any])?["format"] as? String == "patternrules-automaton")
        let email = try #require(fields[1]["automaton"] as? [String: Any])
        #expect((email["limits"] as? [String: Int])?["maximumUTF8Length"] == 254)
        #expect(fields[2]["automaton"] == nil)
        #expect(fields[2]["serverOnly"] as? [String] == ["password policy {minLength: 10}"])
    }

    @Test(arguments: [
        (["export", "--rules", "signup.json", "email"], "takes the rule set alone"),
        (["export", "--rules", "/no/such/rules.json"], "/no/such/rules.json"),
    ])
    func refusalsExitTwoAndSayWhy(arguments: [String], message: String) throws {
        let outcome = try PatternsBinary.run(arguments)
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains(message), "\(outcome.standardError)")
        #expect(outcome.standardOutput.isEmpty)
    }
}
