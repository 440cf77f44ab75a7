import Foundation
import PatternRulesSupport
import Testing

@testable import PatternRules

/// The official JSON-Schema-Test-Suite (`Tests/Fixtures/json-schema`, scripts/json-schema-suite.py): every
/// required test of drafts 4, 6, 7, 2019-09 and 2020-12, its remote documents given as references. A
/// schema the library compiles must answer every one of its tests as the suite says; a schema it refuses
/// is counted with the reason (a keyword not implemented), never validated without the keyword.
@Suite struct JSONSchemaSuiteTests {
    static let directory = Fixtures.directory.appendingPathComponent("json-schema")

    /// The remote documents, under the URIs the suite serves them at.
    static let references: [String: Data] = {
        let remotes = directory.appendingPathComponent("remotes")
        var references: [String: Data] = [:]
        let walker = FileManager.default.enumerator(at: remotes, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            guard url.pathExtension == "json", let data = try? Data(contentsOf: url) else { continue }
            let relative = url.path.replacingOccurrences(of: remotes.path + "/", with: "")
            references["http://localhost:1234/" + relative] = data
        }
        return references
    }()

    struct Group {
        let description: String
        let schema: JSONValue
        let tests: [(description: String, data: JSONValue, valid: Bool)]
    }

    static func groups(_ draft: String, _ file: String) throws -> [Group] {
        let data = try Data(contentsOf: directory.appendingPathComponent("tests/\(draft)/\(file)"))
        guard case .array(let groups) = try JSONParser.parse(data) else { return [] }
        return groups.compactMap { group in
            guard case .object(let members) = group,
                case .string(let description)? = members.first(where: { $0.key == "description" })?.value,
                let schema = members.first(where: { $0.key == "schema" })?.value,
                case .array(let tests)? = members.first(where: { $0.key == "tests" })?.value
            else { return nil }
            return Group(
                description: description, schema: schema,
                tests: tests.compactMap { test in
                    guard case .object(let fields) = test,
                        case .string(let text)? = fields.first(where: { $0.key == "description" })?.value,
                        let data = fields.first(where: { $0.key == "data" })?.value,
                        case .bool(let valid)? = fields.first(where: { $0.key == "valid" })?.value
                    else { return nil }
                    return (text, data, valid)
                })
        }
    }

    /// JSON text for a value, numbers as written.
    static func serialized(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .number(let text): text
        case .string(let text): JSONText.quoted(text)
        case .array(let items): "[" + items.map(serialized).joined(separator: ",") + "]"
        case .object(let members):
            "{" + members.map { JSONText.quoted($0.key) + ":" + serialized($0.value) }.joined(separator: ",") + "}"
        }
    }

    @Test(arguments: ["draft4", "draft6", "draft7", "draft2019-09", "draft2020-12"])
    func everyTestOfEveryCompiledSchemaPasses(draft: String) throws {
        let files = try FileManager.default.contentsOfDirectory(
            atPath: Self.directory.appendingPathComponent("tests/\(draft)").path
        )
        .filter { $0.hasSuffix(".json") }.sorted()
        var (passed, failed, refusedTests) = (0, [String](), 0)
        var refusals: [String: Int] = [:]
        let metaSchema =
            draft.hasPrefix("draft201") || draft == "draft2020-12"
            ? "https://json-schema.org/draft/\(draft.dropFirst(5))/schema"
            : "http://json-schema.org/\(draft.replacingOccurrences(of: "draft", with: "draft-0"))/schema#"
        for file in files {
            for group in try Self.groups(draft, file) {
                var text = Self.serialized(group.schema)
                // The suite's schemas name their draft when it matters; the others are read in the file's.
                if case .object(let members) = group.schema, !members.contains(where: { $0.key == "$schema" }) {
                    text =
                        "{\"$schema\":\(JSONText.quoted(metaSchema))" + (members.isEmpty ? "" : ",") + text.dropFirst()
                }
                let schema: JSONSchema
                do {
                    schema = try JSONSchema(json: Data(text.utf8), references: Self.references)
                } catch {
                    refusedTests += group.tests.count
                    refusals["\(file): \(error.message.prefix(60))", default: 0] += group.tests.count
                    continue
                }
                for test in group.tests {
                    if schema.validate(test.data).isValid == test.valid {
                        passed += 1
                    } else {
                        failed.append(
                            "\(file) / \(group.description) / \(test.description): expected \(test.valid ? "valid" : "invalid")"
                        )
                    }
                }
            }
        }
        print(
            "JSON-Schema-Test-Suite \(draft): \(passed) passed, \(failed.count) failed, \(refusedTests) tests of refused schemas \(refusals.sorted { $0.key < $1.key })"
        )
        #expect(failed.isEmpty, "\(failed.prefix(40).joined(separator: "\n"))")
    }
}
