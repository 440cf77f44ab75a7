import PatternRulesSupport

/// The languages a place's checks are made of: every string, none, a `pattern`'s matches, an `enum`'s
/// strings.
extension SchemaStringLocations {
    /// Every string, and none: where each place's language starts.
    static let anyString = constant("(?s).*")
    static let noString = constant(nothing)

    private static func constant(_ source: String) -> DFA {
        do {
            return try DFA(minimalFor: source, options: [], budget: CompileBudget())
        } catch {
            // Two patterns of one state each: a failure is a bug, caught by the tests.
            preconditionFailure("\(source) has no automaton: \(error)")
        }
    }

    /// A pattern of no string: an empty class.
    static let nothing = "[^\\x{0}-\\x{10FFFF}]"

    /// The strings in which a JSON Schema `pattern` finds a match.
    static func searchLanguage(of source: String, budget: CompileBudget) throws(AutomatonRefusal) -> DFA {
        var flags = JavaScriptParser.Flags(.javascript, options: [])
        flags.searching = true
        flags.identityEscapes = true
        let parsed: RegexNode
        do {
            parsed = try JavaScriptParser.parse(source, flags: flags, budget: budget)
        } catch {
            throw error.refusal
        }
        return try DFA(minimalFor: parsed, budget: budget)
    }

    /// The strings among `values`, exactly.
    static func literals(_ values: [JSONValue], budget: CompileBudget) throws(AutomatonRefusal) -> DFA {
        let strings = values.compactMap { if case .string(let text) = $0 { text } else { nil } }
        let alternatives = strings.map {
            $0.unicodeScalars.map { "\\x{" + String($0.value, radix: 16) + "}" }.joined()
        }
        return try DFA(
            minimalFor: alternatives.isEmpty ? nothing : "(?:" + alternatives.joined(separator: "|") + ")",
            options: [], budget: budget)
    }
}
