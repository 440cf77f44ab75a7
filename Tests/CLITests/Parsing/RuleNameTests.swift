import Foundation
import PatternRules
import Testing

/// Built-in rules by name: `patterns validate RULE`, same output and exit codes as `--regex`.
@Suite struct RuleNameTests {
    @Test(arguments: Engine.available.map(\.rawValue))
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
                "error: unknown rule 'emial' (expected --regex, a catalogue id (see 'patterns list'), or one of calling-code, card, email,"
            ))
        let missing = try PatternsBinary.run(["validate"])
        #expect(missing.status == 2)
        #expect(missing.standardError.hasPrefix("error: missing '--regex <pattern>' or a rule name\n"))
    }

    @Test(arguments: Engine.available.filter { $0 != .pcre2Interpreter }.map(\.rawValue))
    func phoneRules(engine: String) throws {
        let outcome = try PatternsBinary.run([
            "validate", "--engine", engine, "phone:GB", "+44 20 7946 0958", "020 7946", "020 7946 0958 1",
            "00 44 20 7946 0958",
        ])
        #expect(
            outcome.standardOutput
                == "valid\t+44 20 7946 0958\nincomplete\t020 7946\ninvalid\t020 7946 0958 1\nvalid\t00 44 20 7946 0958\n"
        )
        #expect(try PatternsBinary.run(["validate", "--engine", engine, "phone", "+1 650 253 0000"]).status == 0)
    }

    @Test func phoneNumbersNormalisedToE164() throws {
        let outcome = try PatternsBinary.run(
            ["validate", "phone:GB", "--e164"], standardInput: Data("020 7946 0958\n+44 (0)7400 123456\n020 79\n".utf8))
        #expect(
            outcome.standardOutput
                == "valid\t020 7946 0958\t+442079460958\nvalid\t+44 (0)7400 123456\t+447400123456\nincomplete\t020 79\n"
        )
        let email = try PatternsBinary.run(["validate", "email", "--e164", "a@b.co"])
        #expect(email.status == 2)
        #expect(email.standardError.hasPrefix("error: '--e164' applies to the phone rules only\n"))
    }

    @Test func phoneNumberTypes() throws {
        let mobile = try PatternsBinary.run(["validate", "phone:gb:Mobile", "07400 123456", "020 7946 0958"])
        #expect(mobile.standardOutput == "valid\t07400 123456\ninvalid\t020 7946 0958\n")
        #expect(mobile.status == 1)
    }

    @Test func phoneRuleErrorsNameTheRegionOrType() throws {
        let region = try PatternsBinary.run(["validate", "phone:XY", "1"])
        #expect(region.status == 2)
        #expect(region.standardError.hasPrefix("error: unknown region 'XY' (expected an ISO 3166 code such as GB)\n"))
        let type = try PatternsBinary.run(["validate", "phone:FR:pager", "1"])
        #expect(type.standardError.hasPrefix("error: region FR has no pager numbers\n"))
        let level = try PatternsBinary.run(["validate", "email:strict", "a@b.c"])
        #expect(level.standardError.hasPrefix("error: unknown email level 'strict' (expected one of html5,"))
    }
}

@Suite struct PasswordCommandTests {
    @Test func explainPrintsTheChecklistThenTheScore() throws {
        let outcome = try PatternsBinary.run(["validate", "password", "--explain", "Ab1!"])
        #expect(
            outcome.standardOutput == """
                unmet\tAt least 8 characters
                met\tAt most 64 characters
                met\tAt least 1 lowercase letter
                met\tAt least 1 uppercase letter
                met\tAt least 1 digit
                met\tAt least 1 symbol
                score\t1
                log10-guesses\t4.0
                suggestion\tAdd another word or two; uncommon words are better.

                """)
        #expect(outcome.status == 1)
        let strong = try PatternsBinary.run(["validate", "password", "--explain", "xK#9mQ!2vLp7"])
        #expect(strong.standardOutput.hasSuffix("met\tAt least 1 symbol\nscore\t4\nlog10-guesses\t12.0\n"))
        let weak = try PatternsBinary.run(["validate", "password", "--explain", "andreandreandre"])
        #expect(
            weak.standardOutput.hasSuffix(
                """
                score\t0
                log10-guesses\t2.79
                warning\tRepeated text (abcabcabc) is barely harder to guess than one copy.
                suggestion\tAdd another word or two; uncommon words are better.
                suggestion\tAvoid repeated words and characters.

                """), "\(weak.standardOutput)")
        #expect(strong.status == 0)
    }

    @Test func verdictsWithoutExplain() throws {
        let outcome = try PatternsBinary.run(["validate", "password", "Ab1!", "Ab1!efgh"])
        #expect(outcome.standardOutput == "incomplete\tAb1!\nvalid\tAb1!efgh\n")
    }

    @Test func explainIsForThePasswordRuleOnly() throws {
        let outcome = try PatternsBinary.run(["validate", "email", "--explain", "a@b.co"])
        #expect(outcome.status == 2)
        #expect(outcome.standardError.hasPrefix("error: '--explain' applies to the password rule only\n"))
    }
}
