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
        MessageCatalog.message(code, parameters: parameters, in: locale, overrides: overrides)
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
/// code, or one read from a JSON resource (`{"de": {"too_short": "…"}}`). Each tag applies to the
/// shipped locale it names, itself or through its language (`de-AT` texts serve `de`; a tag given
/// exactly wins over a regional one); a tag that names no shipped locale is never used, and never stands
/// in for English.
///
/// ```swift
/// let texts = MessageOverrides(["de": ["too_short": "Bitte mindestens {minimum} Zeichen."]])
/// RuleError.tooShort(minimum: 8).message(in: MessageLocale("de-AT"), overrides: texts)
/// // "Bitte mindestens 8 Zeichen."
/// ```
public struct MessageOverrides: Sendable, Hashable {
    /// Texts by shipped locale identifier, then by code.
    private let texts: [String: [String: String]]

    /// No overrides.
    public init() { texts = [:] }

    /// Texts by locale tag, then by code; a template may use the code's placeholders.
    public init(_ texts: [String: [String: String]]) {
        var resolved: [String: [String: String]] = [:]
        // Regional tags first, so that a tag naming the locale exactly overwrites them.
        let ordered = texts.sorted { ($0.key.count, $0.key) > ($1.key.count, $1.key) }
        for (tag, table) in ordered {
            guard let identifier = MessageLocale.shippedMatch(tag) else { continue }
            resolved[identifier, default: [:]].merge(table) { $1 }
        }
        self.texts = resolved
    }

    /// The texts in `texts`, each checked: the tag a well-formed BCP 47 tag of a shipped locale, the code
    /// one the library reports, the template one ``MessageCatalog/problem(inTemplate:for:in:)`` accepts
    /// in that locale. A table read from JSON goes through here, so that a mistake is an error when it
    /// loads, not a raw template shown to a user.
    ///
    /// - Throws: ``MessageOverridesError`` naming the first bad text by its tag and code.
    public init(checking texts: [String: [String: String]]) throws(MessageOverridesError) {
        for (tag, table) in texts.sorted(by: { $0.key < $1.key }) {
            for (code, template) in table.sorted(by: { $0.key < $1.key }) {
                if let problem = Self.problem(tag: tag, code: code, template: template) {
                    throw MessageOverridesError(tag: tag, code: code, message: problem)
                }
            }
        }
        self.init(texts)
    }

    /// Why `template` cannot stand for `code` in the locale `tag` names, or `nil` when it can.
    static func problem(tag: String, code: String, template: String) -> String? {
        guard let (locale, isMatch) = MessageLocale.resolving(tag) else {
            return "'\(tag)' is not a BCP 47 language tag"
        }
        guard isMatch else {
            return "no messages ship for '\(tag)' (shipped: \(MessageLocale.shipped.joined(separator: ", ")))"
        }
        let failure = FailureCode(rawValue: code)
        guard FailureCode.all.contains(failure) else { return "unknown failure code (see docs/MESSAGES.md)" }
        return MessageCatalog.problem(inTemplate: template, for: failure, in: locale)
    }

    public var isEmpty: Bool { texts.isEmpty }

    /// The app's template for `code` in `locale`.
    func template(_ code: FailureCode, in locale: MessageLocale) -> String? {
        texts[locale.identifier]?[code.rawValue]
    }
}

/// A message override that cannot be used: which locale tag and code, and why.
public struct MessageOverridesError: Error, Sendable, Hashable, CustomStringConvertible {
    public let tag: String
    public let code: String
    public let message: String

    public var description: String { "\(tag).\(code): \(message)" }
}
