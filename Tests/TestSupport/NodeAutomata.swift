import Foundation
import PatternRulesSupport

/// Runs the exported automata in Node, through `web/pattern-automaton.js` as a browser would load it,
/// for the tests that hold the export to the library's own answers. `node()` is `nil` where Node is not
/// installed, and those tests say they skipped.
package enum NodeAutomata {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    package static func node() -> String? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            let path = "\(directory)/node"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    /// Runs the module over `cases` (an exported automaton and its inputs each) and returns, per case,
    /// each input's verdict and completion.
    package static func runModule(_ node: String, cases: [(json: String, inputs: [String])]) throws -> [[[String?]]] {
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
    /// `payload`; returns what it writes, or throws when Node does not exit 0.
    package static func runScript(_ node: String, payload: Any, body: String) throws -> Data {
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
        guard process.terminationStatus == 0 else { throw NodeFailure(status: process.terminationStatus) }
        return data
    }

    /// Runs `loadRuleSet` in Node: for each field in `names`, the verdict of each input.
    package static func runRuleSet(_ node: String, json: String, names: [String], inputs: [String]) throws
        -> [[String?]]
    {
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

/// Node exited with a status other than 0 (its message is on the test's standard error).
package struct NodeFailure: Error {
    package let status: Int32
}
