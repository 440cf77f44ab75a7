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
        let characters = Array(template)
        var index = 0
        while index < characters.count {
            switch characters[index] {
            case "}":
                return "a '}' at character \(index + 1) closes no '{'"
            case "{":
                guard let close = closingBrace(characters, from: index) else {
                    return "the '{' at character \(index + 1) is never closed"
                }
                let body = String(characters[(index + 1)..<close])
                if let problem = placeholderProblem(body, for: code, in: locale, at: index + 1) { return problem }
                index = close + 1
            default:
                index += 1
            }
        }
        return nil
    }

    private static func closingBrace(_ characters: [Character], from open: Int) -> Int? {
        var depth = 0
        for index in open..<characters.count {
            if characters[index] == "{" { depth += 1 }
            if characters[index] == "}" {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    private static func placeholderProblem(
        _ body: String, for code: FailureCode, in locale: MessageLocale, at position: Int
    ) -> String? {
        let parts = body.split(separator: ",", maxSplits: 2, omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: " ")
        }
        let name = parts[0]
        let kinds = code.parameterKinds
        guard let kind = kinds[name] else {
            let known = kinds.keys.sorted().joined(separator: ", ")
            return
                "unknown placeholder {\(name)} at character \(position) (\(code) has \(known.isEmpty ? "none" : known))"
        }
        guard parts.count > 1 else {
            return name == body.trimmingCharacters(in: " ")
                ? nil : "the placeholder at character \(position) holds braces: write {\(name)}"
        }
        guard parts.count == 3, parts[1] == "plural" else {
            return "the placeholder {\(name), …} at character \(position) is not {\(name)} or {\(name), plural, …}"
        }
        guard kind == .count else { return "{\(name)} at character \(position) is not a count: it has no plural" }
        return pluralFormsProblem(parts[2], of: name, in: locale, at: position)
    }

    /// `one {…} other {…}`: categories of the locale, each once, `other` among them, plain text in each.
    private static func pluralFormsProblem(_ text: String, of name: String, in locale: MessageLocale, at position: Int)
        -> String?
    {
        let allowed = MessageLocale.pluralCategories[locale.identifier] ?? [.other]
        let names = PluralCategory.allCases.filter(allowed.contains).map(\.rawValue).joined(separator: ", ")
        var seen: Set<String> = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            let category = rest[..<open].trimmingCharacters(in: " ")
            guard let known = PluralCategory(rawValue: category), allowed.contains(known) else {
                return
                    "the plural {\(name)} at character \(position) has a form '\(category)': \(locale) has \(names)"
            }
            guard seen.insert(category).inserted else {
                return "the plural {\(name)} at character \(position) has two '\(category)' forms"
            }
            let form = rest[rest.index(after: open)...]
            guard let close = form.firstIndex(of: "}") else {
                return "the plural {\(name)} at character \(position) has an unclosed form"
            }
            if form[..<close].contains("{") {
                return
                    "the plural {\(name)} at character \(position) has a placeholder inside a form: write # for the count"
            }
            rest = form[form.index(after: close)...]
        }
        guard rest.trimmingCharacters(in: " ").isEmpty else {
            return "the plural {\(name)} at character \(position) has text outside its forms"
        }
        guard seen.contains("other") else {
            return "the plural {\(name)} at character \(position) has no 'other' form"
        }
        return nil
    }
}

extension StringProtocol {
    /// The text without the characters of `set` at either end.
    fileprivate func trimmingCharacters(in set: String) -> String {
        var text = Substring(self)
        while let first = text.first, set.contains(first) { text.removeFirst() }
        while let last = text.last, set.contains(last) { text.removeLast() }
        return String(text)
    }
}
