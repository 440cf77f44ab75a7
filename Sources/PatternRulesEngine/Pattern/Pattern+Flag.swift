extension Pattern {
    /// A compile option by the name catalogue entries, rule sets and the CLI write it: `case-insensitive`,
    /// `unicode`, `extended`, `dot-all`. One table, so that every place accepts the same names.
    public enum Flag: String, Sendable, Hashable, CaseIterable {
        case caseInsensitive = "case-insensitive"
        case unicode
        case extended
        case dotAll = "dot-all"

        /// The option the flag sets.
        public var option: Pattern.Options {
            switch self {
            case .caseInsensitive: .caseInsensitive
            case .unicode: .unicodeCharacterClasses
            case .extended: .extended
            case .dotAll: .dotMatchesLineSeparators
            }
        }

        /// The option's name in Swift (`unicodeCharacterClasses`), for generated code.
        public var optionName: String {
            switch self {
            case .caseInsensitive: "caseInsensitive"
            case .unicode: "unicodeCharacterClasses"
            case .extended: "extended"
            case .dotAll: "dotMatchesLineSeparators"
            }
        }

        /// The flag names, for messages: `case-insensitive, unicode, extended, dot-all`.
        public static let names = allCases.map(\.rawValue).joined(separator: ", ")
    }
}
