extension CodedFailure {
    /// The failure's message in `locale`: the app's own text for its code where `overrides` has one,
    /// else the library's, with the parameters filled in.
    ///
    /// ```swift
    /// RuleError.tooShort(minimum: 3).message(in: MessageLocale("pl"))   // "Musi mieć co najmniej 3 znaki."
    /// ```
    ///
    /// - Parameters:
    ///   - locale: The language to write it in.
    ///   - overrides: Texts that replace the library's for some codes and locales.
    /// - Returns: The message.
    public func message(in locale: MessageLocale, overrides: MessageOverrides = MessageOverrides()) -> String {
        let template =
            overrides.template(code, in: locale) ?? MessageCatalog.template(code, in: locale) ?? code.rawValue
        return MessageCatalog.render(template, parameters: parameters, locale: locale)
    }
}

extension Error {
    /// The stable code of a failure the library reports, `nil` for an app's own error type.
    public var failureCode: FailureCode? {
        (self as? any CodedFailure)?.code ?? (self as? ValidationMessage)?.underlyingCode
    }

    /// The message of this error in `locale`: a library failure's localised message, or an app's own
    /// error's message as it gives it (`errorDescription`, else its description).
    ///
    /// - Parameters:
    ///   - locale: The language to write it in.
    ///   - overrides: Texts that replace the library's for some codes and locales.
    /// - Returns: The message.
    public func failureMessage(in locale: MessageLocale, overrides: MessageOverrides = MessageOverrides()) -> String {
        guard let coded = self as? any CodedFailure else { return validationMessage }
        return coded.message(in: locale, overrides: overrides)
    }
}

/// An app's own texts for some failure codes in some locales, which replace the library's: a table in
/// code, or one read from a JSON resource (`{"de": {"too_short": "…"}}`). A locale is looked up by the
/// same fallback chain as the shipped messages (`de-AT` finds `de`).
///
/// ```swift
/// let texts = MessageOverrides(["de": ["too_short": "Bitte mindestens {minimum} Zeichen."]])
/// RuleError.tooShort(minimum: 8).message(in: MessageLocale("de-AT"), overrides: texts)
/// // "Bitte mindestens 8 Zeichen."
/// ```
public struct MessageOverrides: Sendable, Hashable {
    private let texts: [String: [String: String]]

    /// No overrides.
    public init() { texts = [:] }

    /// Texts by locale tag, then by code; a template may use the code's placeholders.
    public init(_ texts: [String: [String: String]]) {
        var resolved: [String: [String: String]] = [:]
        for (tag, table) in texts {
            resolved[tag.lowercased().replacingOccurrences(of: "_", with: "-"), default: [:]].merge(table) { $1 }
        }
        self.texts = resolved
    }

    public var isEmpty: Bool { texts.isEmpty }

    /// The app's template for `code` in `locale`: under the tag the locale resolved to, or under a tag
    /// that resolves to the same locale.
    func template(_ code: FailureCode, in locale: MessageLocale) -> String? {
        guard !texts.isEmpty else { return nil }
        if let text = texts[locale.identifier.lowercased()]?[code.rawValue] { return text }
        return texts.first { MessageLocale($0.key) == locale && $0.value[code.rawValue] != nil }?.value[code.rawValue]
    }
}
