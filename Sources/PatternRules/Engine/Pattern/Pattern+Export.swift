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
        try exportedAutomaton(emailLimits: false)
    }

    /// The export, with the email rules' length limits when `emailLimits` (docs/EXPORT.md, `limits`).
    func exportedAutomaton(emailLimits: Bool) throws(PatternError) -> String {
        let dfa: DFA
        do {
            dfa = try DFA(minimalFor: source, options: options, budget: CompileBudget()).acceptingLast()
        } catch {
            throw PatternError(
                .engineUnavailable, pattern: source, engine: .automaton,
                message: "the automaton cannot read this pattern exactly, so it cannot be exported: \(error)")
        }
        let alphabet = dfa.alphabet
        var ranges: [String] = []
        for (index, start) in alphabet.starts.enumerated() {
            let end = index + 1 < alphabet.starts.count ? alphabet.starts[index + 1] - 1 : ScalarSet.maximumScalar
            ranges.append("[\(start), \(end), \(alphabet.classes[index])]")
        }
        let rows = (0..<dfa.stateCount).map { state in
            "["
                + (0..<dfa.classCount).map { String(dfa.transitions[state * dfa.classCount + $0]) }
                .joined(separator: ", ") + "]"
        }
        let verdicts = (0..<dfa.stateCount).map { state in
            state == 0 ? "\"invalid\"" : dfa.accepting[state] ? "\"valid\"" : "\"incomplete\""
        }
        let distances = dfa.byteDistancesToAcceptance().map { $0.map(String.init) ?? "null" }
        let flags = Flag.allCases.filter { options.contains($0.option) }.map { "\"\($0.rawValue)\"" }
        let limits =
            emailLimits
            ? "\n \"limits\": {\"maximumUTF8Length\": \(EmailRule.maximumOctets), \"maximumLocalPartUTF8Length\": 64},"
            : ""
        return """
            {"format": "patternrules-automaton", "version": \(Self.exportFormatVersion),
             "pattern": \(JSONText.quoted(source)), "flags": [\(flags.joined(separator: ", "))],
             "classCount": \(dfa.classCount), "start": \(dfa.start),\(limits)
             "alphabet": [\(ranges.joined(separator: ", "))],
             "verdicts": [\(verdicts.joined(separator: ", "))],
             "distances": [\(distances.joined(separator: ", "))],
             "transitions": [\(rows.joined(separator: ",\n  "))]}

            """
    }
}
