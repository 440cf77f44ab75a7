import PatternRules

/// The options of `patterns find` alone, declared as every option is (CommandSpec+Options.swift).
extension CommandSpec.Option {
    static let findJobs = value(
        "--jobs", "<n>",
        """
        Threads that search, 1 to 256; the output is the same for any
        number. More than one pays where a line costs more to search
        than to hand out, as phone numbers do. (default: 1)
        """)
    static let findInput = {
        var option = value(
            "--input", "<file>",
            """
            Search this file ('-': standard input); may be given again.
            (default: standard input)
            """)
        option.isRepeatable = true
        return option
    }()
    static let findRegex = {
        var option = value(
            "--regex", "<pattern>",
            """
            A pattern to find (PCRE2 syntax; see --dialect); may be given
            again, beside catalogue ids and rules.
            """)
        option.isRepeatable = true
        return option
    }()
    static let leniency = value(
        "--leniency", "<level>",
        """
        How sure a phone number found by phone:XX must be, as
        libphonenumber's matcher: possible (a possible length), valid
        (the default: a valid number, national prefix where required,
        not touching a letter), strict-grouping (valid, no group of
        digits broken apart) or exact-grouping (valid, grouped exactly as
        the region or one of its alternate formats writes it).
        """)
    static let findJSON = flag(
        "--json",
        """
        Print ripgrep's JSON Lines messages (begin, match, end,
        summary), as 'rg --json' does.
        """)
    static let findCount = flag(
        "--count", "Print the lines with a match per input (as rg --count).")
    static let countMatches = flag(
        "--count-matches", "Print the matches per input (as rg --count-matches).")
    static let findStrategy = flag(
        "--strategy",
        """
        Print how each pattern searches (its engine, what the search
        skips to, which automata run) and read no input.
        """)
    static let listFinders = flag(
        "--list-finders",
        """
        Print the finders a name may search with (one per line: its
        family, its names, the options it reads, what it finds) and
        read no input.
        """)
    static let findContext = flag(
        "--context",
        """
        Report a finder's value only where one of its context words
        (ssn, social security, ...: docs/PERSONAL-DATA.md) stands in
        the same line: fewer numbers that only look like one.
        """)
    static let redact = flag(
        "--redact",
        """
        Print every line as read, each match replaced by [OPERAND]
        (the pattern's name as given: [email], [--regex value]).
        """)
    static let redactWith = value(
        "--redact-with", "<template>",
        """
        Redact (as --redact), each match replaced by <template>,
        where {rule} is the operand's name, {hash} a keyed hash of
        the value (HMAC-SHA-256 with --redact-key, 32 hex digits;
        the same value hashes alike however it is written), {mask}
        the match with all but its last four letters or digits as
        *; {{ and }} write braces.
        """)
    static let redactKey = value(
        "--redact-key", "<file>", "The key of {hash} in --redact-with: the file's bytes, exactly.")
}
