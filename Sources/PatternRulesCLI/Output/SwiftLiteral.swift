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
        "let pattern = "
            + patternExpression(entry.pattern, dialect: entry.dialect, optionNames: entry.flags.map(\.optionName))
    }

    /// `try Pattern(…)` that compiles `pattern` again: its text, its dialect when not PCRE2, its options.
    static func patternExpression(_ pattern: Pattern) -> String {
        // The flags name every option but `multiline`, which only a JavaScript dialect's `m` sets, and
        // `bytes`, which the library alone sets.
        var names = Pattern.Flag.allCases.filter { pattern.options.contains($0.option) }.map(\.optionName)
        if pattern.options.contains(.multiline) { names.append("multiline") }
        if pattern.options.contains(.bytes) { names.append("bytes") }
        return patternExpression(pattern.source, dialect: pattern.dialect, optionNames: names)
    }

    private static func patternExpression(_ source: String, dialect: Pattern.Dialect, optionNames: [String]) -> String {
        let literal = raw(source) ?? escaped(source)
        let dialect = dialect == .pcre2 ? "" : ", dialect: .\(dialect.rawValue)"
        let options = optionNames.isEmpty ? "" : ", options: [\(optionNames.map { "." + $0 }.joined(separator: ", "))]"
        return "try Pattern(\(literal)\(dialect)\(options))"
    }
}
