import Testing

/// Built-in rules by name: `patterns validate RULE`, same output and exit codes as `--regex`.
@Suite struct RuleNameTests {
    @Test(arguments: ["pcre2-jit", "pcre2", "foundation"])
    func emailKeystrokeContract(engine: String) throws {
        let outcome = try PatternsBinary.run([
            "validate", "--engine", engine, "email", "adriano@", "adriano@@", "adriano@mail", "adriano@mail.com",
            ".adriano@mail.com",
        ])
        #expect(
            outcome.standardOutput
                == "incomplete\tadriano@\ninvalid\tadriano@@\nincomplete\tadriano@mail\nvalid\tadriano@mail.com\ninvalid\t.adriano@mail.com\n"
        )
        #expect(outcome.status == 1)
    }

    @Test func callingCode() throws {
        let outcome = try PatternsBinary.run(["validate", "calling-code", "+351", "+35", "+", "+0", "+999", "351"])
        #expect(
            outcome.standardOutput
                == "valid\t+351\nincomplete\t+35\nincomplete\t+\ninvalid\t+0\ninvalid\t+999\ninvalid\t351\n")
        #expect(try PatternsBinary.run(["validate", "calling-code", "+44"]).status == 0)
    }

    @Test func emailLevelsAndUnknownRules() throws {
        let levels = try PatternsBinary.run(["validate", "email:rfc5322", "\"a b\"@x.org", "a@[192.0.2.1]"])
        #expect(levels.standardOutput == "valid\t\"a b\"@x.org\nvalid\ta@[192.0.2.1]\n")
        let unknown = try PatternsBinary.run(["validate", "emial", "x"])
        #expect(unknown.status == 2)
        #expect(
            unknown.standardError.hasPrefix(
                "error: unknown rule 'emial' (expected --regex or one of calling-code, email,"))
        let missing = try PatternsBinary.run(["validate"])
        #expect(missing.status == 2)
        #expect(missing.standardError.hasPrefix("error: missing '--regex <pattern>' or a rule name\n"))
    }
}
