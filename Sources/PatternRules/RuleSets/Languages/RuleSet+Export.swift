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
        Self.exportedDocument(
            name: name, allowsOtherFields: allowsOtherFields,
            fields: fields.map { field in
                do {
                    let language = try FieldLanguageBuilder.language(of: field.spec, budget: CompileBudget())
                    let serverOnly = language.outside.filter { $0 != FieldLanguage.emailLengths }
                    return ExportedField(
                        name: field.name, isRequired: field.isRequired, message: field.message,
                        automaton: serverOnly.isEmpty ? language.core : nil,
                        limits: language.checksEmailLengths ? EmailRule.exportedLimits : nil, serverOnly: serverOnly)
                } catch {
                    return ExportedField(
                        name: field.name, isRequired: field.isRequired, message: field.message, automaton: nil,
                        limits: nil, serverOnly: ["not compiled: \(error)"])
                }
            })
    }

    /// One field of an exported document: its automaton, or the checks that keep it on the server.
    struct ExportedField {
        let name: String
        let isRequired: Bool
        let message: String?
        /// `nil` when the field is server-only.
        let automaton: DFA?
        let limits: ExportedLengthLimits?
        let serverOnly: [String]
    }

    /// The exported document of a rule set, or of a JSON Schema's string locations: one format for both,
    /// read by `pattern-automaton.js`'s `loadRuleSet`.
    static func exportedDocument(name: String?, allowsOtherFields: Bool, fields: [ExportedField]) -> String {
        let documents = fields.map { field in
            var members = [
                "\"name\": \(JSONText.quoted(field.name))", "\"required\": \(field.isRequired)",
                "\"message\": \(field.message.map(JSONText.quoted) ?? "null")",
            ]
            if let automaton = field.automaton {
                let document = automaton.acceptingLast().exportedDocument(pattern: nil, flags: [], limits: field.limits)
                members.append("\"automaton\": " + document.trimmingSuffixNewlines())
            } else {
                members.append(
                    "\"serverOnly\": [" + field.serverOnly.map(JSONText.quoted).joined(separator: ", ") + "]")
            }
            return "{" + members.joined(separator: ", ") + "}"
        }
        return """
            {"format": "patternrules-rule-set", "version": \(exportFormatVersion), \
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
