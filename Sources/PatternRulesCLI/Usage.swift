/// The help texts, in the `OVERVIEW:` / `USAGE:` / `OPTIONS:` layout of swift-argument-parser.
enum Usage {
    static let root = """
        OVERVIEW: Validate input with compiled patterns and rules (PCRE2 JIT, with three verdicts).

        USAGE: patterns <subcommand>

        OPTIONS:
          -h, --help              Show help information.

        SUBCOMMANDS:
          validate                Validate inputs against a pattern or a rule.
          list                    List the catalogue's entries.
          search                  Find catalogue entries by words.
          show                    Show everything about a catalogue entry.
          swift                   Print a catalogue pattern as Swift literals and a rule.
          test                    Validate inputs against a catalogue entry.
          check                   Check every catalogue entry on every engine.
          engines                 List the engines and whether the PCRE2 JIT is available.

          See 'patterns help <subcommand>' for detailed help.

        The catalogue is the one shipped with the tool, or the directory named by
        $PATTERNRULES_CATALOGUE.

        """

    static let validate = """
        OVERVIEW: Validate inputs against a pattern or a rule.

        Prints one line per input: the verdict (valid, incomplete or invalid), a tab, and the
        input. The whole input must match. 'incomplete' means some continuation could be valid.
        With no inputs, reads lines from standard input (a CR before the LF is dropped).
        Input must be UTF-8: a line or argument that is not is reported 'invalid', echoed as
        given, with a warning; UTF-16 input (a byte-order mark) is refused. A line longer than
        --max-line-bytes is reported as 'error' with a warning, and reading goes on.

        Exit status: 0 when every input is valid, 1 when any is not, 2 on a usage or pattern error.

        USAGE: patterns validate --regex <pattern> [<options>] [--] [<input> ...]
               patterns validate <rule> [<options>] [--] [<input> ...]
               patterns validate --rules <rule-set.json> [--format jsonl|csv] [<file> ...]

        With --rules, validates records (JSON Lines, or CSV with a header row) from the files or
        standard input against a rule set (docs/RULESETS.md): one line per record, 'valid',
        'incomplete' or 'invalid', a tab, FILE:LINE (or 'line N'), and for a failing record a tab
        and 'field: message; ...'. A line that is not a record prints 'error', its place and why,
        and counts as a failure. A summary goes to standard error.

        ARGUMENTS:
          <rule>                  A catalogue id (see 'patterns list'), or a built-in rule:
                                  email (= email:practical), email:html5,
                                  email:rfc5322, email:international, calling-code,
                                  password (validator.js isStrongPassword defaults, at most
                                  64 characters),
                                  phone (international form, any region), phone:XX (ISO 3166
                                  region XX, national or international form), phone:XX:TYPE
                                  (TYPE: mobile, fixed-line, toll-free, premium-rate,
                                  shared-cost, voip, personal-number, pager, uan, voicemail).
          <input>                 An input to validate. Use '--' before inputs that start with '-'.

        OPTIONS:
          --regex <pattern>       A PCRE2 pattern (ICU syntax falls back to Foundation).
          --engine <engine>       auto, automaton, pcre2-jit, pcre2 or
                                  foundation. (default: auto, or
                                  $PATTERNRULES_ENGINE when set)
          -i, --ignore-case       Match letters in either case.
          --rules <file>          A JSON rule set to validate records against.
          --format <format>       With --rules, how records are written: jsonl or csv.
                                  (default: csv for a .csv file, else jsonl). With a rule or
                                  --regex, the output: text (the default) or jsonl, one JSON
                                  object per input: {"line": N, "verdict": "...", "input":
                                  "..."}, with "e164" for a valid phone number and
                                  "invalidUTF8": true for input that is not UTF-8.
          --max-line-bytes <n>    The longest line kept in memory, in bytes. (default:
                                  67108864, 64 MiB)
          --input <file>          Read the lines to validate from this file instead of
                                  standard input.
          --only <verdict>        Print only the inputs with this verdict (valid, incomplete,
                                  invalid or error), exactly as they were read, one per
                                  line: 'patterns validate email --only valid < in > clean'.
          --count                 Print one line per verdict with its count instead.
          --summary               At the end, write the count of each verdict and the inputs
                                  per second to standard error.
          --e164                  With a phone rule: a valid number's line gains a tab and
                                  the number in E.164 form (+442079460958).
          --explain               With the password rule: instead of the verdict, one line per
                                  requirement ('met' or 'unmet', a tab, the requirement), then
                                  'score', a tab, and the strength score from 0 to 4 (zxcvbn
                                  4.5.0's), 'log10-guesses' and its estimate, and zxcvbn-style
                                  feedback: a 'warning' line and 'suggestion' lines.
          -h, --help              Show help information.

        """

    static let engines = """
        OVERVIEW: List the engines and whether the PCRE2 JIT is available on this machine.

        USAGE: patterns engines

        OPTIONS:
          -h, --help              Show help information.

        """

    static let list = """
        OVERVIEW: List the catalogue's entries: ID, a tab, the title; sorted by id.

        USAGE: patterns list [--tag <tag>]

        OPTIONS:
          --tag <tag>             Only entries with this tag (email, password, phone, ...).
          -h, --help              Show help information.

        """

    static let search = """
        OVERVIEW: Find catalogue entries in which every word occurs (id, title, description
        or tags, ignoring case), most relevant first: hits in the id and title rank first.

        Exit status: 0 when something is found, 1 when nothing is (a message on standard error).

        USAGE: patterns search <word> ...

        OPTIONS:
          -h, --help              Show help information.

        """

    static let show = """
        OVERVIEW: Show everything about a catalogue entry, examples included.

        USAGE: patterns show <id> [--json]

        OPTIONS:
          --json                  Print the entry's JSON as stored.
          -h, --help              Show help information.

        """

    static let swift = """
        OVERVIEW: Print a catalogue pattern as a Swift raw string literal, as an escaped
        string literal, and two lines that build a PatternRules rule from it.

        USAGE: patterns swift <id>

        OPTIONS:
          -h, --help              Show help information.

        """

    static let test = """
        OVERVIEW: Validate inputs against a catalogue entry, as 'patterns validate' does.

        USAGE: patterns test <id> [--engine <engine>] [--] [<input> ...]

        OPTIONS:
          --engine <engine>       auto, automaton, pcre2-jit, pcre2 or
                                  foundation. (default: auto)
          -h, --help              Show help information.

        """

    static let check = """
        OVERVIEW: Compile every catalogue entry (or the ones named) on every engine, run all
        its examples, and print a matrix of entry × engine (ok, differs, unsupported), the
        differences, and a one-line total.

        The 'auto' column names the engine the automatic chain picks for the entry.

        Exit status: 1 when the automaton or a PCRE2 engine disagrees with an entry's examples
        (the automaton not running a pattern is listed, not a failure), when the JIT
        and the interpreter disagree, or when an entry differs on Foundation or Swift Regex
        without declaring it in 'knownDifferences'; 2 on a usage or catalogue error.

        USAGE: patterns check [<id> ...] [--engines <list>]

        OPTIONS:
          --engines <list>        Comma-separated: automaton, pcre2-jit, pcre2, foundation,
                                  swift-regex. (default: all five)
          -h, --help              Show help information.

        """

    static let subcommands = [
        "validate": validate, "engines": engines, "list": list, "search": search, "show": show, "swift": swift,
        "test": test, "check": check,
    ]
}
