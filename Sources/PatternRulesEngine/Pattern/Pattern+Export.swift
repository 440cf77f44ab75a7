extension Pattern {
    /// The version of the exported automaton format (docs/EXPORT.md).
    public static let exportFormatVersion = 1

    /// This pattern's minimal automaton as a JSON document (docs/EXPORT.md): the alphabet as code-point
    /// ranges mapped to classes, the transition table, each state's verdict and its fewest UTF-8 bytes
    /// to acceptance, and the options it was built with. A front-end walks it with
    /// `Sources/PatternRulesCLI/Resources/web/pattern-automaton.js` and answers exactly as this library does.
    ///
    /// ```swift
    /// let json = try Pattern("[a-z]{2,}").exportedAutomaton()
    /// // {"format": "patternrules-automaton", "version": 1, "pattern": "[a-z]{2,}", …}
    /// ```
    ///
    /// - Throws: ``PatternError`` with ``PatternError/Reason/engineUnavailable`` when the automaton
    ///   cannot read the pattern exactly (a backreference, say), with the reason.
    public func exportedAutomaton() throws(PatternError) -> String {
        try exportedAutomaton(limits: nil)
    }

    /// The export, with the length limits a rule checks beside the automaton (docs/EXPORT.md, `limits`).
    package func exportedAutomaton(limits: ExportedLengthLimits?) throws(PatternError) -> String {
        let dfa: DFA
        do {
            dfa = try DFA(minimalFor: source, options: options, dialect: dialect, budget: CompileBudget())
                .acceptingLast()
        } catch {
            throw PatternError(
                .engineUnavailable, pattern: source, engine: .automaton,
                message: "the automaton cannot read this pattern exactly, so it cannot be exported: \(error)")
        }
        let flags = Flag.allCases.filter { options.contains($0.option) }.map(\.rawValue)
        return dfa.exportedDocument(pattern: source, flags: flags, limits: limits)
    }
}

/// UTF-8 length limits a rule checks beside its automaton, which an exported automaton carries so that a
/// front-end checks them too (the email rules': 254 bytes in all, 64 before the `@`).
package struct ExportedLengthLimits: Sendable, Equatable {
    package let maximumUTF8Length: Int
    package let maximumLocalPartUTF8Length: Int

    package init(maximumUTF8Length: Int, maximumLocalPartUTF8Length: Int) {
        self.maximumUTF8Length = maximumUTF8Length
        self.maximumLocalPartUTF8Length = maximumLocalPartUTF8Length
    }
}
