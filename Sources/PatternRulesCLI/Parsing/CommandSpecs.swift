import PatternRules

/// Every subcommand's help and options (see ``CommandSpec``), in the order the root help lists them.
extension CommandSpec {
    static let validate = CommandSpec(
        name: "validate", abstract: "Validate inputs against a pattern or a rule.",
        overview: "Validate inputs against a pattern or a rule.",
        discussion: """
            Prints one line per input: the verdict (valid, incomplete or invalid), a tab, and the
            input. The whole input must match. 'incomplete' means some continuation could be valid.
            With no inputs, reads lines from standard input (a CR before the LF is dropped).
            Input must be UTF-8: a line or argument that is not is reported 'invalid', echoed as
            given, with a warning; UTF-16 input (a byte-order mark) is refused. A line longer than
            --max-line-bytes is reported as 'error' with a warning, and reading goes on.

            Exit status: 0 when every input is valid, 1 when any is not, 2 on a usage or pattern error.
            """,
        usage: ValidateMode.allCases.map(\.usage),
        usageDiscussion: """
            With --rules or --schema, validates records (JSON Lines, CSV with a header row, or one
            JSON document per file) from the files or standard input against a rule set
            (docs/RULESETS.md) or a JSON Schema (docs/JSON-SCHEMA.md): one line per record, 'valid',
            'incomplete' or 'invalid', a tab, FILE:LINE (or 'line N'), and for a failing record a tab
            and 'field: message; ...'. A line that is not a record prints 'error', its place and why,
            and counts as a failure. A summary goes to standard error.
            """ + "\n\n" + ValidateMode.helpSection,
        arguments: [
            (
                "<rule>",
                """
                A catalogue id (see 'patterns list'), or a built-in rule:
                email (= email:practical), email:html5,
                email:rfc5322, email:international, calling-code,
                password (validator.js isStrongPassword defaults, at most
                64 characters),
                phone (international form, any region), phone:XX (ISO 3166
                region XX, national or international form), phone:XX:TYPE
                (TYPE: mobile, fixed-line, toll-free, premium-rate,
                shared-cost, voip, personal-number, pager, uan, voicemail).
                """
            ),
            ("<input>", "An input to validate. Use '--' before inputs that start with '-'."),
        ],
        options: [
            .regex, .dialect, .patternFlags, .engine, .ignoreCase, .rules, .schema, .schemaReference, .schemaFormats,
            .format,
            .output,
            .maxLineBytes, .input,
            .only, .count, .jobs,
            .summary, .e164, .explain, .locale,
        ],
        run: { tool, arguments in
            var command = ValidateCommand(tool: tool)
            return try command.run(arguments)
        }
    )

    static let list = CommandSpec(
        name: "list", abstract: "List the catalogue's entries.",
        overview: "List the catalogue's entries: ID, a tab, the title; sorted by id.",
        usage: ["patterns list [--tag <tag>]"],
        options: [.tag],
        run: { tool, arguments in try BrowseCommands(tool: tool).list(arguments) }
    )

    static let search = CommandSpec(
        name: "search", abstract: "Find catalogue entries by words.",
        overview: """
            Find catalogue entries in which every word occurs (id, title, description
            or tags, ignoring case), most relevant first: hits in the id and title rank first.
            """,
        discussion: "Exit status: 0 when something is found, 1 when nothing is (a message on standard error).",
        usage: ["patterns search <word> ..."],
        run: { tool, arguments in try BrowseCommands(tool: tool).search(arguments) }
    )

    static let show = CommandSpec(
        name: "show", abstract: "Show everything about a catalogue entry.",
        overview: "Show everything about a catalogue entry, examples included.",
        usage: ["patterns show <id> [--json]"],
        options: [.json],
        run: { tool, arguments in try BrowseCommands(tool: tool).show(arguments) }
    )

    static let swift = CommandSpec(
        name: "swift", abstract: "Print a catalogue pattern as Swift literals and a rule.",
        overview: """
            Print a catalogue pattern as a Swift raw string literal, as an escaped
            string literal, and two lines that build a PatternRules rule from it.
            """,
        usage: ["patterns swift <id>"],
        run: { tool, arguments in try VerifyCommands(tool: tool).swift(arguments) }
    )

    static let test = CommandSpec(
        name: "test", abstract: "Validate inputs against a catalogue entry.",
        overview: "Validate inputs against a catalogue entry, as 'patterns validate' does.",
        usage: ["patterns test <id> [--engine <engine>] [--] [<input> ...]"],
        options: [.testEngine],
        run: { tool, arguments in try VerifyCommands(tool: tool).test(arguments) }
    )

    static let check = CommandSpec(
        name: "check", abstract: "Check every catalogue entry on every engine.",
        overview: """
            Compile every catalogue entry (or the ones named) on every engine, run all
            its examples, and print a matrix of entry × engine (ok, differs, unsupported), the
            differences, and a one-line total.
            """,
        discussion: """
            The 'auto' column names the engine the automatic chain picks for the entry.

            Exit status: 1 when the automaton or a PCRE2 engine disagrees with an entry's examples
            (the automaton not running a pattern is listed, not a failure), when the JIT
            and the interpreter disagree, or when an entry differs on Foundation or Swift Regex
            without declaring it in 'knownDifferences'; 2 on a usage or catalogue error.
            """,
        usage: ["patterns check [<id> ...] [--engines <list>] [--coverage]"],
        options: [.engines, .checkCoverage],
        run: { tool, arguments in try VerifyCommands(tool: tool).check(arguments) }
    )

    static let export = CommandSpec(
        name: "export", abstract: "Print a pattern's automaton as JSON, for front-ends.",
        overview: """
            Print the operand's minimal automaton as a JSON document (docs/EXPORT.md): the
            alphabet as code-point ranges mapped to classes, the transition table, each state's
            verdict and its fewest UTF-8 bytes to acceptance, and the flags. The JavaScript module
            pattern-automaton.js (in the CLI's resources) walks it and answers exactly as the
            library does, with the same three verdicts and the same shortest completion.
            """,
        discussion: """
            A pattern the automaton cannot read exactly (a backreference, say) is an error that says
            why. With --rules, a rule set is exported field by field (format patternrules-rule-set):
            an automaton for each field whose checks are all regular languages, so a form's client
            gives the verdicts the server will; the other fields are marked serverOnly, with the
            checks that keep them there. Exit status: 0 when printed, 2 on an error.
            """,
        usage: [
            "patterns export <operand> [--dialect <dialect>] [--flags <flags>]", "patterns export --rules <file>",
            "patterns export --schema <file> [--ref <uri=file>] [--formats assert]",
        ],
        arguments: [("<operand>", "A catalogue id or built-in rule, or --regex <pattern>.")],
        options: [
            .operandRegex, .dialect, .patternFlags, .exportRules, .exportSchema, .schemaReference, .schemaFormats,
        ],
        run: { tool, arguments in try ExportCommand(tool: tool).run(arguments) }
    )

    static let site = CommandSpec(
        name: "site", abstract: "Write the catalogue as a static site with a live tester.",
        overview: """
            Write the catalogue as a static site into a directory: an index with search over ids,
            titles, descriptions and tags, and one page per entry (description, source, pattern,
            examples with their verdicts, the backtracking line, copy buttons) with a live tester
            that says after every keystroke whether the input is valid, incomplete or invalid, and
            its shortest completion, computed in the page from the entry's exported automaton. No
            server and no network: open index.html from disk or put the directory on any host.
            """,
        usage: ["patterns site <out-dir>"],
        run: { tool, arguments in try SiteCommand(tool: tool).run(arguments) }
    )

    static let find = CommandSpec(
        name: "find", abstract: "Find every match of patterns in text, like grep -o.",
        overview: "Find every match of patterns in the lines of files or standard input.",
        discussion: """
            Matches are found line by line (a match never spans a line feed; a CR before it is not
            part of the line, a CR that ends the input is), one after another as the pattern's
            dialect finds them: PCRE2's /g for
            pcre2, String.prototype.matchAll for javascript and html (docs/SEARCH.md). With several
            patterns, the leftmost match wins, then the longest, then the pattern given first.
            Prints [FILE:]LINE:COLUMN:MATCH per match (COLUMN in bytes from 1; FILE when more than
            one input is given); a match that holds a tab, control or line break is quoted.
            A line longer than --max-line-bytes is not searched: a warning names it, exit status 2.

            Exit status: 0 when something is found, 1 when nothing is, 2 on an error.
            """,
        usage: ["patterns find (--regex <pattern> | <id> | <rule>) ... [<options>] [<file> ...]"],
        arguments: [
            (
                "<id>, <rule>",
                """
                A catalogue entry (see 'patterns list'), a built-in rule
                that is one pattern (calling-code), or a finder (see
                --list-finders): card, email[:LEVEL], iban,
                phone:XX[:TYPE] (the phone numbers libphonenumber's
                matcher finds with XX as the default region; phone:
                numbers written with +), and identifiers named as
                python-stdnum names its modules (us.ssn, gb.nhs, ...).
                """
            ),
            (
                "<file>",
                """
                A file to search, as grep and ripgrep take them ('-':
                standard input); may be given again, as may --input. The
                arguments that name a rule or a catalogue entry are the
                patterns, up to the first that names neither: it and
                every argument after it are files. An argument that names
                both a rule or entry and an existing file is an error
                (write ./NAME for the file); with no file, standard input.
                """
            ),
        ],
        options: [
            .findRegex, .dialect, .patternFlags, .leniency, .findContext, .findInput, .findJSON, .findCount,
            .countMatches,
            .findStrategy, .listFinders, .redact,
            .redactWith, .redactKey, .maxLineBytes, .findJobs,
        ],
        run: { tool, arguments in try FindCommand(tool: tool).run(arguments) }
    )

    static let engines = CommandSpec(
        name: "engines", abstract: "List the engines and whether the PCRE2 JIT is available.",
        overview: "List the engines and whether the PCRE2 JIT is available on this machine.",
        usage: ["patterns engines"],
        run: { tool, arguments in try EnginesCommand(tool: tool).run(arguments) }
    )

    static let version = CommandSpec(
        name: "version", abstract: "Print the releases of PCRE2 and of the phone metadata inside.",
        overview: """
            Print one line per component, COMPONENT<TAB>RELEASE<TAB>what it is: the PCRE2 library the
            pcre2 engines run, and libphonenumber's metadata release that phone numbers are read by.
            """,
        usage: ["patterns version"],
        run: { tool, arguments in try VersionCommand(tool: tool).run(arguments) }
    )

    static let bowtieHarness = CommandSpec(
        name: "bowtie-harness", abstract: "Speak Bowtie's harness protocol for the JSON Schema test suite.",
        overview: "Answer Bowtie's commands (start, dialect, run, stop) on standard input and output.",
        discussion: """
            One JSON command per line in, one JSON response per line out, as Bowtie (bowtie.report)
            sends and reads them: a case's schema is compiled with its registry as references and
            each test is answered valid or not; a schema the library refuses, or a test it cannot
            decide exactly, is answered errored with the reason. contrib/bowtie/ builds the image
            Bowtie runs.
            """,
        usage: ["patterns bowtie-harness --repository <url>"],
        options: [.repository],
        run: { tool, arguments in try BowtieHarnessCommand(tool: tool).run(arguments) }
    )

    /// The subcommands, in the order the root help lists them.
    static let all: [CommandSpec] = [
        validate, find, list, search, show, swift, test, check, diff, risk, coverage, tests, export, site, engines,
        version, bowtieHarness,
    ]

    /// The subcommand named `name`.
    static func named(_ name: String) -> CommandSpec? {
        all.first { $0.name == name }
    }

    /// `patterns --help`.
    static var rootHelp: String {
        """
        OVERVIEW: Validate input with compiled patterns and rules: a minimal automaton where the
        pattern is regular, PCRE2 where it is not; three verdicts (valid, incomplete, invalid).

        USAGE: patterns <subcommand>

        OPTIONS:
        \(entry(help.label, help.help))

        SUBCOMMANDS:
        \(all.map { entry($0.name, $0.abstract) }.joined(separator: "\n"))

          See 'patterns help <subcommand>' for detailed help.

        The catalogue is the one shipped with the tool, or the directory named by
        $PATTERNRULES_CATALOGUE.

        """
    }
}
