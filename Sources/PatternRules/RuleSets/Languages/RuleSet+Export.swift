import PatternRulesSupport

extension RuleSet {
    /// The version of the exported rule-set format (docs/EXPORT.md).
    public static let exportFormatVersion = 1

    /// The rule set as a JSON document for front-ends (docs/EXPORT.md, "Rule sets"): each field whose
    /// checks are all regular languages carries its automaton (the format of
    /// ``Pattern/exportedAutomaton()``, with the email rules' length limits where it has them), so a form
    /// in a browser gives every keystroke the verdict this rule set gives; each other field is marked
    /// `serverOnly`, with the checks that keep it there (a password policy, a phone rule, `equals`).
    ///
    /// ```swift
    /// let rules = try RuleSet(json: Data(#"{"fields": [{"name": "plan", "oneOf": ["free", "pro"]}]}"#.utf8))
    /// let json = rules.exportedAutomata()
    /// // {"format": "patternrules-rule-set", "version": 1, "name": null, "allowOtherFields": true,
    /// //  "fields": [{"name": "plan", "required": false, "message": null, "automaton": {…}}]}
    /// ```
    public func exportedAutomata() -> String {
        let documents = fields.map { field in
            var members = [
                "\"name\": \(JSONText.quoted(field.name))", "\"required\": \(field.isRequired)",
                "\"message\": \(field.message.map(JSONText.quoted) ?? "null")",
            ]
            do {
                let language = try FieldLanguageBuilder.language(of: field.spec, budget: CompileBudget())
                let serverOnly = language.outside.filter { $0 != FieldLanguage.emailLengths }
                if serverOnly.isEmpty {
                    let document = language.core.acceptingLast().exportedDocument(
                        pattern: nil, flags: [], limits: language.checksEmailLengths ? EmailRule.exportedLimits : nil)
                    members.append("\"automaton\": " + document.trimmingSuffixNewlines())
                } else {
                    members.append("\"serverOnly\": [" + serverOnly.map(JSONText.quoted).joined(separator: ", ") + "]")
                }
            } catch {
                members.append("\"serverOnly\": [\(JSONText.quoted("not compiled: \(error)"))]")
            }
            return "{" + members.joined(separator: ", ") + "}"
        }
        return """
            {"format": "patternrules-rule-set", "version": \(Self.exportFormatVersion), \
            "name": \(name.map(JSONText.quoted) ?? "null"), "allowOtherFields": \(allowsOtherFields),
             "fields": [\(documents.joined(separator: ",\n  "))]}

            """
    }
}

extension String {
    fileprivate func trimmingSuffixNewlines() -> String {
        var text = self
        while text.last == "\n" { text.removeLast() }
        return text
    }
}
