import Foundation
import PatternRules
import PatternRulesSupport

extension CommandLineTool {
    /// The environment variable that points the CLI at another catalogue directory.
    static let catalogueVariable = "PATTERNRULES_CATALOGUE"

    /// The catalogue: `$PATTERNRULES_CATALOGUE` when set, else the one shipped with the library.
    ///
    /// - Throws: ``CatalogueError`` with every problem, each with its file and field.
    func catalogue() throws -> PatternCatalogue {
        if let path = EnvironmentVariable.value(of: Self.catalogueVariable), !path.isEmpty {
            return try PatternCatalogue(directory: URL(fileURLWithPath: path, isDirectory: true))
        }
        return try PatternCatalogue.shipped()
    }

    /// The entry with `id`, or a usage error naming the id.
    func catalogueEntry(_ id: String) throws -> CatalogueEntry {
        guard let entry = try catalogue().entry(id: id) else {
            throw UsageError("unknown catalogue id '\(id)' (see 'patterns list' or 'patterns search WORDS')")
        }
        return entry
    }
}
