extension MessageCatalog {
    /// Why `template` cannot be the message of `code` in `locale`, or `nil` when it can: every brace
    /// balanced, every placeholder one of the code's parameters (``FailureCode/parameterKinds``), `plural`
    /// only on a count, with forms named by the locale's CLDR plural categories, `other` among them, and
    /// no placeholder inside a form. What ``render(_:parameters:locale:)`` would otherwise print raw.
    ///
    /// ```swift
    /// MessageCatalog.problem(inTemplate: "Mindestens {nope}.", for: .tooShort, in: MessageLocale("de"))
    /// // "unknown placeholder {nope} at character 12 (too_short has minimum)"
    /// ```
    public static func problem(inTemplate template: String, for code: FailureCode, in locale: MessageLocale)
        -> String?
    {
        var rest = Substring(template)
        while let brace = firstUnquoted(in: rest, where: { $0 == "{" || $0 == "}" }) {
            let position = template[..<brace].count + 1
            guard rest[brace] == "{" else { return "a '}' at character \(position) closes no '{'" }
            guard let close = matchingBrace(in: rest, from: brace) else {
                return "the '{' at character \(position) is never closed"
            }
            let body = rest[rest.index(after: brace)..<close]
            if let problem = placeholderProblem(body, for: code, in: locale, at: position) { return problem }
            rest = rest[rest.index(after: close)...]
        }
        return nil
    }

    private static func placeholderProblem(
        _ body: Substring, for code: FailureCode, in locale: MessageLocale, at position: Int
    ) -> String? {
        let parts = body.split(separator: ",", maxSplits: 2, omittingEmptySubsequences: false).map {
            String($0.trimmingSpaces)
        }
        let name = parts[0]
        let kinds = code.parameterKinds
        guard let kind = kinds[name] else {
            let known = kinds.keys.sorted().joined(separator: ", ")
            return
                "unknown placeholder {\(name)} at character \(position) (\(code) has \(known.isEmpty ? "none" : known))"
        }
        guard parts.count > 1 else {
            return name == String(body.trimmingSpaces)
                ? nil : "the placeholder at character \(position) holds braces: write {\(name)}"
        }
        guard parts.count == 3, parts[1] == "plural" else {
            return "the placeholder {\(name), …} at character \(position) is not {\(name)} or {\(name), plural, …}"
        }
        guard kind == .count else { return "{\(name)} at character \(position) is not a count: it has no plural" }
        return pluralFormsProblem(Substring(parts[2]), of: name, in: locale, at: position)
    }

    /// `one {…} other {…}`: categories of the locale, each once, `other` among them, plain text in each.
    private static func pluralFormsProblem(
        _ text: Substring, of name: String, in locale: MessageLocale, at position: Int
    ) -> String? {
        let allowed = MessageLocale.pluralCategories[locale.identifier] ?? [.other]
        let names = PluralCategory.allCases.filter(allowed.contains).map(\.rawValue).joined(separator: ", ")
        var seen: Set<String> = []
        var rest = text
        while let open = firstUnquoted(in: rest, where: { $0 == "{" }) {
            let category = String(rest[..<open].trimmingSpaces)
            guard let known = PluralCategory(rawValue: category), allowed.contains(known) else {
                return
                    "the plural {\(name)} at character \(position) has a form '\(category)': \(locale) has \(names)"
            }
            guard seen.insert(category).inserted else {
                return "the plural {\(name)} at character \(position) has two '\(category)' forms"
            }
            guard let close = matchingBrace(in: rest, from: open) else {
                return "the plural {\(name)} at character \(position) has an unclosed form"
            }
            let form = rest[rest.index(after: open)..<close]
            if firstUnquoted(in: form, inPluralForm: true, where: { $0 == "{" || $0 == "}" }) != nil {
                return
                    "the plural {\(name)} at character \(position) has a placeholder inside a form: write # for the count"
            }
            rest = rest[rest.index(after: close)...]
        }
        guard rest.trimmingSpaces.isEmpty else {
            return "the plural {\(name)} at character \(position) has text outside its forms"
        }
        guard seen.contains("other") else {
            return "the plural {\(name)} at character \(position) has no 'other' form"
        }
        return nil
    }
}
