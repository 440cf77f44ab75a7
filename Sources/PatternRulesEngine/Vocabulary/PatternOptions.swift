/// A pattern's compile options, the settings PCRE2 names `PCRE2_CASELESS`, `PCRE2_EXTENDED` and the
/// like. Every stage reads them (the parser, the automata, PCRE2 and Foundation), so they sit below
/// ``Pattern``, which spells them ``Pattern/Options``.
public struct PatternOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Letters match in either case (`PCRE2_CASELESS`, `(?i)`).
    public static let caseInsensitive = PatternOptions(rawValue: 1 << 0)
    /// White space is ignored and `#` starts a comment (`PCRE2_EXTENDED`, `(?x)`).
    public static let extended = PatternOptions(rawValue: 1 << 1)
    /// `.` also matches line breaks (`PCRE2_DOTALL`, `(?s)`).
    public static let dotMatchesLineSeparators = PatternOptions(rawValue: 1 << 2)
    /// `\d`, `\w`, `\s` and POSIX classes match any script, not just ASCII (`PCRE2_UCP`). ICU
    /// always behaves this way.
    public static let unicodeCharacterClasses = PatternOptions(rawValue: 1 << 3)
    /// `^` and `$` also match at line breaks inside the input (`PCRE2_MULTILINE`, `(?m)`, the
    /// JavaScript flag `m`).
    public static let multiline = PatternOptions(rawValue: 1 << 4)
}
