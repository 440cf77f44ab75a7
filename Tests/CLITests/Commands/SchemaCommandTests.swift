import Foundation
import Testing

/// `patterns validate --schema`: JSON Lines against a JSON Schema, every line accounted for, failures
/// with their JSON Pointers, and references only from the files given.
@Suite struct SchemaCommandTests {
    static let schema = #"""
        {"type": "object", "required": ["id"], "additionalProperties": false,
         "properties": {"id": {"type": "integer", "minimum": 1}, "owner": {"$ref": "https://example.com/person.json"}}}
        """#
    static let person = #"{"$id": "https://example.com/person.json", "type": "object", "required": ["name"]}"#

    @Test func jsonLinesWithFailuresAndReferences() throws {
        let folder = try TemporaryFolder.make(
            ["schema.json": Self.schema, "person.json": Self.person], prefix: "schema")
        let schema = folder.appendingPathComponent("schema.json").path
        let person = folder.appendingPathComponent("person.json").path
        let input = "{\"id\": 1}\n{\"id\": 0, \"owner\": {}, \"x\": 1}\nnot json\n\n[1]\n"
        let outcome = try PatternsBinary.run(
            ["validate", "--schema", schema, "--ref", "https://example.com/person.json=\(person)"],
            standardInput: Data(input.utf8))
        #expect(
            outcome.standardOutput == """
                valid\tline 1
                invalid\tline 2\t/x: The property “x” is not allowed.; /id: Must be at least 1.; /owner: The required property “name” is missing.
                error\tline 3\tinvalid JSON at column 1: unexpected 'n', expected a value
                invalid\tline 5\t"": Must be of type object, not array.

                """)
        #expect(outcome.standardError.contains("4 records: 1 valid, 0 incomplete, 2 invalid, 1 error"))
        #expect(outcome.status == 1)
        let json = try PatternsBinary.run(
            ["validate", "--schema", schema, "--ref", person, "--output", "jsonl"],
            standardInput: Data("{\"id\": 0}\n".utf8))
        #expect(
            json.standardOutput
                == #"{"line": 1, "verdict": "incomplete", "errors": [{"instanceLocation": "/id", "keywordLocation": "/properties/id/minimum", "code": "too_small", "params": {"minimum": "1"}, "message": "Must be at least 1."}]}"#
                + "\n")
    }

    /// The lines are validated on `--jobs` threads and written in input order: the output is the same
    /// for any number of jobs.
    @Test func theOutputDoesNotDependOnTheJobs() throws {
        let folder = try TemporaryFolder.make(
            ["schema.json": Self.schema, "person.json": Self.person], prefix: "schema")
        var lines = ""
        for index in 0..<20_000 {
            lines += index % 7 == 0 ? "{\"id\": 0}\n" : index % 11 == 0 ? "{\n" : "{\"id\": \(index + 1)}\n"
        }
        let arguments = [
            "validate", "--schema", folder.appendingPathComponent("schema.json").path, "--ref",
            folder.appendingPathComponent("person.json").path,
        ]
        let one = try PatternsBinary.run(arguments + ["--jobs", "1"], standardInput: Data(lines.utf8))
        let two = try PatternsBinary.run(arguments + ["--jobs", "2"], standardInput: Data(lines.utf8))
        #expect(one.standardOutput == two.standardOutput)
        #expect(one.standardOutput.split(separator: "\n").count == 20_000)
        #expect(one.standardError == two.standardError)
    }

    /// `--format json`: each file is one JSON document, however many lines it spans; an empty one is
    /// reported.
    @Test func wholeDocuments() throws {
        let folder = try TemporaryFolder.make(
            [
                "schema.json": #"{"type": "object", "required": ["id"]}"#, "one.json": "{\n  \"id\": 1\n}\n",
                "two.json": "{\"name\": 2}", "empty.json": "\n", "nothing.json": "",
            ], prefix: "schema")
        let path = { (name: String) in folder.appendingPathComponent(name).path }
        let outcome = try PatternsBinary.run([
            "validate", "--schema", path("schema.json"), "--format", "json", path("one.json"), path("two.json"),
            path("empty.json"), path("nothing.json"),
        ])
        #expect(
            outcome.standardOutput == """
                valid\t\(path("one.json")):1
                invalid\t\(path("two.json")):1\t"": The required property “id” is missing.
                error\t\(path("empty.json")):1\tinvalid JSON at line 2, column 1: unexpected end of input, expected a value
                error\t\(path("nothing.json")):1\tthe file holds no JSON document

                """)
        #expect(outcome.status == 1)
    }

    /// A schema of 1,500 `$ref`s each naming the next, and one whose levels each apply the next twice:
    /// every command that reads a schema answers them (a SIGSEGV and a 2^levels validation before).
    @Test func longReferenceChainsAndFanOutsAreAnswered() throws {
        let chain = (0..<1_500).map { ##""d\##($0)": {"$ref": "#/$defs/d\##($0 + 1)"}"## }.joined(separator: ", ")
        let twice = (0..<30).map {
            ##""d\##($0)": {"allOf": [{"$ref": "#/$defs/d\##($0 + 1)"}, {"$ref": "#/$defs/d\##($0 + 1)"}]}"##
        }.joined(separator: ", ")
        let folder = try TemporaryFolder.make(
            [
                "chain.json": ##"{"$defs": {\##(chain), "d1500": {"type": "string"}}, "$ref": "#/$defs/d0"}"##,
                "twice.json": ##"{"$defs": {\##(twice), "d30": {"minLength": 2}}, "$ref": "#/$defs/d0"}"##,
                "empty.jsonl": "", "lines.jsonl": "\"ab\"\n\"a\"\n",
            ], prefix: "schema")
        let path = { (name: String) in folder.appendingPathComponent(name).path }
        #expect(try PatternsBinary.run(["validate", "--schema", path("chain.json"), path("empty.jsonl")]).status == 0)
        #expect(try PatternsBinary.run(["export", "--schema", path("chain.json")]).status == 0)
        #expect(try PatternsBinary.run(["diff", "--schema", path("chain.json"), path("chain.json")]).status == 0)
        let counted = try PatternsBinary.run([
            "validate", "--schema", path("twice.json"), "--count", path("lines.jsonl"),
        ])
        // "a" fails the 2^30 applications of its minLength past the cap of 1,000 listed failures: with the
        // rest unlisted, the verdict cannot be shown to be incomplete, and is invalid.
        #expect(counted.standardOutput == "valid\t1\nincomplete\t0\ninvalid\t1\n")
    }

    /// The root's pointer is empty, a member named "" has `/`: text output keeps them apart.
    @Test func theRootAndAMemberNamedEmptyAreDifferentPlaces() throws {
        let folder = try TemporaryFolder.make(
            ["schema.json": #"{"type": "object", "properties": {"": {"type": "string"}}}"#], prefix: "schema")
        let outcome = try PatternsBinary.run(
            ["validate", "--schema", folder.appendingPathComponent("schema.json").path],
            standardInput: Data("1\n{\"\": 1}\n".utf8))
        #expect(
            outcome.standardOutput == """
                invalid\tline 1\t"": Must be of type object, not integer.
                invalid\tline 2\t/: Must be of type string, not integer.

                """)
    }

    @Test func countOnlyCountsEveryRecord() throws {
        let folder = try TemporaryFolder.make(
            ["schema.json": Self.schema, "person.json": Self.person], prefix: "schema")
        let input = "{\"id\": 1}\n{\"id\": 0, \"x\": 1}\nnot json\n\n[1]\n"
        let outcome = try PatternsBinary.run(
            [
                "validate", "--schema", folder.appendingPathComponent("schema.json").path, "--ref",
                folder.appendingPathComponent("person.json").path, "--count",
            ],
            standardInput: Data(input.utf8))
        #expect(outcome.standardOutput == "valid\t1\nincomplete\t0\ninvalid\t2\nerror\t1\n")
        #expect(outcome.status == 1)
    }

    @Test func formatsAssertOnlyWhenAsked() throws {
        let folder = try TemporaryFolder.make(
            ["schema.json": #"{"properties": {"when": {"format": "date-time"}, "host": {"format": "hostname"}}}"#],
            prefix: "schema")
        let schema = folder.appendingPathComponent("schema.json").path
        let input =
            #"{"when": "2024-12-31T23:59:60Z", "host": "example.com"}"# + "\n"
            + #"{"when": "2024-12-31T22:59:60Z", "host": "-bad-.com"}"# + "\n"
        let annotated = try PatternsBinary.run(["validate", "--schema", schema], standardInput: Data(input.utf8))
        #expect(annotated.standardOutput == "valid\tline 1\nvalid\tline 2\n")
        let asserted = try PatternsBinary.run(
            ["validate", "--schema", schema, "--formats", "assert"], standardInput: Data(input.utf8))
        #expect(
            asserted.standardOutput
                == "valid\tline 1\ninvalid\tline 2\t/when: Must be a valid date-time.; /host: Must be a valid hostname.\n"
        )
        let misspelt = try PatternsBinary.run(["validate", "--schema", schema, "--formats", "check"])
        #expect(misspelt.status == 2)
        #expect(misspelt.standardError.contains("'--formats' takes annotate or assert, not 'check'"))
    }

    /// `diff --schema` gates a schema change: exit 1 when the new version may reject a document the old
    /// one accepted, with the shortest strings each way; `export --schema` writes the string locations for
    /// `pattern-automaton.js`.
    @Test func schemaVersionsCompareAndExport() throws {
        let folder = try TemporaryFolder.make(
            [
                "old.json": #"{"properties": {"id": {"pattern": "^[0-9]{3}$"}, "plan": {"enum": ["free", "pro"]}}}"#,
                "looser.json":
                    #"{"properties": {"id": {"pattern": "^[0-9]{3,4}$"}, "plan": {"enum": ["free", "pro"]}}}"#,
                "stricter.json": #"{"properties": {"id": {"pattern": "^[0-9]{3}$"}, "plan": {"enum": ["pro"]}}}"#,
            ], prefix: "schema")
        func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
        let looser = try PatternsBinary.run(
            ["diff", "--schema", path("old.json"), path("looser.json"), "--examples", "1"])
        #expect(looser.standardOutput == "/id\tlooser\n  only new\t\"0000\"\n/plan\tequal\n")
        #expect(looser.status == 0)
        let stricter = try PatternsBinary.run(
            ["diff", "--schema", path("old.json"), path("stricter.json"), "--output", "json"])
        #expect(stricter.standardOutput.contains(#""name": "/plan", "presence": "both", "change": "stricter""#))
        #expect(stricter.standardOutput.contains(#""onlyOld": ["free"]"#))
        #expect(stricter.status == 1)
        let export = try PatternsBinary.run(["export", "--schema", path("old.json")])
        let document = try JSONSerialization.jsonObject(with: Data(export.standardOutput.utf8)) as? [String: Any]
        let fields = document?["fields"] as? [[String: Any]] ?? []
        #expect(fields.compactMap { $0["name"] as? String } == ["/id", "/plan"])
        #expect(fields.allSatisfy { $0["automaton"] != nil })
    }

    @Test func aSchemaThatCannotBeReadIsAnErrorThatSaysWhere() throws {
        let folder = try TemporaryFolder.make(
            ["schema.json": #"{"properties": {"a": {"minLength": "eight"}}}"#], prefix: "schema")
        let outcome = try PatternsBinary.run(
            ["validate", "--schema", folder.appendingPathComponent("schema.json").path], standardInput: Data())
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains("#/properties/a/minLength: expected a whole number"))
        let unresolved = try TemporaryFolder.make(["schema.json": Self.schema], prefix: "schema")
        let missing = try PatternsBinary.run(
            ["validate", "--schema", unresolved.appendingPathComponent("schema.json").path], standardInput: Data())
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("https://example.com/person.json"))
        #expect(missing.standardError.contains("--ref"))
    }
}
