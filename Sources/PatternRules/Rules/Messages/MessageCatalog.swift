/// The library's failure messages in every shipped locale, and the one renderer of their templates.
///
/// A template is text with placeholders in a subset of ICU MessageFormat: `{name}` inserts a parameter
/// (a count formatted for the locale, a text as written, a list joined), and `{name, plural, one {…}
/// other {…}}` picks the form of the count's CLDR plural category, with `#` standing for the count.
/// Apostrophes quote as ICU's default mode has them: `''` is one apostrophe, and an apostrophe before
/// `{`, `}`, `|` or (in a plural form) `#` starts literal text up to the next one (`'{minimum}'` is the
/// text `{minimum}`); any other apostrophe is itself (`l'adresse`).
/// In a right-to-left locale every inserted value is wrapped in Unicode isolates (U+2068 … U+2069), so
/// a number or a Latin field name keeps its order inside Arabic text.
public enum MessageCatalog {
    /// The templates of a shipped locale, by code: its rules' messages and its JSON Schema keywords'.
    static func templates(_ locale: MessageLocale) -> [String: String] {
        tables[locale.identifier] ?? tables["en"]!
    }

    /// Every shipped locale's templates, merged once.
    private static let tables: [String: [String: String]] = [
        "en": english.merging(englishSchema) { $1 },
        "de": german.merging(germanSchema) { $1 },
        "fr": french.merging(frenchSchema) { $1 },
        "es": spanish.merging(spanishSchema) { $1 },
        "it": italian.merging(italianSchema) { $1 },
        "pt-BR": brazilianPortuguese.merging(brazilianPortugueseSchema) { $1 },
        "nl": dutch.merging(dutchSchema) { $1 },
        "pl": polish.merging(polishSchema) { $1 },
        "ru": russian.merging(russianSchema) { $1 },
        "ja": japanese.merging(japaneseSchema) { $1 },
        "zh-Hans": simplifiedChinese.merging(simplifiedChineseSchema) { $1 },
        "ar": arabic.merging(arabicSchema) { $1 },
    ]

    /// The shipped template of `code` in `locale` (English where the locale has none), `nil` for a code
    /// the library does not report.
    public static func template(_ code: FailureCode, in locale: MessageLocale) -> String? {
        templates(locale)[code.rawValue] ?? templates(.english)[code.rawValue]
    }

    /// The message of `code` with `parameters` in `locale`: the app's text where `overrides` has one, else
    /// the library's.
    static func message(
        _ code: FailureCode, parameters: [String: FailureParameter], in locale: MessageLocale,
        overrides: MessageOverrides = MessageOverrides()
    ) -> String {
        let template = overrides.template(code, in: locale) ?? template(code, in: locale) ?? code.rawValue
        return render(template, parameters: parameters, locale: locale)
    }

    /// `template` with `parameters` filled in for `locale`. A placeholder with no parameter stays as
    /// written, so a mistake shows instead of vanishing.
    public static func render(
        _ template: String, parameters: [String: FailureParameter], locale: MessageLocale
    ) -> String {
        render(Substring(template), parameters: parameters, locale: locale, count: nil)
    }

    /// `template` rendered, with `#` standing for `count` inside a plural form.
    private static func render(
        _ template: Substring, parameters: [String: FailureParameter], locale: MessageLocale, count: String?
    ) -> String {
        var output = ""
        var index = template.startIndex
        while index < template.endIndex {
            let character = template[index]
            if character == "'", let (literal, after) = quoted(in: template, at: index, inPluralForm: count != nil) {
                output += literal
                index = after
            } else if character == "{", let close = matchingBrace(in: template, from: index) {
                output += placeholder(
                    template[template.index(after: index)..<close], parameters: parameters, locale: locale)
                index = template.index(after: close)
            } else if character == "#", let count {
                output += count
                index = template.index(after: index)
            } else {
                output.append(character)
                index = template.index(after: index)
            }
        }
        return output
    }

    /// The literal text an apostrophe at `index` begins and where the text after it resumes: `''` is one
    /// apostrophe; before a syntax character, everything up to the next lone apostrophe (or the end);
    /// `nil` for an apostrophe that is itself.
    private static func quoted(
        in template: Substring, at index: Substring.Index, inPluralForm: Bool
    ) -> (String, Substring.Index)? {
        let next = template.index(after: index)
        guard next < template.endIndex else { return nil }
        if template[next] == "'" { return ("'", template.index(after: next)) }
        guard "{}|".contains(template[next]) || (inPluralForm && template[next] == "#") else { return nil }
        var literal = ""
        var position = next
        while position < template.endIndex {
            if template[position] == "'" {
                let after = template.index(after: position)
                guard after < template.endIndex, template[after] == "'" else { return (literal, after) }
                literal.append("'")
                position = template.index(after: after)
            } else {
                literal.append(template[position])
                position = template.index(after: position)
            }
        }
        return (literal, position)
    }

    private static func placeholder(
        _ body: Substring, parameters: [String: FailureParameter], locale: MessageLocale
    ) -> String {
        let parts = body.split(separator: ",", maxSplits: 2).map { $0.trimmingSpaces }
        guard let name = parts.first, let value = parameters[String(name)] else { return "{" + body + "}" }
        if parts.count == 3, parts[1] == "plural", case .count(let count) = value {
            let forms = pluralForms(parts[2])
            let category = PluralCategory.of(String(count), in: locale)
            let form = forms[category.rawValue] ?? forms["other"] ?? ""
            return render(
                Substring(form), parameters: parameters, locale: locale, count: isolated(locale.format(count), locale))
        }
        return isolated(text(of: value, locale), locale)
    }

    private static func text(of value: FailureParameter, _ locale: MessageLocale) -> String {
        switch value {
        case .count(let count): locale.format(count)
        case .text(let text): text
        case .list(let items): items.joined(separator: listSeparator(locale))
        }
    }

    private static func listSeparator(_ locale: MessageLocale) -> String {
        switch locale.identifier {
        case "ja", "zh-Hans": "、"
        case "ar": "، "
        default: ", "
        }
    }

    private static func isolated(_ text: String, _ locale: MessageLocale) -> String {
        locale.isRightToLeft ? "\u{2068}" + text + "\u{2069}" : text
    }

    /// `one {…} other {…}` as forms by category.
    static func pluralForms(_ text: Substring) -> [String: String] {
        var forms: [String: String] = [:]
        var rest = text
        while let open = firstUnquoted(in: rest, where: { $0 == "{" }), let close = matchingBrace(in: rest, from: open)
        {
            let category = rest[..<open].trimmingSpaces
            forms[String(category)] = String(rest[rest.index(after: open)..<close])
            rest = rest[rest.index(after: close)...]
        }
        return forms
    }

    /// The first character of `text` outside quoted text that `isWanted`, `nil` when there is none.
    static func firstUnquoted(
        in text: Substring, inPluralForm: Bool = false, where isWanted: (Character) -> Bool
    ) -> Substring.Index? {
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == "'", let (_, after) = quoted(in: text, at: index, inPluralForm: inPluralForm) {
                index = after
            } else if isWanted(text[index]) {
                return index
            } else {
                index = text.index(after: index)
            }
        }
        return nil
    }

    /// The `}` that closes the `{` at `open`, braces nested inside counted and quoted ones (`'{'`) not;
    /// `nil` when none does.
    static func matchingBrace(in text: Substring, from open: Substring.Index) -> Substring.Index? {
        var depth = 0
        var index = open
        while index < text.endIndex {
            if text[index] == "'", let (_, after) = quoted(in: text, at: index, inPluralForm: true) {
                index = after
                continue
            }
            if text[index] == "{" { depth += 1 }
            if text[index] == "}" {
                depth -= 1
                if depth == 0 { return index }
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// The placeholder names of `template`, for checking a translation against English.
    public static func placeholders(_ template: String) -> [String] {
        var names: [String] = []
        var rest = Substring(template)
        while let open = firstUnquoted(in: rest, where: { $0 == "{" }), let close = matchingBrace(in: rest, from: open)
        {
            let body = rest[rest.index(after: open)..<close]
            names.append(String((body.split(separator: ",").first ?? "").trimmingSpaces))
            rest = rest[rest.index(after: close)...]
        }
        return names.sorted()
    }
}

extension Substring {
    /// The text without spaces at either end, as templates are read.
    var trimmingSpaces: Substring {
        var text = self
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return text
    }
}
