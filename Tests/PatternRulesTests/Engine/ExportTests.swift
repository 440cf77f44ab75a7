import Foundation
import Testing

@testable import PatternRules

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
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let payload = try JSONSerialization.data(
            withJSONObject: cases.map { ["automaton": $0.json, "inputs": $0.inputs] as [String: Any] })
        try payload.write(to: directory.appendingPathComponent("cases.json"))
        let script = """
            const PatternAutomaton = require(\(JSONText.quoted(repository.appendingPathComponent("Sources/PatternRulesCLI/Resources/web/pattern-automaton.js").path)));
            const cases = JSON.parse(require("fs").readFileSync(process.argv[2], "utf8"));
            const out = cases.map(({ automaton, inputs }) => {
              const loaded = PatternAutomaton.load(automaton);
              return inputs.map((input) => [loaded.verdict(input), loaded.shortestCompletion(input)]);
            });
            process.stdout.write(JSON.stringify(out));
            """
        try Data(script.utf8).write(to: directory.appendingPathComponent("run.js"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: node)
        process.arguments = [
            directory.appendingPathComponent("run.js").path, directory.appendingPathComponent("cases.json").path,
        ]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let decoded = try JSONSerialization.jsonObject(with: data) as? [[[Any]]] ?? []
        return decoded.map { $0.map { $0.map { $0 as? String } } }
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
}
