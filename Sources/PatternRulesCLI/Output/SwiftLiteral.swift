import PatternRules

/// Swift source for a pattern: the literals `patterns swift` prints.
enum SwiftLiteral {
    /// A raw string literal `#"…"#`, with as many `#` as it takes for the text to contain neither the
    /// closing delimiter `"#…` nor an escape `\#…`; `nil` when the text holds a line break or another
    /// control character, which a one-line raw literal cannot spell.
    static func raw(_ text: String) -> String? {
        guard !text.unicodeScalars.contains(where: isUnprintable) else { return nil }
        var hashes = "#"
        while text.contains("\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
        return hashes + "\"" + text + "\"" + hashes
    }

    /// An ordinary string literal, backslashes and quotes escaped.
    static func escaped(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": literal += "\\\\"
            case "\"": literal += "\\\""
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case _ where isUnprintable(scalar): literal += "\\u{\(String(scalar.value, radix: 16))}"
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }

    private static func isUnprintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }

    /// `let pattern = try Pattern(…)` for a catalogue entry: its text as a raw literal where one can hold
    /// it, its dialect when not PCRE2, its flags.
    static func patternDeclaration(_ entry: CatalogueEntry) -> String {
        let literal = raw(entry.pattern) ?? escaped(entry.pattern)
        let dialect = entry.dialect == .pcre2 ? "" : ", dialect: .\(entry.dialect.rawValue)"
        let options =
            entry.flags.isEmpty ? "" : ", options: [\(entry.flags.map { "." + $0.optionName }.joined(separator: ", "))]"
        return "let pattern = try Pattern(\(literal)\(dialect)\(options))"
    }

    /// `try Pattern(…)` that compiles `pattern` again: its text, its dialect when not PCRE2, its options.
    static func patternExpression(_ pattern: Pattern) -> String {
        let literal = raw(pattern.source) ?? escaped(pattern.source)
        let dialect = pattern.dialect == .pcre2 ? "" : ", dialect: .\(pattern.dialect.rawValue)"
        let names: [(Pattern.Options, String)] = [
            (.caseInsensitive, "caseInsensitive"), (.extended, "extended"),
            (.dotMatchesLineSeparators, "dotMatchesLineSeparators"),
            (.unicodeCharacterClasses, "unicodeCharacterClasses"), (.multiline, "multiline"),
        ]
        let options = names.filter { pattern.options.contains($0.0) }.map { "." + $0.1 }
        return
            "try Pattern(\(literal)\(dialect)\(options.isEmpty ? "" : ", options: [\(options.joined(separator: ", "))]"))"
    }
}
