import Foundation
import PatternRulesSupport
import PatternRulesTestSupport
import Testing

@testable import PatternRules

/// The official JSON-Schema-Test-Suite (`Tests/Fixtures/json-schema`, scripts/differential/json-schema-suite.py): every
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

    static func groups(_ draft: String, _ file: String, folder: String = "tests") throws -> [Group] {
        let data = try Data(contentsOf: directory.appendingPathComponent("\(folder)/\(draft)/\(file)"))
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
    static func serialized(_ value: JSONValue) -> String { value.text }

    /// What running a file's groups gave: the tests answered as the suite says, the others, and the tests
    /// of schemas refused (with why).
    struct Outcome {
        var passed = 0
        var failed: [String] = []
        var refused = 0
        var refusals: [String: Int] = [:]
        /// The verdict on each test, in the file's order (`nil`: the schema was refused).
        var verdicts: [Bool?] = []
        /// Valid tests the schema's compiled program found valid from their bytes, and those it left to
        /// the interpreter (it never answers for the others).
        var foundByProgram = 0
        var leftByProgram = 0
        /// Invalid tests the program found invalid itself, with a failure no typing mends.
        var invalidByProgram = 0
    }

    static func run(
        _ draft: String, _ file: String, folder: String = "tests", formats: JSONSchema.Formats = .annotation
    ) throws -> Outcome {
        let metaSchema =
            draft.hasPrefix("draft201") || draft == "draft2020-12"
            ? "https://json-schema.org/draft/\(draft.dropFirst(5))/schema"
            : "http://json-schema.org/\(draft.replacingOccurrences(of: "draft", with: "draft-0"))/schema#"
        var outcome = Outcome()
        for group in try groups(draft, file, folder: folder) {
            var text = serialized(group.schema)
            // The suite's schemas name their draft when it matters; the others are read in the file's.
            if case .object(let members) = group.schema, !members.contains(where: { $0.key == "$schema" }) {
                text = "{\"$schema\":\(JSONText.quoted(metaSchema))" + (members.isEmpty ? "" : ",") + text.dropFirst()
            }
            let schema: JSONSchema
            do {
                schema = try JSONSchema(json: Data(text.utf8), references: references, formats: formats)
            } catch {
                outcome.refused += group.tests.count
                outcome.refusals["\(file): \(error.message.prefix(60))", default: 0] += group.tests.count
                outcome.verdicts += Array(repeating: nil, count: group.tests.count)
                continue
            }
            for test in group.tests {
                let result = schema.validate(test.data)
                let valid = result.isValid
                outcome.verdicts.append(valid)
                if let program = schema.program {
                    // The program answers only what the interpreter answers, or hands over.
                    let answer = program.answer(Array(serialized(test.data).utf8), judgesFailures: true)
                    if let wrong = SchemaProgramTests.disagreement(
                        answer, with: result, verdict: schema.verdict(of: result, on: test.data))
                    {
                        outcome.failed.append("\(file) / \(group.description) / \(test.description): \(wrong)")
                    }
                    switch answer {
                    case .valid: outcome.foundByProgram += 1
                    case .fails(let failure) where failure.isFinal && failure.isDecided: outcome.invalidByProgram += 1
                    default: if valid { outcome.leftByProgram += 1 }
                    }
                }
                if valid == test.valid {
                    outcome.passed += 1
                } else {
                    outcome.failed.append(
                        "\(file) / \(group.description) / \(test.description): expected \(test.valid ? "valid" : "invalid")"
                    )
                }
            }
        }
        return outcome
    }

    static func files(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent(folder).path)
            .filter { $0.hasSuffix(".json") }.sorted()
    }

    static let drafts = ["draft4", "draft6", "draft7", "draft2019-09", "draft2020-12"]

    @Test(arguments: drafts)
    func everyTestOfEveryCompiledSchemaPasses(draft: String) throws {
        var total = Outcome()
        for file in try Self.files("tests/\(draft)") {
            let outcome = try Self.run(draft, file)
            total.passed += outcome.passed
            total.failed += outcome.failed
            total.refused += outcome.refused
            total.refusals.merge(outcome.refusals, uniquingKeysWith: +)
            total.foundByProgram += outcome.foundByProgram
            total.leftByProgram += outcome.leftByProgram
            total.invalidByProgram += outcome.invalidByProgram
        }
        print(
            "JSON-Schema-Test-Suite \(draft): \(total.passed) passed, \(total.failed.count) failed, \(total.refused) tests of refused schemas \(total.refusals.sorted { $0.key < $1.key }); the compiled program found \(total.foundByProgram) valid and \(total.invalidByProgram) invalid, left \(total.leftByProgram) valid"
        )
        #expect(total.failed.isEmpty, "\(total.failed.prefix(40).joined(separator: "\n"))")
        // The program answers for most valid tests (it takes neither `unevaluated*` nor the dynamic scope).
        #expect(total.foundByProgram > 3 * total.leftByProgram, "\(total.foundByProgram) / \(total.leftByProgram)")
    }

    /// The optional tests of ECMA-262 regexes (`pattern` and the `regex` format), patterns beyond the
    /// Basic Multilingual Plane, and big numbers: every one passes.
    @Test(arguments: drafts)
    func optionalRegexAndNumberTestsAllPass(draft: String) throws {
        for file in try Self.files("optional/\(draft)") {
            let outcome = try Self.run(draft, file, folder: "optional", formats: .assertion)
            #expect(outcome.failed.isEmpty && outcome.refused == 0, "\(outcome.failed) \(outcome.refusals)")
        }
    }

    /// The optional format tests, formats asserted: for every format, at least as many tests answered as
    /// the suite says as jsonschema-rs 0.61.2 answers (Tests/Fixtures/json-schema-reference).
    @Test(arguments: drafts)
    func formatTestsPassAtLeastAsOftenAsJsonschemaRs(draft: String) throws {
        let reference = try JSONParser.parse(Fixtures.data("json-schema-reference/jsonschema-rs-formats.json"))
        guard case .object(let files) = reference else {
            Issue.record("the reference verdicts are not an object")
            return
        }
        var summary: [String] = []
        for file in try Self.files("optional/\(draft)/format") {
            let outcome = try Self.run(draft, "format/" + file, folder: "optional", formats: .assertion)
            let key = "\(draft)/\(file.dropLast(5))"
            guard case .array(let verdicts)? = files.first(where: { $0.key == key })?.value else {
                Issue.record("no reference verdicts for \(key)")
                continue
            }
            let expected = try Self.groups(draft, "format/" + file, folder: "optional").flatMap {
                $0.tests.map(\.valid)
            }
            let referencePassed = zip(verdicts, expected).filter { $0.0 == .bool($0.1) }.count
            summary.append("\(file.dropLast(5)) \(outcome.passed)/\(expected.count) (jsonschema-rs \(referencePassed))")
            #expect(outcome.passed >= referencePassed, "\(key): \(outcome.failed.joined(separator: "\n"))")
        }
        print("JSON-Schema-Test-Suite \(draft) formats: \(summary.joined(separator: "; "))")
    }
}
