import PatternRules

/// Rule names on the command line: the built-in rules (``BuiltinRules``), then catalogue entry ids.
enum RuleName {
    /// The rule called `name`, compiled for `engine`.
    ///
    /// - Throws: ``UsageError`` naming what is wrong.
    static func rule(named name: String, engine: Engine?, catalogue: () throws -> PatternCatalogue) throws
        -> any ValidationRule<String>
    {
        do {
            return try BuiltinRules.rule(named: name, engine: engine)
        } catch .unknownRule {
            if let entry = try catalogue().entry(id: name) { return try entry.rule(engine: engine) }
            throw UsageError(
                "unknown rule '\(name)' (expected --regex, a catalogue id (see 'patterns list'), or one of \(BuiltinRules.names.joined(separator: ", ")))"
            )
        } catch {
            throw UsageError(error.description)
        }
    }
}
