import PatternRulesSupport

extension DFA {
    /// The automaton as a `patternrules-automaton` JSON document (docs/EXPORT.md), states as they are
    /// numbered here (callers pass an automaton with its accepting states last). `pattern` is `nil` for
    /// an automaton that is no one pattern's (a rule-set field's); `limits` are the UTF-8 length limits a
    /// rule checks beside the automaton (the email rules'), written as the document's `limits`.
    package func exportedDocument(pattern: String?, flags: [String], limits: ExportedLengthLimits?) -> String {
        var ranges: [String] = []
        for (index, first) in alphabet.starts.enumerated() {
            let last = index + 1 < alphabet.starts.count ? alphabet.starts[index + 1] - 1 : ScalarSet.maximumScalar
            ranges.append("[\(first), \(last), \(alphabet.classes[index])]")
        }
        let rows = (0..<stateCount).map { state in
            "["
                + (0..<classCount).map { String(transitions[state * classCount + $0]) }
                .joined(separator: ", ") + "]"
        }
        let verdicts = (0..<stateCount).map { state in
            state == 0 ? "\"invalid\"" : accepting[state] ? "\"valid\"" : "\"incomplete\""
        }
        let distances = byteDistancesToAcceptance().map { $0.map(String.init) ?? "null" }
        let limits =
            limits.map {
                "\n \"limits\": {\"maximumUTF8Length\": \($0.maximumUTF8Length), \"maximumLocalPartUTF8Length\": \($0.maximumLocalPartUTF8Length)},"
            } ?? ""
        return """
            {"format": "patternrules-automaton", "version": \(Pattern.exportFormatVersion),
             "pattern": \(pattern.map(JSONText.quoted) ?? "null"), "flags": [\(flags.map(JSONText.quoted).joined(separator: ", "))],
             "classCount": \(classCount), "start": \(start),\(limits)
             "alphabet": [\(ranges.joined(separator: ", "))],
             "verdicts": [\(verdicts.joined(separator: ", "))],
             "distances": [\(distances.joined(separator: ", "))],
             "transitions": [\(rows.joined(separator: ",\n  "))]}

            """
    }
}
