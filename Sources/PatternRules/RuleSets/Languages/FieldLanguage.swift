/// What one rule-set field accepts, as far as an automaton can say it exactly: the `core` automaton
/// holds every check that is a regular language (required, lengths, patterns, catalogue entries and
/// email and calling-code rules, `oneOf`, integer ranges); the checks it cannot hold are listed by their
/// configuration, so two fields are compared on the automaton and, for the rest, by what they say.
struct FieldLanguage {
    /// The values every regular check accepts (an empty value too, when the field is not required).
    var core: DFA
    /// The checks outside the core, each described by its configuration (`rule phone:GB`,
    /// `equals password`): equal descriptions mean equal checks.
    var outside: [String]
    /// Whether the only check outside the core is the email rules' length limits (254 UTF-8 bytes, 64 in
    /// the local part), which the exported automaton carries (docs/EXPORT.md, `limits`).
    var checksEmailLengths: Bool

    /// Whether the core is the field's whole language.
    var isExact: Bool { outside.isEmpty }

    /// The description of the email length limits among ``outside``.
    static let emailLengths = "email length limits (254 UTF-8 bytes, 64 in the local part)"

    /// The language of a field the rule set does not name: anything when other fields are allowed (an
    /// unnamed field is never checked), else only absence (the empty value).
    static func unnamed(allowingOtherFields: Bool, budget: CompileBudget) throws(AutomatonRefusal) -> FieldLanguage {
        FieldLanguage(
            core: try DFA(minimalFor: allowingOtherFields ? "(?s).*" : "", options: [], budget: budget), outside: [],
            checksEmailLengths: false)
    }
}
