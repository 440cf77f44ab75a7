import PatternRulesSupport

extension JSONSchema {
    /// The schema's string locations as a JSON document for front-ends, in the format of
    /// ``RuleSet/exportedAutomata()`` (docs/EXPORT.md, "Rule sets"), each field named by its JSON
    /// Pointer: a place whose checks on strings are all regular languages carries its automaton, so a
    /// form in a browser gives every keystroke the verdict this schema gives; each other place is marked
    /// `serverOnly` with the checks that keep it there. Numbers, arrays and the objects' shape are left to
    /// the server.
    public func exportedAutomata() -> String {
        RuleSet.exportedDocument(
            name: nil, allowsOtherFields: true,
            fields: stringLocations.map { location in
                RuleSet.ExportedField(
                    name: location.pointer, isRequired: location.isRequired, message: nil,
                    automaton: location.isExact ? location.language : nil, limits: nil,
                    serverOnly: location.comparedByConfiguration)
            })
    }
}
