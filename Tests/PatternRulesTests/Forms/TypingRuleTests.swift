import PatternRules
import Testing

/// A field's typing cursors answer as the rules do: for every built-in rule on the automaton, after every
/// keystroke of typing, deleting, pasting and editing in the middle, the field's verdict and errors are
/// the rule's own on the whole text.
@MainActor @Suite struct TypingRuleTests {
    nonisolated static let rules: [(name: String, rule: any ValidationRule<String> & Sendable)] = [
        ("email practical", EmailRule()), ("email html5", EmailRule(.html5)), ("email rfc5322", EmailRule(.rfc5322)),
        ("email international", EmailRule(.international)), ("calling code", CallingCodeRule()),
        ("regex", try! RegexRule("[a-z]{2,4}-[0-9]+")),
    ]

    /// The edits: each a whole new value, as a text field's binding reports it.
    nonisolated static let edits: [String] = {
        var values: [String] = []
        for text in [
            "adriano@mail.com", "+351", "＋３５１", "+٤٤", "ab-123", "a.b@c",
            String(repeating: "x", count: 70) + "@mail.com",
            String(repeating: "y", count: 60) + "@" + String(repeating: "d", count: 200) + ".com", "żółw@example.pl",
        ] {
            var typed = ""
            for character in text {
                typed.append(character)
                values.append(typed)
            }
            for _ in 0..<3 where !typed.isEmpty {
                typed.removeLast()
                values.append(typed)
            }
            values.append("q" + typed)  // an edit at the start
            values.append("")
        }
        return values
    }()

    @Test(arguments: 0..<6)
    func theCursorAnswersAsTheRule(index: Int) {
        #expect(Self.rules.count == 6)
        let (name, rule) = Self.rules[index]
        let field = FormField("", rules: [rule])
        #expect(field.verdict == rule.verdict(for: ""))
        for value in Self.edits {
            field.value = value
            let expected = rule.validate(value)
            #expect(field.verdict == expected.verdict, "\(name): \(value)")
            #expect(field.errors.count == expected.errors.count, "\(name): \(value)")
            #expect(field.isValid == rule.isValid(value), "\(name): \(value)")
        }
    }

    @Test func theBuiltInRulesOnTheAutomatonAreTypingRules() throws {
        let rules: [any ValidationRule<String>] = [
            EmailRule(), CallingCodeRule(), try RegexRule(catalogueID: "postal-code.gb"),
        ]
        #expect(rules.allSatisfy { ($0 as? any TypingRule)?.typingPattern.engine == .automaton })
        #expect(CallingCodeRule().typingText(for: "＋３５１") == "+351")
    }
}
