import PatternRules
import PatternRulesSupport

/// `patterns list [--tag TAG]`, `patterns search WORDS...`, `patterns show ID [--json]`: finding and
/// reading catalogue entries.
struct BrowseCommands {
    let tool: CommandLineTool

    func list(_ arguments: [String]) throws -> Int32 {
        guard let parsed = try tool.parse(arguments, for: .list) else { return 0 }
        let options = try ListOptions(parsed)
        let catalogue = try tool.catalogue()
        var entries = catalogue.entries
        if let tag = options.tag {
            guard catalogue.tags.contains(tag) else {
                throw UsageError("unknown tag '\(tag)' (known tags: \(catalogue.tags.joined(separator: ", ")))")
            }
            entries = catalogue.entries(tagged: tag)
        }
        printLines(entries)
        return 0
    }

    func search(_ arguments: [String]) throws -> Int32 {
        guard let parsed = try tool.parse(arguments, for: .search) else { return 0 }
        let options = try SearchOptions(parsed)
        let found = try tool.catalogue().search(options.words)
        guard !found.isEmpty else {
            tool.standardError.writeLine(
                "no entry matches " + TextField.safe("'" + options.words.joined(separator: " ") + "'"))
            return 1
        }
        printLines(found)
        return 0
    }

    func show(_ arguments: [String]) throws -> Int32 {
        guard let parsed = try tool.parse(arguments, for: .show) else { return 0 }
        let options = try EntryOptions(parsed)
        let entry = try tool.catalogueEntry(options.id)
        if options.json {
            tool.standardOutput.writeLine(Self.jsonWithBacktracking(entry))
            return 0
        }
        let out = tool.standardOutput
        // A catalogue is a user's files too: every text from it goes through TextField.
        let safe = { (text: String) in TextField.safe(text) }
        out.writeLine("\(safe(entry.id)): \(safe(entry.title))")
        out.writeLine("")
        out.writeLine(safe(entry.description))
        out.writeLine("")
        if let rule = entry.rule { out.writeLine("rule:        \(safe(rule)) (built-in)") }
        if !entry.pattern.isEmpty { out.writeLine("pattern:     \(safe(entry.pattern))") }
        if entry.dialect != .pcre2 { out.writeLine("dialect:     \(entry.dialect.rawValue)") }
        if !entry.flags.isEmpty { out.writeLine("flags:       \(entry.flags.map(\.rawValue).joined(separator: ", "))") }
        out.writeLine("tags:        \(entry.tags.map(safe).joined(separator: ", "))")
        out.writeLine("source:      \(safe(entry.source))")
        if !entry.notes.isEmpty { out.writeLine("notes:       \(safe(entry.notes))") }
        out.writeLine("backtracking: \(BacktrackingReport.line(for: entry))")
        let portability = EntryPortability(entry)
        out.writeLine("javascript:  \(safe(portability.sentence(.javascript)))")
        out.writeLine("html:        \(safe(portability.sentence(.html)))")
        if let form = entry.javaScriptPattern { out.writeLine("javascript form: \(safe(form))") }
        for (title, examples) in [
            ("matching", entry.matching), ("not matching", entry.nonMatching), ("incomplete", entry.incomplete),
        ] where !examples.isEmpty {
            out.writeLine("")
            out.writeLine("\(title):")
            for example in examples { out.writeLine("  \(safe(example))") }
        }
        if !entry.knownDifferences.isEmpty {
            out.writeLine("")
            out.writeLine("known engine differences:")
            for (engine, reason) in entry.knownDifferences.sorted(by: { $0.key < $1.key }) {
                out.writeLine("  \(safe(engine)): \(safe(reason))")
            }
        }
        return 0
    }

    /// The entry's JSON as its file gives it, with its worst case on backtracking engines added as a
    /// last member, `"backtracking"` (the object `patterns risk --output json` prints, without the
    /// measurements); none for a built-in rule that is not one pattern.
    static func jsonWithBacktracking(_ entry: CatalogueEntry) -> String {
        var text = entry.json
        while text.last?.isWhitespace == true { text.removeLast() }
        // A rule that is no pattern (phone, password) has no backtracking case to give.
        guard text.last == "}", !entry.pattern.isEmpty else { return text }
        text.removeLast()
        while text.last?.isWhitespace == true { text.removeLast() }
        let risk = BacktrackingRisk(of: entry.pattern, dialect: entry.dialect, options: entry.options)
        return text + ",\n  \"backtracking\": " + BacktrackingReport.json(risk, measurements: []) + "\n}"
    }

    private func printLines(_ entries: [CatalogueEntry]) {
        for entry in entries {
            tool.standardOutput.writeLine("\(TextField.safe(entry.id))\t\(TextField.safe(entry.title))")
        }
    }
}
