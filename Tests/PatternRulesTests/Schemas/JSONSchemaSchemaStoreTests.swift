import Foundation
import PatternRulesSupport
import PatternRulesTestSupport
import Testing

@testable import PatternRules

/// Real schemas from SchemaStore with their test instances (Tests/Fixtures/json-schema-schemastore, by
/// scripts/differential/json-schema-schemastore.py --fixture): every instance gets the verdict python-jsonschema and
/// jsonschema-rs both give it.
@Suite struct JSONSchemaSchemaStoreTests {
    @Test func everyInstanceGetsTheVerdictBothReferencesGive() throws {
        guard case .array(let cases) = try JSONParser.parse(Fixtures.data("json-schema-schemastore/cases.json")) else {
            Issue.record("the cases are not an array")
            return
        }
        var (instances, disagreements, refused) = (0, [String](), [String]())
        // Valid instances the compiled program found from their bytes, of those whose schema it takes.
        var (found, programValid) = (0, 0)
        for case .object(let fields) in cases {
            guard case .string(let name)? = fields.first(where: { $0.key == "name" })?.value,
                let schemaValue = fields.first(where: { $0.key == "schema" })?.value,
                case .array(let tests)? = fields.first(where: { $0.key == "instances" })?.value
            else { continue }
            let schema: JSONSchema
            do {
                schema = try JSONSchema(json: Data(JSONSchemaSuiteTests.serialized(schemaValue).utf8))
            } catch {
                refused.append("\(name): \(error)")
                continue
            }
            for case .object(let test) in tests {
                guard let data = test.first(where: { $0.key == "data" })?.value,
                    case .bool(let valid)? = test.first(where: { $0.key == "valid" })?.value
                else { continue }
                instances += 1
                let result = schema.validate(data)
                if result.isValid != valid { disagreements.append("\(name): expected \(valid)") }
                if let program = schema.program {
                    let answer = program.answer(
                        Array(JSONSchemaSuiteTests.serialized(data).utf8), judgesFailures: true)
                    if let wrong = SchemaProgramTests.disagreement(
                        answer, with: result, verdict: schema.verdict(of: result, on: data))
                    {
                        disagreements.append("\(name): \(wrong)")
                    }
                    if valid { (found, programValid) = (found + (answer == .valid ? 1 : 0), programValid + 1) }
                }
            }
        }
        print(
            "SchemaStore: \(cases.count) schemas, \(instances) instances, \(disagreements.count) disagreements; the compiled program found \(found) of \(programValid) valid"
        )
        #expect(found * 10 > programValid * 9, "\(found) of \(programValid)")
        #expect(cases.count > 100)
        #expect(refused.isEmpty, "\(refused.prefix(5))")
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
    }
}
