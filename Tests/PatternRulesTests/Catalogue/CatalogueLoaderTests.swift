import Foundation
import PatternRules
import Testing

/// Bad catalogue files are reported with their file and field, all of them, never skipped.
@Suite struct CatalogueLoaderTests {
    static let valid = """
        {"id": "demo.digits", "title": "Digits", "description": "Three digits.", "pattern": "\\\\d{3}",
         "tags": ["demo"], "matching": ["123", "000", "999"], "nonMatching": ["12", "1234", "abc"],
         "incomplete": ["12"], "source": "Written here", "notes": "A test entry."}
        """

    func problems(_ files: [String: String]) throws -> [CatalogueError.Problem] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("catalogue-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for (name, text) in files {
            try Data(text.utf8).write(to: directory.appendingPathComponent(name))
        }
        do {
            _ = try PatternCatalogue(directory: directory)
            return []
        } catch {
            return error.problems
        }
    }

    func replacing(_ old: String, with new: String) -> String {
        Self.valid.replacingOccurrences(of: old, with: new)
    }

    @Test func aValidEntryLoads() throws {
        #expect(try problems(["demo.digits.json": Self.valid]).isEmpty)
    }

    @Test func missingFieldAndUnknownKey() throws {
        let found = try problems([
            "demo.digits.json": replacing(#""source": "Written here", "#, with: #""sauce": 1, "#)
        ])
        #expect(found.contains { $0.file == "demo.digits.json" && $0.field == "source" && $0.message == "missing" })
        #expect(found.contains { $0.field == "sauce" && $0.message.hasPrefix("unknown key") })
    }

    @Test func patternThatDoesNotCompileNamesTheOffset() throws {
        let found = try problems(["demo.digits.json": replacing(#""\\d{3}""#, with: #""(\\d{3}""#)])
        let problem = try #require(found.first)
        #expect(problem.field == "pattern")
        #expect(problem.message.hasPrefix("does not compile: missing closing parenthesis at offset 6"))
    }

    /// Loading checks structure; examples are `patterns check`'s job, so that a catalogue loads whatever
    /// engine the process is configured for (ICU reads `\d` as any script's digits).
    @Test func exampleThatContradictsThePatternLoadsAndFailsTheCheck() throws {
        let contradicting = replacing(#"["12", "1234", "abc"]"#, with: #"["12", "123", "abc"]"#)
        #expect(try problems(["demo.digits.json": contradicting]).isEmpty)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("catalogue-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(contradicting.utf8).write(to: directory.appendingPathComponent("demo.digits.json"))
        let entry = try #require(try PatternCatalogue(directory: directory).entry(id: "demo.digits"))
        let engine = Engine.isJITAvailable ? Engine.pcre2JIT : .pcre2Interpreter
        let result = CatalogueCheck.run(entry, columns: [.engine(engine)])
        #expect(result.failures == [#"demo.digits on \#(engine): differs: "123" is valid, expected not valid"#])
    }

    /// An entry may be written in JavaScript: it is read as V8 reads it, runs on the automaton, passes
    /// the check without the engines that read other dialects, and means the same in both dialects.
    @Test func anEntryInTheJavaScriptDialect() throws {
        let javaScript = #"""
            {"id": "demo.code", "title": "Code", "description": "Word characters.", "pattern": "\\w{3}",
             "dialect": "javascript", "flags": ["case-insensitive"], "tags": ["demo"],
             "matching": ["abc", "A_9", "\u212Aab"], "nonMatching": ["éab", "ab", "abcd"], "source": "Written here",
             "notes": "JavaScript's \\w is ASCII; K (U+212A) folds to k under the i flag."}
            """#
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("catalogue-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(javaScript.utf8).write(to: directory.appendingPathComponent("demo.code.json"))
        let entry = try #require(try PatternCatalogue(directory: directory).entry(id: "demo.code"))
        #expect(entry.dialect == .javascript)
        #expect(try entry.compiledPattern().engine == .automaton)
        #expect(CatalogueCheck.run(entry, columns: CatalogueCheck.Column.available).failures.isEmpty)
        #expect(EntryPortability(entry).failures.isEmpty)
        #expect(JavaScriptPortability.pattern(of: entry, in: .html) == .same)
        let wrong = javaScript.replacingOccurrences(of: #""dialect": "javascript""#, with: #""dialect": "perl""#)
        #expect(try problems(["demo.code.json": wrong]).contains { $0.field == "dialect" })
        let invalid = javaScript.replacingOccurrences(of: #"\\w{3}"#, with: #"\\a"#)
        #expect(try problems(["demo.code.json": invalid]).contains { $0.message.contains("Invalid escape") })
    }

    @Test func duplicateIdsAndMismatchedFileNames() throws {
        let found = try problems(["demo.digits.json": Self.valid, "copy.json": Self.valid])
        #expect(
            found.contains {
                $0.file == "copy.json" && $0.field == "id" && $0.message.contains("does not match the file name")
            })
    }

    @Test func invalidJSONAndTooFewExamples() throws {
        let found = try problems([
            "broken.json": "{ not json", "demo.digits.json": replacing(#"["123", "000", "999"]"#, with: #"["123"]"#),
        ])
        #expect(
            found.contains {
                $0.file == "broken.json" && $0.field == nil
                    && $0.message == "invalid JSON at line 1, column 3: expected a key in double quotes, found 'n'"
            }, "a syntax error names its line and column, as in rule sets")
        #expect(found.contains { $0.field == "matching" && $0.message == "has 1 examples; at least 3 are needed" })
    }

    @Test func undeclarableEngineAndUnknownFlag() throws {
        let found = try problems([
            "demo.digits.json": replacing(
                #""notes": "A test entry."}"#,
                with: #""notes": "A test entry.", "flags": ["shouting"], "knownDifferences": {"pcre2": "no"}}"#)
        ])
        #expect(found.contains { $0.field == "flags" && $0.message.hasPrefix("unknown flag 'shouting'") })
        #expect(found.contains { $0.field == "knownDifferences.pcre2" })
    }

    @Test func anEmptyOrMissingDirectoryIsAnError() throws {
        #expect(try problems([:]).first?.message == "no .json entries in the catalogue directory")
        #expect(throws: CatalogueError.self) {
            try PatternCatalogue(directory: URL(fileURLWithPath: "/nonexistent/catalogue"))
        }
    }
}
