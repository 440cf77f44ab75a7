import Foundation
import PatternRules
import PatternRulesSupport

extension DiffCommand {
    /// `patterns diff --catalogue OLD_DIR NEW_DIR`: every entry of two catalogue versions, compared as
    /// languages: `unchanged`, `same language` (the text changed, the language did not), the relation
    /// with the shortest witnesses, `added` or `removed`. Exit 0 when no entry's language changed.
    func runCatalogues(_ directories: [String], examples count: Int, json: Bool) throws -> Int32 {
        guard directories.count == 2 else {
            throw UsageError("'--catalogue' compares two catalogue directories, OLD and NEW, not \(directories.count)")
        }
        let old = try PatternCatalogue(directory: URL(fileURLWithPath: directories[0], isDirectory: true))
        let new = try PatternCatalogue(directory: URL(fileURLWithPath: directories[1], isDirectory: true))
        let ids = Set(old.entries.map(\.id)).union(new.entries.map(\.id)).sorted()
        var changed = false
        var objects: [String] = []
        for id in ids {
            let outcome = try compare(old.entry(id: id), new.entry(id: id), examples: count)
            if outcome.changesLanguage { changed = true }
            if json {
                objects.append(outcome.json(id: id))
            } else {
                tool.standardOutput.writeLine("\(TextField.safe(id))\t\(outcome.summary)")
                for (label, examples) in outcome.witnesses {
                    for example in examples { tool.standardOutput.writeLine("  \(label)\t\(JSONText.quoted(example))") }
                }
            }
        }
        if json { tool.standardOutput.writeLine("[" + objects.joined(separator: ",\n ") + "]") }
        return changed ? 1 : 0
    }

    /// What happened to one entry between the two versions.
    struct EntryChange {
        var summary: String
        var relation: PatternComparison.Relation?
        var witnesses: [(String, [String])] = []
        var changesLanguage: Bool

        func json(id: String) -> String {
            var members = ["\"id\": \(JSONText.quoted(id))", "\"change\": \(JSONText.quoted(summary))"]
            for (label, examples) in witnesses {
                let key = label == "only old" ? "onlyOld" : "onlyNew"
                members.append("\"\(key)\": [" + examples.map(JSONText.quoted).joined(separator: ", ") + "]")
            }
            return "{" + members.joined(separator: ", ") + "}"
        }
    }

    private func compare(_ old: CatalogueEntry?, _ new: CatalogueEntry?, examples count: Int) throws -> EntryChange {
        guard let old else { return EntryChange(summary: "added", changesLanguage: true) }
        guard let new else { return EntryChange(summary: "removed", changesLanguage: true) }
        if old.pattern == new.pattern && old.options == new.options {
            return EntryChange(summary: "unchanged", changesLanguage: false)
        }
        let comparison: PatternComparison
        do {
            comparison = try old.compiledPattern().compared(with: new.compiledPattern())
        } catch {
            return EntryChange(summary: "changed, not comparable: \(error.message)", changesLanguage: true)
        }
        if comparison.relation == .equal {
            return EntryChange(summary: "same language", relation: .equal, changesLanguage: false)
        }
        let description =
            switch comparison.relation {
            case .subset: "looser (the new pattern accepts more)"
            case .superset: "stricter (the new pattern rejects inputs the old one accepted)"
            case .overlap: "changed (each accepts inputs the other rejects)"
            case .disjoint: "disjoint (no input is valid in both)"
            case .equal: "same language"
            }
        return EntryChange(
            summary: description, relation: comparison.relation,
            witnesses: [
                ("only old", Array(comparison.onlyLeft.prefix(count))),
                ("only new", Array(comparison.onlyRight.prefix(count))),
            ], changesLanguage: true)
    }
}
