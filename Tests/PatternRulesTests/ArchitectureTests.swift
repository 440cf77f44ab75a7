import Foundation
import Testing

/// docs/ARCHITECTURE.md kept true: the layers of the library and the CLI use only the layers below them,
/// only the engine imports CPCRE2, and every folder the document names exists. Between targets the
/// compiler refuses an arrow that runs up a layer; within the `PatternRules` target it cannot, so this
/// test does, by the names each file uses.
@Suite struct ArchitectureTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The layers inside the `PatternRules` target, lowest first; a layer may use its own types and those
    /// of lower ranks (the engine and Support are targets below them all).
    /// `Generated/` holds the built-in rules' tables; rule sets may name catalogue entries; a JSON Schema's
    /// string locations are compared and exported in the rule sets' model.
    static let libraryLayers: [(folder: String, rank: Int)] = [
        ("Rules", 1), ("Generated", 1), ("Builtins", 2), ("Catalogue", 3), ("RuleSets", 4),
        ("Forms", 3), ("Schemas", 5), ("Compatibility", 5),
    ]

    static func swiftFiles(under folder: String) -> [URL] {
        let root = repository.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    }

    /// The file's code without comments and string literals, where a name is a use.
    static func code(of file: URL) throws -> String {
        let text = try String(contentsOf: file, encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            .map { blankingLiterals(Substring($0)) }
            .joined(separator: "\n")
    }

    /// `line` with the text of its string literals blanked (`""`) but their interpolations kept: a type
    /// named only inside `"\(TextField.safe(name))"` is still used.
    static func blankingLiterals(_ line: Substring) -> String {
        var output = ""
        var index = line.startIndex
        while index < line.endIndex {
            guard line[index] == "\"" else {
                output.append(line[index])
                index = line.index(after: index)
                continue
            }
            output += "\"\""
            index = line.index(after: index)
            // Inside the literal: escapes are skipped, an interpolation's expression is kept (its own
            // literals blanked in turn), and the closing quote ends it.
            while index < line.endIndex, line[index] != "\"" {
                guard line[index] == "\\" else {
                    index = line.index(after: index)
                    continue
                }
                let next = line.index(after: index)
                guard next < line.endIndex, line[next] == "(" else {
                    index = next < line.endIndex ? line.index(after: next) : next
                    continue
                }
                var depth = 0
                var end = next
                var inString = false
                while end < line.endIndex {
                    let character = line[end]
                    if character == "\"" { inString.toggle() }
                    if !inString, character == "(" { depth += 1 }
                    if !inString, character == ")" {
                        depth -= 1
                        if depth == 0 { break }
                    }
                    end = line.index(after: end)
                }
                output += " " + blankingLiterals(line[line.index(after: next)..<min(end, line.endIndex)]) + " "
                index = end < line.endIndex ? line.index(after: end) : end
            }
            if index < line.endIndex { index = line.index(after: index) }
        }
        return output
    }

    /// The types declared at the top level of the files under `folder`.
    static func topLevelTypes(under folder: String) throws -> Set<String> {
        var names: Set<String> = []
        let declaration = try Regex(
            #"(?m)^(?:public |package |internal |private |fileprivate )?(?:final |indirect )?(?:struct|enum|class|protocol|typealias|actor) ([A-Z][A-Za-z0-9_]*)"#
        )
        for file in swiftFiles(under: folder) {
            for match in try code(of: file).matches(of: declaration) {
                if let name = match.output[1].substring { names.insert(String(name)) }
            }
        }
        return names
    }

    static func uses(_ name: String, in code: String) -> Bool {
        code.range(of: #"\b"# + name + #"\b"#, options: .regularExpression) != nil
    }

    /// The engine's stages, lowest first (docs/ARCHITECTURE.md): the words every stage speaks, then
    /// syntax, NFA, DFA, the programs that run (the automaton's, PCRE2's, Foundation's, side by side and
    /// blind to each other), the analyses of automata, and `Pattern/` with the chain and the registry on
    /// top. The NFA builder sits in the DFA stage: a lookahead is a product of determinised automata.
    static let engineStages: [(folder: String, rank: Int)] = [
        ("Vocabulary", 0), ("Automaton/Syntax", 1), ("Automaton/NFA", 2), ("Automaton/DFA", 3),
        ("Automaton/Runtime", 4), ("PCRE2", 4), ("Foundation", 4), ("Automaton/Analysis", 5), ("Pattern", 6),
    ]

    /// Each file under `root` that names a type declared in another layer of the same or a higher rank,
    /// but for the pairs `allowed` (a user layer, a used layer).
    static func upwardUses(
        under root: String, layers: [(folder: String, rank: Int)], allowed: Set<[String]> = []
    ) throws -> [String] {
        var violations: [String] = []
        let types = try layers.map { try ($0, topLevelTypes(under: "\(root)/\($0.folder)")) }
        for (layer, _) in types {
            for file in swiftFiles(under: "\(root)/\(layer.folder)") {
                let code = try code(of: file)
                for (other, names) in types
                where other.folder != layer.folder && other.rank >= layer.rank
                    && !allowed.contains([layer.folder, other.folder])
                {
                    for name in names where uses(name, in: code) {
                        violations.append("\(file.lastPathComponent) (\(layer.folder)) uses \(name) (\(other.folder))")
                    }
                }
            }
        }
        return violations
    }

    @Test func eachLibraryLayerUsesOnlyTheLayersBelowIt() throws {
        // Rule sets name catalogue entries, as the document says.
        let violations = try Self.upwardUses(
            under: "Sources/PatternRules", layers: Self.libraryLayers, allowed: [["RuleSets", "Catalogue"]])
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test func eachEngineStageUsesOnlyTheStagesBelowIt() throws {
        let violations = try Self.upwardUses(under: "Sources/PatternRulesEngine", layers: Self.engineStages)
        #expect(violations.isEmpty, "\(violations)")
    }

    /// Every file of the engine belongs to one stage, so that a new folder cannot sit outside the check.
    @Test func everyEngineFileBelongsToAStage() {
        let root = Self.repository.appendingPathComponent("Sources/PatternRulesEngine").path + "/"
        let files = Self.swiftFiles(under: "Sources/PatternRulesEngine")
        #expect(files.count > 100)
        for file in files {
            let path = String(file.path.dropFirst(root.count))
            let inStage = Self.engineStages.contains { path.hasPrefix($0.folder + "/") }
            #expect(inStage, "\(path) is in no stage of the engine")
        }
    }

    /// The engine's tests import the engine alone, in folders that mirror its stages; the library's tests
    /// reach the engine only through what it offers the package, never its internals (`@testable`).
    @Test func theTestTargetsKeepToTheirLayers() throws {
        let engineTests = Self.swiftFiles(under: "Tests/PatternRulesEngineTests")
        #expect(engineTests.count > 20)
        let folders = Set(Self.engineStages.map(\.folder))
        let root = Self.repository.appendingPathComponent("Tests/PatternRulesEngineTests").path + "/"
        for file in engineTests {
            let code = try Self.code(of: file)
            #expect(!code.contains("import PatternRules\n"), "\(file.lastPathComponent) imports the library")
            let folder = String(file.deletingLastPathComponent().path.dropFirst(root.count))
            let mirrors = folders.contains { $0 == folder || $0.hasPrefix(folder + "/") || folder.hasPrefix($0 + "/") }
            #expect(mirrors, "\(folder) is no folder of the engine")
        }
        for file in Self.swiftFiles(under: "Tests/PatternRulesTests") {
            let code = try Self.code(of: file)
            #expect(!code.contains("@testable import PatternRulesEngine"), "\(file.lastPathComponent)")
        }
    }

    /// The CLI's tests mirror its folders, as the other test targets mirror theirs; beside them only the
    /// end-to-end runs, the test-only engine and the support that runs the binary.
    @Test func theCLITestsMirrorTheCLIsFolders() throws {
        let manager = FileManager.default
        let sources = try manager.contentsOfDirectory(
            atPath: Self.repository.appendingPathComponent("Sources/PatternRulesCLI").path)
        let tests = try manager.contentsOfDirectory(
            atPath: Self.repository.appendingPathComponent("Tests/CLITests").path)
        let extras: Set = ["EndToEnd", "Engines", "Support"]
        for folder in tests where !folder.hasPrefix(".") {
            #expect(
                sources.contains(folder) || extras.contains(folder), "Tests/CLITests/\(folder) mirrors no CLI folder")
        }
        for folder in sources where folder != "Resources" && !folder.hasPrefix(".") {
            #expect(tests.contains(folder), "Sources/PatternRulesCLI/\(folder) has no tests folder")
        }
    }

    /// The benchmark package imports the library, Foundation and its own modules; PCRE2 itself in the one
    /// file that measures it as its users call it.
    @Test func theBenchmarksImportWhatTheArchitectureSays() throws {
        let allowed: Set<String> = [
            "Foundation", "PatternRules", "CBenchmarkSupport", "Testing", "Benchmarks", "RebarRunner",
        ]
        let importLine = try Regex(#"(?m)^\s*(?:@[A-Za-z_]+ )*import ([A-Za-z_][A-Za-z0-9_]*)"#)
        let files = Self.swiftFiles(under: "Benchmarks/Sources") + Self.swiftFiles(under: "Benchmarks/Tests")
        #expect(files.count > 10)
        for file in files {
            for match in try Self.code(of: file).matches(of: importLine) {
                let module = String(match.output[1].substring ?? "")
                let pcre2Here = module == "CPCRE2" && file.lastPathComponent == "PCRE2Adapters.swift"
                #expect(allowed.contains(module) || pcre2Here, "\(file.lastPathComponent) imports \(module)")
            }
        }
    }

    @Test func onlyTheEngineImportsCPCRE2() throws {
        for folder in ["Sources/PatternRules", "Sources/PatternRulesSupport", "Sources/PatternRulesCLI"] {
            for file in Self.swiftFiles(under: folder) where try Self.code(of: file).contains("import CPCRE2") {
                Issue.record("\(file.path) imports CPCRE2")
            }
        }
        let engineFiles = Self.swiftFiles(under: "Sources/PatternRulesEngine")
        #expect(engineFiles.contains { (try? Self.code(of: $0).contains("import CPCRE2")) == true })
    }

    /// The engine is its own target and imports only what lies below it: the compiler then refuses a
    /// name from rules, built-ins or rule sets in any engine file.
    @Test func theEngineImportsOnlyTheLayersBelowIt() throws {
        let allowed: Set<String> = ["Foundation", "CPCRE2", "CPCRE2System", "PatternRulesSupport", "Synchronization"]
        let files = Self.swiftFiles(under: "Sources/PatternRulesEngine")
        #expect(files.count > 50)
        let importLine = try Regex(#"(?m)^\s*(?:@[A-Za-z_]+ )*import ([A-Za-z_][A-Za-z0-9_]*)"#)
        for file in files {
            for match in try Self.code(of: file).matches(of: importLine) {
                let module = String(match.output[1].substring ?? "")
                #expect(allowed.contains(module), "\(file.lastPathComponent) imports \(module)")
            }
        }
    }

    @Test func supportImportsNothingOfTheProject() throws {
        let files = Self.swiftFiles(under: "Sources/PatternRulesSupport")
        #expect(!files.isEmpty)
        for file in files {
            let code = try Self.code(of: file)
            #expect(!code.contains("import PatternRules") && !code.contains("import CPCRE2"), "\(file.path)")
        }
    }

    /// The CLI's layers, lowest first: input and output serve the pipelines (the bulk and record paths
    /// that read, validate and write), which serve the commands, search's among them; none reaches up.
    /// `Parsing/` holds the command table, which names every command, and the options they read.
    static let cliLayers: [(folder: String, rank: Int)] = [
        ("Text", 0), ("Input", 1), ("Output", 1), ("Pipelines", 2), ("Commands", 3), ("Search", 3), ("Bowtie", 3),
    ]

    @Test func eachCLILayerUsesOnlyTheLayersBelowIt() throws {
        // Search's command and the others share the command-line tool and the catalogue's access;
        // the Bowtie harness is a command's protocol.
        let violations = try Self.upwardUses(
            under: "Sources/PatternRulesCLI", layers: Self.cliLayers,
            allowed: [
                ["Search", "Commands"], ["Commands", "Search"], ["Commands", "Bowtie"], ["Bowtie", "Commands"],
            ])
        #expect(violations.isEmpty, "\(violations)")
        #expect(try Self.topLevelTypes(under: "Sources/PatternRulesCLI/Pipelines").contains("BulkLineValidator"))
    }

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
