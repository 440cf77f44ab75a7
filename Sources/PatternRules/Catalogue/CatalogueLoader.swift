import Foundation
import PatternRulesSupport

/// Reads and checks catalogue files: one JSON object per file, named after its id.
enum CatalogueLoader {
    static let requiredKeys = ["id", "title", "description", "tags", "matching", "nonMatching", "source", "notes"]
    static let optionalKeys = [
        "pattern", "dialect", "javascript", "rule", "flags", "incomplete", "invalid", "knownDifferences",
    ]
    /// What an entry may declare a difference on: the engines whose facts allow it (not those held to
    /// PCRE2, the reference), Swift Regex, and the JavaScript dialects (their readings of the text).
    static var declarableEngines: Set<String> {
        let engines = Engine.allCases.filter(\.facts.mayDeclareDifferences).map(\.rawValue)
        let dialects = Pattern.Dialect.allCases.filter { $0 != .pcre2 }.map(\.rawValue)
        return Set(engines + dialects + [CatalogueCheck.Column.swiftRegex.description])
    }
    static let minimumExamples = 3

    static func load(directory: URL) throws(CatalogueError) -> [CatalogueEntry] {
        if let problem = FileKind.directoryProblem(directory.path) {
            throw CatalogueError(problems: [
                .init(file: directory.path, field: nil, message: "cannot read the catalogue directory: \(problem)")
            ])
        }
        let files: [URL]
        do {
            // A symbolic link to the directory (the repository's `patterns`) is listed as its target.
            files = try FileManager.default.contentsOfDirectory(
                at: directory.resolvingSymlinksInPath(), includingPropertiesForKeys: nil
            )
            .filter { $0.pathExtension == "json" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
        } catch {
            throw CatalogueError(problems: [
                .init(
                    file: directory.path, field: nil,
                    message: "cannot read the catalogue directory: \(error.localizedDescription)")
            ])
        }
        var problems: [CatalogueError.Problem] = []
        var entries: [CatalogueEntry] = []
        var fileByID: [String: String] = [:]
        for file in files {
            var reader = EntryReader(file: file.lastPathComponent)
            if let entry = reader.read(try? Data(contentsOf: file)) {
                if let first = fileByID[entry.id] {
                    reader.problem("id", "duplicate id '\(entry.id)' (also in \(first))")
                } else {
                    fileByID[entry.id] = file.lastPathComponent
                    entries.append(entry)
                }
            }
            problems += reader.problems
        }
        if files.isEmpty {
            problems.append(
                .init(file: directory.path, field: nil, message: "no .json entries in the catalogue directory"))
        }
        guard problems.isEmpty else { throw CatalogueError(problems: problems) }
        return entries.sorted { $0.id < $1.id }
    }
}
