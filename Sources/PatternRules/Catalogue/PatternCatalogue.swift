import Foundation

/// The curated pattern catalogue (`patterns/` in the repository, shipped as a resource of this library):
/// search it, read an entry, build a rule from it.
///
/// ```swift
/// let catalogue = try PatternCatalogue.shipped()
/// catalogue.search(["password"]).map(\.id)        // ["password.upper-lower-digit-8-15", …]
/// let rule = try catalogue.entry(id: "postal-code.gb")!.rule()
/// rule.verdict(for: "SW1A 1AA")                  // .valid
/// ```
public struct PatternCatalogue: Sendable {
    /// Every entry, sorted by id.
    public let entries: [CatalogueEntry]

    /// Loads and checks every `*.json` file of `directory`.
    ///
    /// - Throws: ``CatalogueError`` listing every problem with its file and field: unreadable or invalid
    ///   JSON, a missing field, an unknown key, a pattern that does not compile, an example that
    ///   contradicts the pattern, a duplicate id.
    public init(directory: URL) throws(CatalogueError) {
        entries = try CatalogueLoader.load(directory: directory)
    }

    /// The catalogue shipped with the library, loaded and checked once per process.
    public static func shipped() throws(CatalogueError) -> PatternCatalogue {
        try _shipped.get()
    }

    private static let _shipped = Result { () throws(CatalogueError) in try loadShipped() }

    /// Whether the catalogue in `directory` (the shipped one when `nil`) has a file for an entry `id`
    /// (``CatalogueEntry/id`` is its file's name): what a command line asks to tell an entry's id from
    /// a file's name without loading and checking every entry. The entry itself is checked when it is
    /// loaded.
    public static func hasEntryFile(id: String, in directory: URL? = nil) -> Bool {
        guard !id.isEmpty, !id.hasPrefix("."), !id.contains("/"),
            let directory = directory ?? Bundle.module.url(forResource: "patterns", withExtension: nil)
        else { return false }
        return FileManager.default.fileExists(atPath: directory.appendingPathComponent("\(id).json").path)
    }

    private static func loadShipped() throws(CatalogueError) -> PatternCatalogue {
        guard let directory = Bundle.module.url(forResource: "patterns", withExtension: nil) else {
            throw CatalogueError(problems: [
                .init(
                    file: "patterns", field: nil,
                    message: "the catalogue resource is missing from the PatternRules bundle")
            ])
        }
        return try PatternCatalogue(directory: directory)
    }

    /// The entry with `id`.
    public func entry(id: String) -> CatalogueEntry? {
        entries.first { $0.id == id }
    }

    /// Every tag in use, sorted.
    public var tags: [String] { Set(entries.flatMap(\.tags)).sorted() }

    /// The entries tagged `tag`, sorted by id.
    public func entries(tagged tag: String) -> [CatalogueEntry] {
        entries.filter { $0.tags.contains(tag) }
    }

    /// Entries where every word occurs in the id, title, description or tags (ignoring case), most
    /// relevant first: a word in the id counts 8, in the title 4, in a tag 2, in the description 1;
    /// ties by id.
    public func search(_ words: [String]) -> [CatalogueEntry] {
        let terms = words.flatMap { $0.lowercased().split(whereSeparator: \.isWhitespace).map(String.init) }
        guard !terms.isEmpty else { return [] }
        let scored = entries.compactMap { entry -> (CatalogueEntry, Int)? in
            let id = entry.id.lowercased()
            let title = entry.title.lowercased()
            let tags = entry.tags.map { $0.lowercased() }
            let description = entry.description.lowercased()
            var score = 0
            for term in terms {
                let termScore =
                    (id.contains(term) ? 8 : 0) + (title.contains(term) ? 4 : 0)
                    + (tags.contains { $0.contains(term) } ? 2 : 0) + (description.contains(term) ? 1 : 0)
                guard termScore > 0 else { return nil }
                score += termScore
            }
            return (entry, score)
        }
        return scored.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0.id < $1.0.id }.map(\.0)
    }
}
