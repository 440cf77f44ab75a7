import Foundation
import Testing

/// `--locale` and `--output jsonl` beyond rule sets: a single rule's failures carry their code,
/// parameters and message, whether the inputs are arguments, lines read one by one, or lines of the
/// bulk path; `--explain` writes the password checklist and feedback in the language asked for.
@Suite struct LocalisedOutputTests {
    static func objects(_ output: String) throws -> [[String: Any]] {
        try output.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    static func errors(_ object: [String: Any]) -> [[String: Any]] {
        object["errors"] as? [[String: Any]] ?? []
    }

    @Test func aRulesFailuresCarryCodeParametersAndMessage() throws {
        let outcome = try PatternsBinary.run([
            "validate", "password", "--output", "jsonl", "--locale", "pl", "abcdefgH1!", "Ab1!",
        ])
        let lines = try Self.objects(outcome.standardOutput)
        #expect(lines.count == 2)
        #expect(lines[0]["errors"] == nil)
        let failure = try #require(Self.errors(lines[1]).first)
        #expect(failure["code"] as? String == "password_too_short")
        #expect(failure["params"] as? [String: Int] == ["minimum": 8])
        #expect(failure["message"] as? String == "Co najmniej 8 znaków")
        #expect(failure["field"] == nil)
    }

    @Test func linesReadOneByOneAndInBulkNameTheirFailures() throws {
        let phone = try PatternsBinary.run(
            ["validate", "phone:PT", "--output", "jsonl", "--locale", "es"], standardInput: Data("12\n".utf8))
        let phoneFailure = try #require(Self.errors(try Self.objects(phone.standardOutput)[0]).first)
        #expect(phoneFailure["code"] as? String == "phone_number")
        #expect(phoneFailure["message"] as? String == "Introduce un número de teléfono válido.")

        let input = Data("abc\nab\nABC\n".utf8) + Data([0xFF, 0x0A])
        for jobs in ["1", "2"] {
            let bulk = try PatternsBinary.run(
                ["validate", "--regex", "[a-z]{3}", "--output", "jsonl", "--locale", "de", "--jobs", jobs],
                standardInput: input)
            let lines = try Self.objects(bulk.standardOutput)
            #expect(lines.map { $0["verdict"] as? String } == ["valid", "incomplete", "invalid", "invalid"])
            #expect(Self.errors(lines[0]).isEmpty)
            #expect(Self.errors(lines[3]).isEmpty && lines[3]["invalidUTF8"] as? Bool == true)
            for line in lines[1...2] {
                let failure = try #require(Self.errors(line).first)
                #expect(failure["code"] as? String == "pattern_mismatch")
                #expect(failure["params"] as? [String: String] == ["pattern": "[a-z]{3}"])
                #expect(failure["message"] as? String == "Entspricht nicht dem erwarteten Format.")
            }
        }
    }

    @Test func textOutputStaysAsItWasAndEnglishIsTheDefault() throws {
        let text = try PatternsBinary.run(["validate", "email", "--locale", "de", "x y"])
        #expect(text.standardOutput == "invalid\tx y\n")
        let english = try PatternsBinary.run(["validate", "email", "--output", "jsonl", "x y"])
        #expect(english.standardOutput.contains("\"message\": \"Enter a valid email address.\""))
    }

    @Test func theChecklistAndFeedbackComeInTheLocale() throws {
        let outcome = try PatternsBinary.run(["validate", "password", "--explain", "--locale", "fr", "abcabcabc"])
        let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "met\tAu moins 8 caractères")
        #expect(
            lines.contains(
                "warning\tUn texte répété (abcabcabc) n’est guère plus difficile à deviner qu’un seul exemplaire."))
        #expect(lines.contains("suggestion\tÉvitez les mots et les caractères répétés."))
    }
}
