import Foundation
import PatternRulesTestSupport
import Testing

@testable import PatternRules

/// A rule set's export, walked in Node, answers as the server does field by field.
@Suite struct RuleSetExportTests {
    @Test func aRuleSetExportAnswersAsTheServerFieldByField() throws {
        let json = #"""
            {"name": "signup", "fields": [
              {"name": "email", "required": true, "rule": "email"},
              {"name": "html5", "rule": "email:html5", "maxLength": 40},
              {"name": "plan", "oneOf": ["free", "pro", "team"]},
              {"name": "age", "integer": {"min": 18, "max": 130}},
              {"name": "code", "required": true, "pattern": "[a-z]{2}\\d+", "flags": ["case-insensitive"], "minLength": 3, "maxLength": 6},
              {"name": "temperature", "integer": {"min": -40, "max": 45}, "pattern": "-?\\d+"},
              {"name": "postcode", "catalogue": "postal-code.gb"},
              {"name": "country", "rule": "calling-code"},
              {"name": "password", "required": true, "password": {"minLength": 10}},
              {"name": "confirm", "equals": "password"},
              {"name": "phone", "rule": "phone:GB"}
            ]}
            """#
        let rules = try RuleSet(json: Data(json.utf8))
        let exported = rules.exportedAutomata()
        let document = try #require(try JSONSerialization.jsonObject(with: Data(exported.utf8)) as? [String: Any])
        let fields = try #require(document["fields"] as? [[String: Any]])
        let serverOnly = fields.filter { $0["serverOnly"] != nil }.compactMap { $0["name"] as? String }
        #expect(serverOnly == ["country", "password", "confirm", "phone"])
        guard let node = NodeAutomata.node() else {
            print("skipped: Node is not installed; the exported rule set is not walked in JavaScript")
            return
        }
        var generator = SeededGenerator(state: 7)
        let seeds = [
            "a@b.co", "Ab12", "ab1234567", "free", "pro", "team", "tea", "18", "-0", "+130", "131", "9", "1",
            "-40", "-41", "-", "SW1A 1AA", "sw1a", "", "x@y", "\u{212A}", "0018",
        ]
        var inputs = seeds.flatMap(RandomInputs.prefixes)
        for _ in 0..<150 { inputs.append(RandomInputs.input(using: &generator)) }
        let names = fields.compactMap { $0["name"] as? String }.filter { !serverOnly.contains($0) }
        let answers = try NodeAutomata.runRuleSet(node, json: exported, names: names, inputs: inputs)
        var disagreements: [String] = []
        for (name, verdicts) in zip(names, answers) {
            for (input, verdict) in zip(inputs, verdicts) {
                let server = rules.validate([name: input]).fields.first { $0.name == name }?.validation.verdict
                if server?.rawValue != verdict {
                    disagreements.append(
                        "\(name) on \(input.debugDescription): \(verdict ?? "nil") vs \(String(describing: server))")
                }
            }
        }
        print("export: \(names.count) rule-set fields × \(inputs.count) inputs walked in Node")
        #expect(answers.count == names.count)
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10).joined(separator: "\n"))")
    }
}
