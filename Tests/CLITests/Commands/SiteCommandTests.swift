import Foundation
import PatternRules
import Testing

/// `patterns site`: every entry gets a page whose tester answers as `patterns test` does on every prefix of
/// its examples, and the index's search finds what `patterns search` finds, both run in Node on the
/// generated files (skipped, with a message, where Node is not installed). The same checks in a real
/// browser are `scripts/ci/site-browser-test.py`.
@Suite struct SiteCommandTests {
    static func node() -> String? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            let path = "\(directory)/node"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    static func run(_ executable: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test func theSiteAnswersAsTheCommandLine() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("site-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = try PatternsBinary.run(["site", directory.path])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let list = try PatternsBinary.run(["list"]).standardOutput.split(separator: "\n").map {
            String($0.split(separator: "\t")[0])
        }
        for id in list {
            #expect(
                FileManager.default.fileExists(atPath: directory.appendingPathComponent("entries/\(id).html").path),
                "\(id)")
        }
        guard let node = Self.node() else {
            print("skipped: Node is not installed; the site's scripts are not run")
            return
        }
        // Node reads each page's embedded automaton and the index's data, as the browser would.
        let script = directory.appendingPathComponent("check.js")
        try Data(
            """
            const fs = require("fs"), path = require("path");
            const dir = process.argv[2];
            const PatternAutomaton = require(path.join(dir, "pattern-automaton.js"));
            const site = require(path.join(dir, "site.js"));
            const data = (html, id) => { const m = html.match(new RegExp('<script id="' + id + '" type="application/json">([\\\\s\\\\S]*?)</script>')); return m && JSON.parse(m[1]); };
            const out = { verdicts: {}, search: {} };
            for (const file of fs.readdirSync(path.join(dir, "entries"))) {
              const automaton = data(fs.readFileSync(path.join(dir, "entries", file), "utf8"), "automaton");
              if (automaton) out.verdicts[file.replace(/\\.html$/, "")] = PatternAutomaton.load(automaton);
            }
            const entries = data(fs.readFileSync(path.join(dir, "index.html"), "utf8"), "catalogue");
            for (const query of ["email", "postal code", "password 8", "phone", "hex", "nothing-like-this"]) out.search[query] = site.search(entries, query);
            const inputs = JSON.parse(fs.readFileSync(path.join(dir, "inputs.json"), "utf8"));
            const verdicts = {};
            for (const [id, texts] of Object.entries(inputs)) if (out.verdicts[id]) verdicts[id] = texts.map((t) => out.verdicts[id].verdict(t));
            process.stdout.write(JSON.stringify({ verdicts, search: out.search }));
            """.utf8
        ).write(to: script)
        // Every prefix of every example, as typed into the tester, and the entry's rule as `patterns test`
        // runs it.
        let catalogue = try PatternCatalogue.shipped()
        var inputs: [String: [String]] = [:]
        for entry in catalogue.entries {
            let examples = entry.matching + entry.nonMatching + entry.incomplete + entry.invalid
            inputs[entry.id] = examples.flatMap { example in (0...example.count).map { String(example.prefix($0)) } }
        }
        try JSONSerialization.data(withJSONObject: inputs).write(to: directory.appendingPathComponent("inputs.json"))
        let answer = try Self.run(node, [script.path, directory.path])
        let result = try #require(try JSONSerialization.jsonObject(with: Data(answer.utf8)) as? [String: Any])
        let verdicts = try #require(result["verdicts"] as? [String: [String]])
        #expect(verdicts.count > 50)
        var disagreements: [String] = []
        for (id, shown) in verdicts {
            let rule = try #require(catalogue.entry(id: id)).rule()
            for (text, verdict) in zip(inputs[id] ?? [], shown) where rule.verdict(for: text).rawValue != verdict {
                disagreements.append(
                    "\(id) on \(text.debugDescription): page \(verdict), patterns test \(rule.verdict(for: text))")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10).joined(separator: "\n"))")
        let search = try #require(result["search"] as? [String: [String]])
        for (query, found) in search {
            let cli = try PatternsBinary.run(["search"] + query.split(separator: " ").map(String.init)).standardOutput
                .split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
            #expect(found == cli, "search \(query)")
        }
    }
}
