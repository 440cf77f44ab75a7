/// The help texts, in the `OVERVIEW:` / `USAGE:` / `OPTIONS:` layout of swift-argument-parser.
enum Usage {
    static let root = """
        OVERVIEW: Validate input with compiled patterns and rules (PCRE2 JIT, with three verdicts).

        USAGE: patterns <subcommand>

        OPTIONS:
          -h, --help              Show help information.

        SUBCOMMANDS:
          validate                Validate inputs against a pattern or a rule.
          engines                 List the engines and whether the PCRE2 JIT is available.

          See 'patterns help <subcommand>' for detailed help.

        """

    static let validate = """
        OVERVIEW: Validate inputs against a pattern or a rule.

        Prints one line per input: the verdict (valid, incomplete or invalid), a tab, and the
        input. The whole input must match. 'incomplete' means some continuation could be valid.
        With no inputs, reads lines from standard input (a CR before the LF is dropped).

        Exit status: 0 when every input is valid, 1 when any is not, 2 on a usage or pattern error.

        USAGE: patterns validate --regex <pattern> [<options>] [--] [<input> ...]
               patterns validate <rule> [<options>] [--] [<input> ...]

        ARGUMENTS:
          <rule>                  A built-in rule: email (= email:practical), email:html5,
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
          --engine <engine>       auto, pcre2-jit, pcre2 or foundation. (default: auto, or
                                  $PATTERNRULES_ENGINE when set)
          -i, --ignore-case       Match letters in either case.
          --explain               With the password rule: instead of the verdict, one line per
                                  requirement ('met' or 'unmet', a tab, the requirement), then
                                  'score', a tab, and the strength score from 0 to 4.
          -h, --help              Show help information.

        """

    static let engines = """
        OVERVIEW: List the engines and whether the PCRE2 JIT is available on this machine.

        USAGE: patterns engines

        OPTIONS:
          -h, --help              Show help information.

        """

    static let subcommands = ["validate": validate, "engines": engines]
}
