import PatternRules

/// How a command reads `--regex`: `--dialect` and `--flags`, read the same way by every command that
/// takes a pattern.
struct PatternReading {
    var dialect: Pattern.Dialect = .pcre2
    var options: Pattern.Options = []

    init(dialect: Pattern.Dialect = .pcre2, options: Pattern.Options = []) {
        self.dialect = dialect
        self.options = options
    }

    init(_ parsed: ParsedArguments) throws(UsageError) {
        if let name = parsed.value(.dialect) {
            guard let dialect = Pattern.Dialect(rawValue: name) else {
                throw UsageError("unknown dialect '\(name)' (expected one of \(Pattern.Dialect.names))")
            }
            self.dialect = dialect
        }
        if let letters = parsed.value(.patternFlags) {
            options = try Self.options(fromFlags: letters, dialect: dialect)
        }
    }

    /// The options that flag letters stand for: `ims` in the JavaScript dialects, `imsx` in PCRE2's.
    static func options(fromFlags letters: String, dialect: Pattern.Dialect) throws(UsageError) -> Pattern.Options {
        let allowed = dialect == .pcre2 ? "imsx" : "ims"
        var options: Pattern.Options = []
        for letter in letters {
            let option: Pattern.Options
            switch letter {
            case "i": option = .caseInsensitive
            case "m": option = .multiline
            case "s": option = .dotMatchesLineSeparators
            case "x" where dialect == .pcre2: option = .extended
            default:
                throw UsageError(
                    "'--flags' takes letters from \(allowed) for the \(dialect.rawValue) dialect, not '\(letters)'")
            }
            guard !options.contains(option) else { throw UsageError("'--flags \(letters)' repeats '\(letter)'") }
            options.insert(option)
        }
        return options
    }

    /// `pattern` compiled as this reading says, with `extra` options (`--ignore-case`).
    func pattern(_ source: String, extra: Pattern.Options = [], engine: Engine? = nil) throws(PatternError) -> Pattern {
        try Pattern(source, dialect: dialect, options: options.union(extra), engine: engine)
    }

    /// `pattern` compiled as this reading says for search alone (``Pattern/Searcher``), without the
    /// validation program a ``Pattern`` compiles first.
    func searcher(_ source: String) throws(PatternError) -> Pattern.Searcher {
        try Pattern.Searcher(source, dialect: dialect, options: options)
    }
}
