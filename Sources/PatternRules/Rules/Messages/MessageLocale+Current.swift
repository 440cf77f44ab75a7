import Foundation

extension MessageLocale {
    /// The user's language: the first of their preferred languages that ships, else English. Forms use it
    /// unless told otherwise; the library's other entry points take the locale as a parameter.
    ///
    /// On Apple platforms the preferred languages are the system's (`Locale.preferredLanguages`). On
    /// Linux, where Foundation does not follow the environment, they are POSIX's: `LANGUAGE` (a
    /// colon-separated list, honoured as GNU gettext honours it, unless the locale is `C`), then the first
    /// of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set (`de_AT.UTF-8` → `de`; `C` and `POSIX` are
    /// English).
    public static var current: MessageLocale {
        #if canImport(Darwin)
            preferred(in: Locale.preferredLanguages)
        #else
            preferred(in: posixPreferredLanguages(ProcessInfo.processInfo.environment) + Locale.preferredLanguages)
        #endif
    }

    /// The first of `tags` that names a shipped locale, else English.
    static func preferred(in tags: [String]) -> MessageLocale {
        for tag in tags {
            if let identifier = shippedMatch(tag) { return MessageLocale(identifier) }
        }
        return .english
    }

    /// The languages the POSIX locale variables of `environment` ask for, most preferred first; `["en"]`
    /// for the `C` or `POSIX` locale.
    static func posixPreferredLanguages(_ environment: [String: String]) -> [String] {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        guard let locale else { return [] }
        let language = locale.split(separator: ".").first.map(String.init) ?? locale
        let bare = language.split(separator: "@").first.map(String.init) ?? language
        if bare == "C" || bare == "POSIX" { return ["en"] }
        let list = (environment["LANGUAGE"] ?? "").split(separator: ":").map(String.init)
        return list + [bare]
    }
}
