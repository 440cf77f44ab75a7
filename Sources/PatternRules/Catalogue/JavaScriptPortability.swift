import PatternRulesSupport

/// Whether a catalogue entry means the same when its pattern is copied into JavaScript (a JSON Schema
/// `pattern`, a form library) or into an `<input pattern>`: the entry's PCRE2 pattern and the same text
/// read in a JavaScript dialect, compared as languages, with the shortest input on which they disagree.
/// An entry whose pattern differs carries a JavaScript form (`"javascript"` in its JSON), which must be
/// the same language as the PCRE2 pattern in both dialects.
package enum JavaScriptPortability {
    package enum Answer: Sendable, Hashable {
        /// The same text means the same language.
        case same
        /// The text means another language; the shortest input valid on one side only, as JSON strings.
        case differs(PatternComparison.Relation, onlyPCRE2: String?, onlyJavaScript: String?)
        /// The dialect cannot read the text (a syntax error, a PCRE2-only flag) or the two cannot be
        /// compared (a pattern the automaton does not build), and why.
        case unreadable(String)
        /// A built-in rule that is not one pattern.
        case notApplicable

        /// The matrix cell: `same`, `differs`, `unreadable` or `n/a`.
        package var name: String {
            switch self {
            case .same: "same"
            case .differs: "differs"
            case .unreadable: "unreadable"
            case .notApplicable: "n/a"
            }
        }

        /// The answer in a sentence: `differs (subset): "é" only in PCRE2`.
        package var detail: String {
            switch self {
            case .same, .notApplicable: name
            case .differs(let relation, let onlyPCRE2, let onlyJavaScript):
                "differs (\(relation.rawValue))"
                    + (onlyPCRE2.map { ": \($0) is valid in PCRE2 only" } ?? "")
                    + (onlyJavaScript.map { "\(onlyPCRE2 == nil ? ":" : ";") \($0) is valid in JavaScript only" } ?? "")
            case .unreadable(let reason): "unreadable: \(reason)"
            }
        }
    }

    /// The JavaScript flags for an entry's options, or why there are none (`x` and UCP are PCRE2's).
    static func options(for entry: CatalogueEntry) -> Pattern.Options? {
        let options = entry.options
        return Pattern.Dialect.javaScriptOptions.isSuperset(of: options) ? options : nil
    }

    /// How the entry's own pattern reads in `dialect`.
    package static func pattern(of entry: CatalogueEntry, in dialect: Pattern.Dialect) -> Answer {
        guard !entry.pattern.isEmpty else { return .notApplicable }
        return compare(entry, text: entry.pattern, in: dialect)
    }

    /// How the entry's JavaScript form reads in `dialect`; `nil` when it has none.
    package static func form(of entry: CatalogueEntry, in dialect: Pattern.Dialect) -> Answer? {
        entry.javaScriptPattern.map { compare(entry, text: $0, in: dialect) }
    }

    private static func compare(_ entry: CatalogueEntry, text: String, in dialect: Pattern.Dialect) -> Answer {
        guard let options = options(for: entry) else {
            return .unreadable("the flags \(entry.flags.map(\.rawValue).joined(separator: ", ")) are PCRE2's")
        }
        do {
            let pcre2 = try entry.compiledPattern()
            let script = try Pattern(text, dialect: dialect, options: options)
            let comparison = try pcre2.compared(with: script)
            guard comparison.relation != .equal else { return .same }
            return .differs(
                comparison.relation, onlyPCRE2: comparison.onlyLeft.first(where: { _ in true }).map(JSONText.quoted),
                onlyJavaScript: comparison.onlyRight.first(where: { _ in true }).map(JSONText.quoted))
        } catch {
            return .unreadable(error.message)
        }
    }
}
