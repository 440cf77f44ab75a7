import PatternRules

/// What `patterns export` and the catalogue site print for a pattern: its automaton as JSON
/// (docs/EXPORT.md).
enum ExportedAutomaton {
    /// The export of `pattern`; for an email rule (`rule` named `email` or `email:LEVEL`), the rule's own,
    /// with its length limits.
    static func json(of pattern: Pattern, rule: String?) throws -> String {
        if let rule, rule == "email" || rule.hasPrefix("email:") {
            let level = rule == "email" ? EmailLevel.practical : EmailLevel(rawValue: String(rule.dropFirst(6)))
            if let level { return try EmailRule(level).exportedAutomaton() }
        }
        return try pattern.exportedAutomaton()
    }
}
