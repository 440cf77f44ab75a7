/// One catalogue entry's meaning in the two JavaScript dialects, for `patterns check` and `show`: its
/// pattern as written, and its JavaScript form where it has one (``JavaScriptPortability``).
package struct EntryPortability: Sendable {
    package let entry: CatalogueEntry
    package let answers: [Pattern.Dialect: (pattern: JavaScriptPortability.Answer, form: JavaScriptPortability.Answer?)]

    package init(_ entry: CatalogueEntry) {
        self.entry = entry
        var answers: [Pattern.Dialect: (JavaScriptPortability.Answer, JavaScriptPortability.Answer?)] = [:]
        for dialect in [Pattern.Dialect.javascript, .html] {
            answers[dialect] = (
                JavaScriptPortability.pattern(of: entry, in: dialect),
                JavaScriptPortability.form(of: entry, in: dialect)
            )
        }
        self.answers = answers
    }

    /// `same`, `form` (the entry's JavaScript form is the same language), `differs`, `unreadable`, `n/a`.
    package func cell(_ dialect: Pattern.Dialect) -> String {
        guard let answer = answers[dialect] else { return "-" }
        if answer.pattern != .same, answer.form == .same { return "form" }
        return answer.pattern.name
    }

    /// The answer for `dialect` in a sentence, for `patterns show` and the site: `the same language`, or
    /// what differs and what to copy instead.
    package func sentence(_ dialect: Pattern.Dialect) -> String {
        guard let answer = answers[dialect] else { return "" }
        switch answer.pattern {
        case .same: return "the same language"
        case .notApplicable: return "a built-in rule, not one pattern"
        default:
            var text = answer.pattern.detail
            if answer.form == .same { text += "; copy the JavaScript form, proven the same language" }
            if let reason = entry.knownDifferences[dialect.rawValue] { text += "; \(reason)" }
            return text
        }
    }

    /// What differs, one line per dialect: the pattern's answer, and its form's.
    package var lines: [String] {
        [Pattern.Dialect.javascript, .html].compactMap { dialect in
            guard let answer = answers[dialect], answer.pattern != .same, answer.pattern != .notApplicable else {
                return nil
            }
            var line = "\(entry.id) (\(dialect.rawValue)): the pattern \(answer.pattern.detail)"
            if let form = answer.form { line += "; its JavaScript form: \(form.detail)" }
            if let reason = entry.knownDifferences[dialect.rawValue] { line += "; declared: \(reason)" }
            return line
        }
    }

    /// A JavaScript form that is not the PCRE2 pattern's language, and a pattern that means another
    /// language in a JavaScript dialect (or none) with neither a form to offer instead nor a declared
    /// reason (`knownDifferences.javascript`, `knownDifferences.html`).
    package var failures: [String] {
        [Pattern.Dialect.javascript, .html].compactMap { dialect in
            guard let answer = answers[dialect] else { return nil }
            if let form = answer.form, form != .same {
                return "\(entry.id): its JavaScript form in the \(dialect.rawValue) dialect \(form.detail)"
            }
            guard answer.form == nil, answer.pattern != .same, answer.pattern != .notApplicable,
                entry.knownDifferences[dialect.rawValue] == nil
            else { return nil }
            return
                "\(entry.id): \(answer.pattern.detail) in the \(dialect.rawValue) dialect, with no JavaScript form and no declared reason"
        }
    }
}
