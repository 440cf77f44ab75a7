import Foundation
import Testing

/// docs/ARCHITECTURE.md held true: every folder, file, type and subcommand it names exists.
extension ArchitectureTests {
    /// Every folder docs/ARCHITECTURE.md names in backticks (`Engine/`, `Sources/CPCRE2`) exists.
    @Test func everyFolderTheArchitectureNamesExists() throws {
        let document = try String(
            contentsOf: Self.repository.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)
        let named = try Regex(#"`((?:Sources/)?[A-Za-z0-9_.-]+(?:/[A-Za-z0-9_.-]+)*/?)`"#)
        var folders: Set<String> = []
        for match in document.matches(of: named) {
            let text = String(match.output[1].substring ?? "")
            if text.hasPrefix("Sources/") || (text.hasSuffix("/") && text.first!.isUppercase) { folders.insert(text) }
        }
        #expect(folders.count >= 10, "\(folders)")
        // Every folder of the repository, as a path relative to its root.
        var existing: Set<String> = []
        let root = Self.repository.path + "/"
        if let walker = FileManager.default.enumerator(
            at: Self.repository.appendingPathComponent("Sources"), includingPropertiesForKeys: [.isDirectoryKey])
        {
            for case let url as URL in walker
            where (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                existing.insert(String(url.path.dropFirst(root.count)) + "/")
            }
        }
        for folder in folders {
            let wanted = folder.hasSuffix("/") ? folder : folder + "/"
            let exists =
                existing.contains { $0 == wanted || $0.hasSuffix("/" + wanted) }
                || FileManager.default.fileExists(atPath: Self.repository.appendingPathComponent(folder).path)
            #expect(exists, "docs/ARCHITECTURE.md names \(folder), which does not exist")
        }
    }

    /// docs/ARCHITECTURE.md, read once for the checks below.
    static func architecture() throws -> String {
        try String(contentsOf: repository.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)
    }

    /// Every file docs/ARCHITECTURE.md names in backticks (`LineBlocks.swift`, `Pattern+EngineChain.swift`)
    /// exists somewhere in the repository.
    @Test func everyFileTheArchitectureNamesExists() throws {
        let named = try Regex(#"`(?:[A-Za-z0-9_.+-]+/)*([A-Za-z0-9_+-]+\.(?:swift|h|js|css|md|py|toml))`"#)
        let files = Set(try Self.architecture().matches(of: named).map { String($0.output[1].substring ?? "") })
        #expect(files.count >= 10, "\(files)")
        var existing: Set<String> = []
        if let walker = FileManager.default.enumerator(at: Self.repository, includingPropertiesForKeys: nil) {
            for case let url as URL in walker where !url.path.contains("/.build") {
                existing.insert(url.lastPathComponent)
            }
        }
        // The system's header the CLI's module map points at, not a file of ours.
        let system: Set<String> = ["malloc.h"]
        for file in files.sorted() where !system.contains(file) {
            let exists = existing.contains(file)
            #expect(exists, "docs/ARCHITECTURE.md names \(file), which does not exist")
        }
    }

    /// Every type docs/ARCHITECTURE.md names in backticks (`RecordValidator`, `Pattern.Cursor`) is declared
    /// in the sources, the tests or the benchmarks; Foundation's and the standard library's are listed.
    @Test func everyTypeTheArchitectureNamesIsDeclared() throws {
        let named = try Regex(#"`([A-Z][A-Za-z0-9]*)(?:\.[A-Za-z][A-Za-z0-9]*)*(?:\([^`]*\))?`"#)
        let fileName = try Regex(#"\.(?:swift|h|js|css|md|py|toml)$"#)
        let types = Set(
            try Self.architecture().matches(of: named)
                .filter { (try? fileName.firstMatch(in: String($0.output[0].substring ?? "").dropLast())) == nil }
                .map { String($0.output[1].substring ?? "") })
        // Targets, modules and traits the manifest declares are named in backticks too.
        let manifest = try String(contentsOf: Self.repository.appendingPathComponent("Package.swift"), encoding: .utf8)
        let external: Set<String> = [
            "Foundation", "NSRegularExpression", "Regex", "String", "Substring", "Sendable", "Codable", "Data",
            "URL", "NSLock", "PCRE2", "UTF8", "ICU", "JSON", "CSV", "DFA", "NFA", "API", "CLI",
        ]
        var declared: Set<String> = []
        let declaration = try Regex(#"(?:struct|enum|class|protocol|actor|typealias)\s+([A-Z][A-Za-z0-9]*)"#)
        for folder in ["Sources", "Tests", "Benchmarks/Sources", "Benchmarks/Tests", "Examples/Sources"] {
            for file in Self.swiftFiles(under: folder) {
                for match in try Self.code(of: file).matches(of: declaration) {
                    declared.insert(String(match.output[1].substring ?? ""))
                }
            }
        }
        for type in types.sorted()
        where !external.contains(type) && type.contains(where: \.isLowercase) && !manifest.contains("\"\(type)\"") {
            let isDeclared = declared.contains(type)
            #expect(isDeclared, "docs/ARCHITECTURE.md names the type \(type), which is declared nowhere")
        }
    }

    /// Every `patterns SUBCOMMAND` docs/ARCHITECTURE.md names is a subcommand, and the diagram shows the
    /// contract languages and the catalogue beside the rules.
    @Test func everySubcommandTheArchitectureNamesExistsAndTheDiagramIsWhole() throws {
        let document = try Self.architecture()
        let named = try Regex(#"`patterns ([a-z-]+)"#)
        let subcommands = Set(document.matches(of: named).map { String($0.output[1].substring ?? "") })
        let help = try Self.swiftFiles(under: "Sources/PatternRulesCLI/Parsing").map {
            try String(contentsOf: $0, encoding: .utf8)
        }.joined()
        for subcommand in subcommands.sorted() {
            let isSubcommand = help.contains("name: \"\(subcommand)\"")
            #expect(isSubcommand, "docs/ARCHITECTURE.md names patterns \(subcommand), which is no subcommand")
        }
        let diagram = try #require(document.split(separator: "```").dropFirst().first)
        for part in ["RuleSets", "JSON Schema", "Catalogue", "search", "patterns CLI", "Benchmarks"] {
            let shown = diagram.contains(part)
            #expect(shown, "the diagram leaves out \(part)")
        }
    }
}
