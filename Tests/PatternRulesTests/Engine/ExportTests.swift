import Foundation
import Testing

@testable import PatternRules
@testable import PatternRulesEngine
@testable import PatternRulesSupport

/// The exported automaton walked by `web/pattern-automaton.js` in Node answers as the library does: the
/// same verdict and the same shortest completion on every catalogue example, every prefix of it, and
/// random inputs. Skipped, with a message, where Node is not installed.
@Suite struct ExportTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func node() -> String? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            let path = "\(directory)/node"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    /// Runs the module over `cases` (an exported automaton and its inputs each) and returns, per case,
    /// each input's verdict and completion.
    static func runModule(_ node: String, cases: [(json: String, inputs: [String])]) throws -> [[[String?]]] {
        let payload = cases.map { ["automaton": $0.json, "inputs": $0.inputs] as [String: Any] }
        let data = try runScript(
            node, payload: payload,
            body: """
                const out = payload.map(({ automaton, inputs }) => {
                  const loaded = PatternAutomaton.load(automaton);
                  return inputs.map((input) => [loaded.verdict(input), loaded.shortestCompletion(input)]);
                });
                process.stdout.write(JSON.stringify(out));
                """)
        let decoded = try JSONSerialization.jsonObject(with: data) as? [[[Any]]] ?? []
        return decoded.map { $0.map { $0.map { $0 as? String } } }
    }

    /// Runs `body` in Node with the module loaded as `PatternAutomaton` and `payload` (JSON) as
    /// `payload`; returns what it writes, and expects it to exit 0.
    static func runScript(_ node: String, payload: Any, body: String) throws -> Data {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try JSONSerialization.data(withJSONObject: payload).write(to: directory.appendingPathComponent("payload.json"))
        let module = repository.appendingPathComponent("Sources/PatternRulesCLI/Resources/web/pattern-automaton.js")
        let script = """
            const PatternAutomaton = require(\(JSONText.quoted(module.path)));
            const payload = JSON.parse(require("fs").readFileSync(process.argv[2], "utf8"));
            \(body)
            """
        try Data(script.utf8).write(to: directory.appendingPathComponent("run.js"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: node)
        process.arguments = [
            directory.appendingPathComponent("run.js").path, directory.appendingPathComponent("payload.json").path,
        ]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return data
    }

    static func prefixes(_ text: String) -> [String] {
        let scalars = Array(text.unicodeScalars)
        return (0...scalars.count).map { length in
            var prefix = ""
            prefix.unicodeScalars.append(contentsOf: scalars[..<length])
            return prefix
        }
    }

    @Test func theJavaScriptModuleAnswersAsTheLibraryOnTheCatalogue() throws {
        guard let node = Self.node() else {
            print("skipped: Node is not installed; the exported automata are not walked in JavaScript")
            return
        }
        var generator = AutomatonDifferentialTests.Generator(state: 2026)
        var cases: [(json: String, inputs: [String])] = []
        var patterns: [Pattern] = []
        for entry in try PatternCatalogue.shipped().entries where entry.rule == nil {
            guard let pattern = try? Pattern(entry.pattern, options: entry.options, engine: .automaton) else {
                continue
            }
            var inputs = (entry.matching + entry.nonMatching + entry.incomplete + entry.invalid).flatMap(Self.prefixes)
            for _ in 0..<40 { inputs.append(AutomatonDifferentialTests.input(using: &generator)) }
            cases.append((try pattern.exportedAutomaton(), inputs))
            patterns.append(pattern)
        }
        #expect(cases.count > 50)
        let answers = try Self.runModule(node, cases: cases)
        try #require(answers.count == cases.count)
        var disagreements: [String] = []
        for ((pattern, testCase), results) in zip(zip(patterns, cases), answers) {
            for (input, result) in zip(testCase.inputs, results) {
                let verdict = try pattern.verdict(for: input).rawValue
                let completion = pattern.shortestCompletion(of: input)
                if result.first ?? nil != verdict || (result.count > 1 ? result[1] : nil) != completion {
                    disagreements.append(
                        "\(pattern.source) on \(input.debugDescription): \(result) vs \(verdict) \(completion ?? "nil")"
                    )
                }
            }
        }
        print(
            "export: \(cases.count) catalogue automata, \(cases.map(\.inputs.count).reduce(0, +)) inputs walked in Node"
        )
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10).joined(separator: "\n"))")
    }

    @Test func aPatternTheAutomatonCannotReadIsNotExported() throws {
        let error = try #require(throws: PatternError.self) { try Pattern(#"(a)\1"#).exportedAutomaton() }
        #expect(error.message.hasPrefix("the automaton cannot read this pattern exactly, so it cannot be exported"))
    }

    /// A rule set exported field by field: every field with regular checks is walked in Node and gives
    /// the verdict `RuleSet.validate` gives, on examples, their prefixes and random inputs; the others
    /// are marked server-only.
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
        guard let node = Self.node() else {
            print("skipped: Node is not installed; the exported rule set is not walked in JavaScript")
            return
        }
        var generator = AutomatonDifferentialTests.Generator(state: 7)
        let seeds = [
            "a@b.co", "Ab12", "ab1234567", "free", "pro", "team", "tea", "18", "-0", "+130", "131", "9", "1",
            "-40", "-41", "-", "SW1A 1AA", "sw1a", "", "x@y", "\u{212A}", "0018",
        ]
        var inputs = seeds.flatMap(Self.prefixes)
        for _ in 0..<150 { inputs.append(AutomatonDifferentialTests.input(using: &generator)) }
        let names = fields.compactMap { $0["name"] as? String }.filter { !serverOnly.contains($0) }
        let answers = try Self.runRuleSet(node, json: exported, names: names, inputs: inputs)
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

    /// Runs `loadRuleSet` in Node: for each field in `names`, the verdict of each input.
    static func runRuleSet(_ node: String, json: String, names: [String], inputs: [String]) throws -> [[String?]] {
        let data = try runScript(
            node, payload: ["ruleSet": json, "names": names, "inputs": inputs],
            body: """
                const loaded = PatternAutomaton.loadRuleSet(payload.ruleSet);
                process.stdout.write(JSON.stringify(
                  payload.names.map((name) => payload.inputs.map((input) => loaded.verdict(name, input)))));
                """)
        let decoded = try JSONSerialization.jsonObject(with: data) as? [[Any]] ?? []
        return decoded.map { $0.map { $0 as? String } }
    }
}
