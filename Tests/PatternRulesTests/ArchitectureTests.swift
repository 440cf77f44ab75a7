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
        ("Rules", 1), ("Generated", 1), ("Builtins", 2), ("Finders", 3), ("Catalogue", 3), ("RuleSets", 4),
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
        let allowed: Set<String> = [
            "Foundation", "CPCRE2", "CPCRE2System", "CLiteralSearch", "PatternRulesSupport", "Synchronization",
        ]
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
}
