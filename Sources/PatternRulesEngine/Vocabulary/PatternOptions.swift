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
    /// Each byte of the text is one character, as PCRE2 reads text without `PCRE2_UTF` (and as `grep`
    /// reads it in the C locale): `.` and negated classes take one byte, `\xFF` matches the byte 0xFF, a
    /// character of the pattern beyond ASCII stands for its UTF-8 bytes, and case folds in ASCII only.
    /// Bytes that are not UTF-8 are text like any other. `(*UTF)` in the pattern is then an error.
    ///
    /// PCRE2 reads any pattern this way. The automaton reads it where the pattern names ASCII only (no
    /// `.`, negated class or `\W`, no character beyond ASCII, no ``unicodeCharacterClasses``), which reads
    /// bytes as it reads characters, and refuses the rest with the reason, as does Foundation; the
    /// JavaScript dialects, which have no such mode, reject it. Search ranges can then fall inside a
    /// character: read them on the text's UTF-8.
    public static let bytes = PatternOptions(rawValue: 1 << 5)
}
