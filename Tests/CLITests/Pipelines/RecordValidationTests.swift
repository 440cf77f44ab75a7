import Foundation
import Testing

/// `patterns validate --rules`: records from JSON Lines or CSV, every line accounted for.
@Suite struct RecordValidationTests {
    static let rules = #"""
        {"name": "signup", "fields": [
          {"name": "email", "required": true, "rule": "email"},
          {"name": "age", "integer": {"min": 18}},
          {"name": "vip", "oneOf": ["true", "false"]}
        ]}
        """#

    func directory(_ files: [String: String]) throws -> URL {
        try TemporaryFolder.make(files, prefix: "records")
    }

    @Test func jsonLinesFromStandardInput() throws {
        let folder = try directory(["rules.json": Self.rules])
        let input = """
            {"email": "a@b.co", "age": 30, "vip": true}
            {"email": "nope", "age": 12}
            not json

            {"email": "x@y.io", "tags": [1]}

            """
        let outcome = try PatternsBinary.run(
            ["validate", "--rules", folder.appendingPathComponent("rules.json").path], standardInput: Data(input.utf8))
        #expect(
            outcome.standardOutput == """
                valid\tline 1
                incomplete\tline 2\temail: Enter a valid email address.; age: Must be at least 18.
                error\tline 3\tinvalid JSON at column 1: unexpected 'n', expected a value
                error\tline 5\tfield 'tags' is an array, not a value

                """)
        #expect(outcome.standardError == "4 records: 1 valid, 1 incomplete, 0 invalid, 2 error\n")
        #expect(outcome.status == 1)
    }

    @Test func csvFileWithHeaderAndQuotes() throws {
        let folder = try directory([
            "rules.json": Self.rules,
            "people.csv":
                "email,age,vip\r\na@b.co,30,true\r\n\"o'neil, jr@x.io\",19,false\r\n\"quoted \"\"name\"\"\"@x.io,20,true\r\nbad,1\r\n",
        ])
        let outcome = try PatternsBinary.run([
            "validate", "--rules", folder.appendingPathComponent("rules.json").path,
            folder.appendingPathComponent("people.csv").path,
        ])
        let file = folder.appendingPathComponent("people.csv").path
        #expect(
            outcome.standardOutput == """
                valid\t\(file):2
                invalid\t\(file):3\temail: Enter a valid email address.
                error\t\(file):4\ttext after the closing quote at byte offset 17
                error\t\(file):5\t2 fields, the header has 3

                """)
        #expect(outcome.standardError == "4 records: 1 valid, 0 incomplete, 1 invalid, 2 error\n")
    }

    /// `--output jsonl`: one JSON object per record, the failing fields and their messages as data, an
    /// unreadable line as an "error" with why; every line parses as JSON.
    @Test func recordsAsJSONLines() throws {
        let folder = try directory(["rules.json": Self.rules])
        let input =
            "{\"email\": \"a@b.co\", \"age\": 30, \"vip\": true}\n{\"email\": \"no\\\"pe\", \"age\": 12}\nnot json\n"
        let outcome = try PatternsBinary.run(
            ["validate", "--rules", folder.appendingPathComponent("rules.json").path, "--output", "jsonl"],
            standardInput: Data(input.utf8))
        #expect(
            outcome.standardOutput == #"""
                {"line": 1, "verdict": "valid"}
                {"line": 2, "verdict": "invalid", "errors": [{"field": "email", "code": "email", "params": {}, "message": "Enter a valid email address."}, {"field": "age", "code": "too_small", "params": {"minimum": "18"}, "message": "Must be at least 18."}]}
                {"line": 3, "verdict": "error", "error": "invalid JSON at column 1: unexpected 'n', expected a value"}

                """#)
        for line in outcome.standardOutput.split(separator: "\n") {
            #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: Data(line.utf8)) }
        }
        #expect(outcome.status == 1)
        let disagreeing = try PatternsBinary.run([
            "validate", "email", "--format", "jsonl", "--output", "text", "a@b.co",
        ])
        #expect(disagreeing.status == 2)
        #expect(disagreeing.standardError.hasPrefix("error: '--format jsonl' and '--output text' disagree\n"))
    }

    /// `--locale`: messages in the language asked for, with CLDR's plural forms for each count, the same
    /// codes and parameters whatever the language, and a field's own texts first.
    @Test func failuresInTheLocaleAskedFor() throws {
        let rules = #"""
            {"fields": [{"name": "code", "minLength": 2, "maxLength": 5,
              "messages": {"de": {"too_long": "Höchstens {maximum} Zeichen, bitte."}}}]}
            """#
        let folder = try directory(["rules.json": rules])
        let input = "{\"code\": \"a\"}\n{\"code\": \"abcdefgh\"}\n"
        func messages(_ tag: String) throws -> [String] {
            let outcome = try PatternsBinary.run(
                [
                    "validate", "--rules", folder.appendingPathComponent("rules.json").path, "--output", "jsonl",
                    "--locale", tag,
                ], standardInput: Data(input.utf8))
            return try outcome.standardOutput.split(separator: "\n").map { line in
                let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
                let error = try #require((object["errors"] as? [[String: Any]])?.first)
                #expect(error["code"] as? String == (line.contains("\"line\": 1") ? "too_short" : "too_long"))
                return try #require(error["message"] as? String)
            }
        }
        #expect(try messages("pl") == ["Musi mieć co najmniej 2 znaki.", "Może mieć co najwyżej 5 znaków."])
        #expect(
            try messages("ru") == ["Должно содержать не менее 2 символов.", "Должно содержать не более 5 символов."])
        #expect(try messages("de-AT") == ["Muss mindestens 2 Zeichen lang sein.", "Höchstens 5 Zeichen, bitte."])
        #expect(try messages("xx") == ["Must be at least 2 characters long.", "Must be at most 5 characters long."])
        let bad = try PatternsBinary.run(["validate", "--rules", "x.json", "--locale", "de\nx"])
        #expect(bad.status == 2)
    }

    /// RFC 4180: a quoted field may hold line breaks (spreadsheet exports write them); the record is
    /// reported at the line it starts on, and the lines after it keep their numbers.
    @Test func csvFieldsMaySpanLines() throws {
        let folder = try directory([
            "rules.json": #"{"fields": [{"name": "email", "rule": "email"}, {"name": "note", "maxLength": 20}]}"#,
            "notes.csv": "email,note\na@b.co,\"two\n\nlines\"\nc@d.io,\"one, \"\"quoted\"\"\"\nx@y.io,\"never closed\n",
        ])
        let file = folder.appendingPathComponent("notes.csv").path
        let outcome = try PatternsBinary.run([
            "validate", "--rules", folder.appendingPathComponent("rules.json").path, file,
        ])
        #expect(
            outcome.standardOutput == """
                valid\t\(file):2
                valid\t\(file):5
                error\t\(file):6\tunterminated quoted field at the end of the input

                """)
        #expect(outcome.standardError == "3 records: 2 valid, 0 incomplete, 0 invalid, 1 error\n")
    }

    /// Records are validated in parallel chunks (several batches here, with quoted fields spanning lines
    /// and broken records among them) and written in input order: the same bytes whatever `--jobs` is.
    @Test(arguments: ["csv", "jsonl"])
    func recordsGiveTheSameOutputWhateverTheJobs(format: String) throws {
        var csv = "email,note\n"
        var jsonl = ""
        for index in 0..<10_000 {
            let email = index % 3 == 0 ? "user\(index)@" : "user\(index)@example.com"
            switch index % 7 {
            case 0: csv += "\(email),\"a note\nover two lines\"\n"
            case 1: csv += "\(email),\"bad\"quote\n"
            default: csv += "\(email),short\n"
            }
            jsonl += index % 11 == 0 ? "{broken\n" : #"{"email": "\#(email)", "note": "n\#(index)"}"# + "\n"
        }
        let folder = try directory([
            "rules.json": #"{"fields": [{"name": "email", "rule": "email"}, {"name": "note", "maxLength": 8}]}"#,
            "records.csv": csv, "records.jsonl": jsonl,
        ])
        let arguments = [
            "validate", "--rules", folder.appendingPathComponent("rules.json").path,
            folder.appendingPathComponent("records.\(format)").path,
        ]
        let one = try PatternsBinary.run(arguments + ["--jobs", "1"])
        let three = try PatternsBinary.run(arguments + ["--jobs", "3"])
        #expect(one.standardOutput.split(separator: "\n").count == 10_000)
        #expect(one.standardOutput == three.standardOutput)
        #expect(one.standardError == three.standardError)
        #expect(one.standardOutput.contains("error\t"))
    }

    @Test func aByteOrderMarkBeforeTheHeaderIsIgnored() throws {
        let folder = try directory(["rules.json": Self.rules, "excel.csv": "\u{FEFF}email,age,vip\na@b.co,30,true\n"])
        let outcome = try PatternsBinary.run([
            "validate", "--rules", folder.appendingPathComponent("rules.json").path,
            folder.appendingPathComponent("excel.csv").path,
        ])
        #expect(outcome.standardOutput == "valid\t\(folder.appendingPathComponent("excel.csv").path):2\n")
        #expect(outcome.status == 0)
    }

    @Test func allValidExitsZero() throws {
        let folder = try directory(["rules.json": Self.rules, "ok.jsonl": #"{"email": "a@b.co"}"# + "\n"])
        let outcome = try PatternsBinary.run([
            "validate", "--rules", folder.appendingPathComponent("rules.json").path,
            folder.appendingPathComponent("ok.jsonl").path,
        ])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput == "valid\t\(folder.appendingPathComponent("ok.jsonl").path):1\n")
    }

    @Test func ruleSetAndUsageErrorsExitTwo() throws {
        let folder = try directory(["bad.json": #"{"fields": [{"name": "a", "minLength": -1}]}"#])
        let bad = try PatternsBinary.run(["validate", "--rules", folder.appendingPathComponent("bad.json").path])
        #expect(bad.status == 2)
        #expect(
            bad.standardError
                == "error: \(folder.appendingPathComponent("bad.json").path): fields.a.minLength: must not be negative\n"
        )
        let format = try PatternsBinary.run([
            "validate", "--rules", folder.appendingPathComponent("bad.json").path, "--format", "xml",
        ])
        #expect(format.status == 2)
        let combined = try PatternsBinary.run(["validate", "--rules", "x.json", "--regex", "a"])
        #expect(combined.standardError.hasPrefix("error: '--regex' does not apply to --rules"))
    }
}
