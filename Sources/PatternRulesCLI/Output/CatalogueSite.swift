import Foundation
import PatternRules
import PatternRulesSupport

/// The catalogue as a static site (`patterns site OUT_DIR`): an index with search, one page per entry
/// with a live tester that walks the entry's exported automaton in the page. Plain HTML, CSS and the
/// project's JavaScript; no server, no network, works from `file://`.
struct CatalogueSite {
    let catalogue: PatternCatalogue
    /// `web/`: the JavaScript module and the style sheet the pages use.
    let assets: URL

    func write(to directory: URL) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: directory.appendingPathComponent("entries"), withIntermediateDirectories: true)
        for asset in ["pattern-automaton.js", "site.css", "site.js"] {
            let target = directory.appendingPathComponent(asset)
            try? manager.removeItem(at: target)
            try manager.copyItem(at: assets.appendingPathComponent(asset), to: target)
        }
        try Data(index().utf8).write(to: directory.appendingPathComponent("index.html"))
        for entry in catalogue.entries {
            try Data(page(entry).utf8).write(to: directory.appendingPathComponent("entries/\(entry.id).html"))
        }
    }

    /// Text for HTML: `&`, `<`, `>` and quotes escaped.
    static func html(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }

    /// JSON inside a `<script>` element: `</` could close it, so `<` is escaped.
    static func scriptJSON(_ json: String) -> String { json.replacingOccurrences(of: "<", with: "\\u003c") }

    private func head(_ title: String, depth: String) -> String {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(Self.html(title))</title>
        <link rel="stylesheet" href="\(depth)site.css">
        </head>
        <body>

        """
    }

    func index() -> String {
        let data = catalogue.entries.map { entry in
            "{\"id\": \(JSONText.quoted(entry.id)), \"title\": \(JSONText.quoted(entry.title)), \"description\": \(JSONText.quoted(entry.description)), \"tags\": [\(entry.tags.map(JSONText.quoted).joined(separator: ", "))]}"
        }
        let items = catalogue.entries.map { entry in
            "<li data-id=\"\(Self.html(entry.id))\"><a href=\"entries/\(Self.html(entry.id)).html\"><code>\(Self.html(entry.id))</code></a> \(Self.html(entry.title))<div class=\"tags\">\(Self.html(entry.tags.joined(separator: ", ")))</div></li>"
        }
        return head("PatternRules catalogue", depth: "") + """
            <header><h1>PatternRules catalogue</h1>
            <p>\(catalogue.entries.count) validation patterns, each with a live tester that says while you type whether the input is <strong>valid</strong>, <strong>incomplete</strong> (still completable) or <strong>invalid</strong>, computed in this page by the same automaton the server runs.</p></header>
            <main>
            <label for="search">Search ids, titles, descriptions and tags</label>
            <input type="search" id="search" autocomplete="off" placeholder="email, postal code, password…">
            <p id="count" role="status" aria-live="polite"></p>
            <ul class="entries" id="entries">
            \(items.joined(separator: "\n"))
            </ul>
            </main>
            <script id="catalogue" type="application/json">[\(Self.scriptJSON(data.joined(separator: ",\n")))]</script>
            <script src="site.js"></script>
            <script>PatternRulesSite.index();</script>
            </body>
            </html>

            """
    }

    func page(_ entry: CatalogueEntry) -> String {
        let pattern = entry.pattern.isEmpty ? nil : try? entry.compiledPattern()
        let automaton = pattern.flatMap { try? ExportedAutomaton.json(of: $0, rule: entry.rule) }
        var examples: [String] = []
        for (kind, list) in [
            ("matching", entry.matching), ("not matching", entry.nonMatching), ("incomplete", entry.incomplete),
            ("invalid", entry.invalid),
        ] {
            for example in list {
                let verdict = (try? entry.rule(engine: nil).verdict(for: example))?.rawValue ?? "n/a"
                examples.append(
                    "<tr><td><code>\(Self.html(example))</code></td><td>\(kind)</td><td><span class=\"verdict \(verdict)\">\(verdict)</span></td></tr>"
                )
            }
        }
        let risk = BacktrackingReport.line(for: entry)
        let swiftRule = SwiftLiteral.patternDeclaration(entry)
        let javascript =
            "const automaton = PatternAutomaton.load(exportedJSON);  // patterns export \(entry.id)\nautomaton.verdict(text);"
        let tester =
            automaton.map { json in
                """
                <section aria-labelledby="tester-title"><h2 id="tester-title">Try it</h2>
                <label for="tester">Type an input</label>
                <input type="text" id="tester" class="mono" autocomplete="off" spellcheck="false">
                <div id="result" role="status" aria-live="polite"><span class="verdict incomplete">incomplete</span></div>
                <p id="completion"></p>
                <p class="note">A text field holds one line: the browser drops a line break typed or pasted here. An input with one is checked by the same walker through <code>PatternAutomaton.load(…).verdict(text)</code>, as this page's own script does for every example.</p>
                </section>
                <script id="automaton" type="application/json">\(Self.scriptJSON(json))</script>
                """
            }
            ?? "<section><h2>Try it</h2><p>This entry has no exact automaton for the browser (\(Self.html(entry.rule.map { "the built-in rule \($0)" } ?? "the automaton does not read the pattern"))); the server runs it on PCRE2.</p></section>"
        let portability = EntryPortability(entry)
        return head("\(entry.id): \(entry.title)", depth: "../") + """
            <nav><a href="../index.html">← All patterns</a></nav>
            <main>
            <h1><code>\(Self.html(entry.id))</code> \(Self.html(entry.title))</h1>
            <p>\(Self.html(entry.description))</p>
            \(tester)
            <h2>Pattern</h2>
            <pre><code id="pattern">\(Self.html(entry.pattern.isEmpty ? "(the built-in rule \(entry.rule ?? ""))" : entry.pattern))</code></pre>
            \(entry.flags.isEmpty ? "" : "<p>Flags: \(Self.html(entry.flags.map(\.rawValue).joined(separator: ", ")))</p>")
            <p>Source: \(Self.html(entry.source))</p>
            \(entry.notes.isEmpty ? "" : "<p>Notes: \(Self.html(entry.notes))</p>")
            <h2>In JavaScript and in &lt;input pattern&gt;</h2>
            <p>JavaScript (<code>u</code> flag, as JSON Schema reads it): \(Self.html(portability.sentence(.javascript)))</p>
            <p>The HTML <code>pattern</code> attribute (<code>v</code> flag): \(Self.html(portability.sentence(.html)))</p>
            \(entry.javaScriptPattern.map { "<pre><code id=\"javascript-form\">\(Self.html($0))</code></pre><button type=\"button\" data-copy=\"javascript-form\">Copy the JavaScript form</button>" } ?? "")
            <h2>On backtracking engines</h2>
            <p class="\(risk.hasPrefix("linear") || risk.hasPrefix("n/a") ? "" : "flaw")">\(Self.html(risk))</p>
            <h2>Copy</h2>
            <pre><code id="swift">\(Self.html(swiftRule))</code></pre><button type="button" data-copy="swift">Copy Swift</button>
            <pre><code id="javascript">\(Self.html(javascript))</code></pre><button type="button" data-copy="javascript">Copy JavaScript</button>
            <h2>Examples</h2>
            <table><thead><tr><th>input</th><th>listed as</th><th>verdict</th></tr></thead><tbody>
            \(examples.joined(separator: "\n"))
            </tbody></table>
            </main>
            <script src="../pattern-automaton.js"></script>
            <script src="../site.js"></script>
            <script>PatternRulesSite.entry();</script>
            </body>
            </html>

            """
    }
}
