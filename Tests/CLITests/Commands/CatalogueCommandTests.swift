import Foundation
import PatternRules
import Testing

/// `patterns list|search|show|swift|test|check`, run as the built binary: exact output and exit codes.
@Suite struct CatalogueCommandTests {
    static let repository = TestRepository.root

    @Test func listIsSortedIdTabTitle() throws {
        let outcome = try PatternsBinary.run(["list"])
        let lines = outcome.standardOutput.split(separator: "\n")
        #expect(outcome.status == 0)
        #expect(lines.count >= 60)
        #expect(lines.map { $0.split(separator: "\t")[0] } == lines.map { $0.split(separator: "\t")[0] }.sorted())
        #expect(lines.contains("postal-code.gb\tPostcode, United Kingdom"))
    }

    @Test func listByTag() throws {
        let outcome = try PatternsBinary.run(["list", "--tag", "calling-code"])
        #expect(
            outcome.standardOutput
                == "calling-code\tCountry calling code\ncalling-code.loose-prefix\tCountry calling code prefix (loose)\n"
        )
        let unknown = try PatternsBinary.run(["list", "--tag", "nope"])
        #expect(unknown.status == 2)
        #expect(unknown.standardError.hasPrefix("error: unknown tag 'nope' (known tags: amex, bank,"))
    }

    @Test func searchRanksAndReportsNothingFound() throws {
        let outcome = try PatternsBinary.run(["search", "email", "community"])
        #expect(
            outcome.standardOutput == """
                email.community-simple\tEmail address (the common Stack Overflow pattern)
                email.naive-at\tEmail address (anything@anything.anything)

                """)
        let nothing = try PatternsBinary.run(["search", "zebra"])
        #expect(nothing.status == 1)
        #expect(nothing.standardOutput.isEmpty)
        #expect(nothing.standardError == "no entry matches 'zebra'\n")
    }

    @Test func showPrintsEverythingAndJSONPrintsTheFileWithItsBacktrackingCase() throws {
        let outcome = try PatternsBinary.run(["show", "postal-code.pt"])
        #expect(outcome.standardOutput.hasPrefix("postal-code.pt: Código postal, Portugal\n\nFour digits"))
        #expect(outcome.standardOutput.contains("pattern:     [1-9]\\d{3}-\\d{3}\n"))
        #expect(outcome.standardOutput.contains("\nmatching:\n  1000-001\n  4050-123\n  9000-018\n"))
        let json = try PatternsBinary.run(["show", "postal-code.pt", "--json"])
        let file = try String(
            contentsOf: Self.repository.appendingPathComponent("patterns/postal-code.pt.json"), encoding: .utf8)
        let withoutLastBrace = file.trimmingCharacters(in: .whitespacesAndNewlines).dropLast()
            .trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(json.standardOutput == withoutLastBrace + ",\n  \"backtracking\": {\"complexity\": \"linear\"}\n}\n")
        let polynomial = try PatternsBinary.run(["show", "email.naive-at", "--json"])
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(polynomial.standardOutput.utf8)) as? [String: Any])
        let backtracking = try #require(object["backtracking"] as? [String: Any])
        #expect(backtracking["complexity"] as? String == "polynomial")
        #expect(backtracking["degree"] as? Int == 3)
        #expect((backtracking["attack"] as? [String: String])?["pump"] != nil)
        let rule = try PatternsBinary.run(["show", "phone.gb"])
        #expect(rule.standardOutput.contains("backtracking: n/a (the built-in rule phone:GB, not one pattern)\n"))
        let ruleJSON = try PatternsBinary.run(["show", "phone.gb", "--json"])
        #expect(!ruleJSON.standardOutput.contains("\"backtracking\""), "a rule that is no pattern has no case")
        let unknown = try PatternsBinary.run(["show", "postal-code.xx"])
        #expect(unknown.status == 2)
        #expect(unknown.standardError.hasPrefix("error: unknown catalogue id 'postal-code.xx'"))
    }

    @Test func testValidatesLikeValidateAndIdsAreRuleNames() throws {
        let outcome = try PatternsBinary.run(["test", "postal-code.gb", "SW1A 1AA", "SW1A", "1AA"])
        #expect(outcome.standardOutput == "valid\tSW1A 1AA\nincomplete\tSW1A\ninvalid\t1AA\n")
        #expect(outcome.status == 1)
        let validate = try PatternsBinary.run(["validate", "postal-code.gb", "SW1A 1AA", "SW1A", "1AA"])
        #expect(validate == outcome)
        let foundation = try PatternsBinary.run([
            "test", "--engine", "foundation", "uuid", "123e4567-e89b-12d3-a456-426614174000",
        ])
        #expect(foundation.standardOutput == "valid\t123e4567-e89b-12d3-a456-426614174000\n")
        #expect(foundation.status == 0)
    }

    @Test(.enabled(if: Engine.isJITAvailable, "the matrix shows pcre2-jit"))
    func checkPrintsTheMatrixAndATotal() throws {
        let outcome = try PatternsBinary.run(["check", "number.integer", "postal-code.us"])
        #expect(
            outcome.standardOutput == """
                entry           auto       automaton    pcre2-jit    pcre2        foundation   swift-regex  backtracking   javascript  html
                number.integer  automaton  ok           ok           ok           differs      differs      linear         same        form
                postal-code.us  automaton  ok           ok           ok           ok           ok           linear         same        same

                in JavaScript:
                  number.integer (html): the pattern unreadable: Invalid regular expression: /[+-]?(?:0|[1-9]\\d*)/v: Invalid character in character class; its JavaScript form: same

                differences:
                  number.integer on foundation: differs (declared: ICU's \\d matches any Unicode decimal digit: 4٢ matches)
                  number.integer on swift-regex: differs (declared: Swift Regex's \\d matches any Unicode decimal digit: 4٢ matches)
                2 entries × 5 engines: 8 ok, 2 differs, 0 unsupported; 0 failures

                """)
        #expect(outcome.status == 0)
        let all = try PatternsBinary.run(["check"])
        #expect(all.status == 0, "\(all.standardError)")
        #expect(all.standardOutput.split(separator: "\n").last?.hasSuffix("; 0 failures") == true)
        let engines = try PatternsBinary.run(["check", "uuid", "--engines", "pcre2-jit,swift-regex"])
        #expect(
            engines.standardOutput.hasPrefix(
                "entry  auto       pcre2-jit    swift-regex  backtracking   javascript  html\n"
                    + "uuid   automaton  ok           ok           linear         same        same\n"
            ))
        let refused = try PatternsBinary.run(["check", "mac-address", "--engines", "automaton"])
        #expect(refused.status == 0, "the automaton not running a pattern is no failure")
        #expect(
            refused.standardOutput.contains(
                "mac-address on automaton: unsupported (runs on \(Engine.isJITAvailable ? "pcre2-jit" : "pcre2"): "
                    + #"the automaton engine does not run this pattern: the escape \1)"#
            ))
    }

    /// A catalogue of one's own, through PATTERNRULES_CATALOGUE: problems exit 2, an undeclared
    /// difference fails the check with 1.
    @Test func ownCatalogueProblemsAndUndeclaredDifferences() throws {
        let directory = try temporaryCatalogue([
            "demo.digits.json": """
            {"id": "demo.digits", "title": "Digits", "description": "Digits.", "pattern": "1\\\\d",
             "tags": ["demo"], "matching": ["12", "10", "19"], "nonMatching": ["1", "123", "1٢"],
             "source": "Written here", "notes": "ICU's \\\\d also matches ٢."}
            """
        ])
        let environment = ["PATTERNRULES_CATALOGUE": directory.path]
        let check = try PatternsBinary.run(["check"], environment: environment)
        #expect(check.status == 1)
        // Where the JIT is off (PATTERNRULES_JIT=off), its column is left out.
        let columns = Engine.isJITAvailable ? "5 engines: 3 ok" : "4 engines: 2 ok"
        #expect(check.standardOutput.hasSuffix("1 entries × \(columns), 2 differs, 0 unsupported; 2 failures\n"))
        #expect(
            check.standardError.hasPrefix(
                "error: demo.digits on foundation: differs (undeclared): \"1٢\" is valid, expected not valid\n"))

        let broken = try temporaryCatalogue(["demo.digits.json": #"{"id": "demo.digits", "title": 1}"#])
        let list = try PatternsBinary.run(["list"], environment: ["PATTERNRULES_CATALOGUE": broken.path])
        #expect(list.status == 2)
        #expect(list.standardError.contains("error: demo.digits.json: title: expected a string, found a number\n"))
        #expect(list.standardError.contains("error: demo.digits.json: matching: missing\n"))
        let missing = try PatternsBinary.run(["list"], environment: ["PATTERNRULES_CATALOGUE": "/nonexistent"])
        #expect(missing.status == 2)
        #expect(missing.standardError.hasPrefix("error: /nonexistent: cannot read the catalogue directory"))
    }

    /// `patterns swift` output compiles, and both literals spell the pattern, even with `"#` and `\#`.
    @Test func swiftOutputCompiles() throws {
        let directory = try temporaryCatalogue([
            "demo.hashes.json": ##"""
            {"id": "demo.hashes", "title": "Hashes", "description": "A quote and hashes.", "pattern": "x\"#y\\#z\\d",
             "flags": ["case-insensitive"], "tags": ["demo"], "matching": ["x\"#y#z1", "X\"#Y#Z2", "x\"#y#z3"],
             "nonMatching": ["x#y#z1", "x\"#y#z", "x\"#y#za"], "source": "Written here", "notes": "Tests literals."}
            """##
        ])
        let outcome = try PatternsBinary.run(
            ["swift", "demo.hashes"], environment: ["PATTERNRULES_CATALOGUE": directory.path])
        let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "// demo.hashes: Hashes",
                "// Raw string literal (backslashes as written):",
                ###"##"x"#y\#z\d"##"###,
                "// String literal (backslashes escaped):",
                ##""x\"#y\\#z\\d""##,
                "// A PatternRules rule:",
                ###"let pattern = try Pattern(##"x"#y\#z\d"##, options: [.caseInsensitive])"###,
                "let rule = RegexRule(pattern)",
            ])
        let literals = """
            let raw = \(lines[2])
            let escaped = \(lines[4])
            let expected = String(decoding: \(Array(##"x"#y\#z\d"##.utf8)), as: UTF8.self)
            precondition(raw == expected && escaped == expected, "the literals do not spell the pattern")
            """
        try compileAndRun(literals)
        try typecheck("import PatternRules\n" + lines[6] + "\n" + lines[7] + "\nlet _ = rule.verdict(for: \"x\")\n")
    }

    private func temporaryCatalogue(_ files: [String: String]) throws -> URL {
        try TemporaryFolder.make(files, prefix: "catalogue")
    }

    private func compileAndRun(_ source: String) throws {
        let result = try SwiftCompiler.compileAndRun(source)
        #expect(result.status == 0, "\(result.output)")
    }

    private func typecheck(_ source: String) throws {
        let result = try SwiftCompiler.typecheck(source)
        #expect(result.status == 0, "\(result.output)")
    }
}
