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
        usage: [
            "patterns validate --regex <pattern> [<options>] [--] [<input> ...]",
            "patterns validate <rule> [<options>] [--] [<input> ...]",
            "patterns validate --rules <rule-set.json> [--format jsonl|csv] [<options>] [<file> ...]",
        ],
        usageDiscussion: """
            With --rules, validates records (JSON Lines, or CSV with a header row) from the files or
            standard input against a rule set (docs/RULESETS.md): one line per record, 'valid',
            'incomplete' or 'invalid', a tab, FILE:LINE (or 'line N'), and for a failing record a tab
            and 'field: message; ...'. A line that is not a record prints 'error', its place and why,
            and counts as a failure. A summary goes to standard error.
            """,
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

    static let diff = CommandSpec(
        name: "diff", abstract: "Compare two patterns as languages, with the shortest examples.",
        overview: """
            Compare two patterns as the sets of whole inputs they accept, exactly (on their
            minimal automata, not on examples): equal, subset (every input valid on the left is
            valid on the right, and not the reverse), superset, overlap or disjoint; then the
            shortest inputs valid on one side only, shortest first and then in code-point order,
            and a few valid on both.
            """,
        discussion: """
            An operand is a catalogue id, a built-in rule that is one pattern (email,
            email:LEVEL, calling-code), or --regex PATTERN. A pattern the automaton cannot read
            exactly (a backreference, say) is an error that says why: the answer is never
            guessed from examples. Examples are printed as JSON strings.

            With --rules, each field of two rule sets is compared on the automaton of its regular
            checks (required, lengths, patterns, catalogue entries, email levels, calling codes,
            oneOf, integer ranges); phone rules, password policies, number ranges and equals are
            compared by configuration, and the output says so. Shown values are checked on both
            rule sets' own validation.

            Exit status: 0 when the two are equal (with --catalogue: when no entry's language
            changed; with --rules: when no field rejects a value it accepted before), 1 when they
            differ (with --rules: when a field is stricter or changed), 2 on an error.
            """,
        usage: [
            "patterns diff <left> <right> [--dialect <d>] [--flags <f>] [--examples <n>] [--output <fmt>]",
            "patterns diff --regex <p> --dialects <a,b> [--flags <f>] [--examples <n>] [--output <fmt>]",
            "patterns diff --catalogue <old-dir> <new-dir> [--examples <n>] [--output text|json]",
            "patterns diff --rules <old.json> <new.json> [--examples <n>] [--output text|json]",
            "patterns diff --schema <old.json> <new.json> [--ref <uri=file>] [--formats assert]",
        ],
        arguments: [("<left>, <right>", "A catalogue id or built-in rule, or --regex <pattern> in its place.")],
        options: [
            .operandRegex, .dialect, .patternFlags, .dialects, .examples, .diffOutput, .catalogueDiff, .rulesDiff,
            .schemaDiff, .schemaReference, .schemaFormats,
        ],
        run: { tool, arguments in try DiffCommand(tool: tool).run(arguments) }
    )

    static let risk = CommandSpec(
        name: "risk", abstract: "Report a pattern's worst case on backtracking engines (ReDoS).",
        overview: """
            Report how a pattern fares on backtracking engines (PCRE2's interpreter and JIT,
            NSRegularExpression, and those of JavaScript, Java or Python): linear, polynomial (with
            its degree) or exponential in the input's length, from the ambiguity of its NFA; an
            attack input (prefix, pump repeated, suffix); and the attack measured on the real
            engines at several pump counts (PCRE2 in steps, Foundation in nanoseconds).
            """,
        discussion: """
            The automaton runs every pattern it reads in linear time. A pattern the analysis cannot
            decide (a backreference, a lookahead, or past the compile budget) is 'unknown', with
            the reason: never called safe. Engine families that end a repetition differently when
            an iteration reads nothing (JavaScript fails the path; PCRE2, ICU, Python and Java
            leave the repetition) are analysed apart, and where their cases differ each is shown.
            The measurements stop after 10 seconds in all (the rest is 'not measured');
            --no-measure skips them.

            Exit status: 0 when linear on every engine, 1 otherwise, 2 on an error.
            """,
        usage: ["patterns risk <operand> [--dialect <d>] [--flags <f>] [--no-measure] [--output text|json]"],
        arguments: [("<operand>", "A catalogue id or built-in rule, or --regex <pattern>.")],
        options: [.operandRegex, .dialect, .patternFlags, .noMeasure, .diffOutput],
        run: { tool, arguments in try RiskCommand(tool: tool).run(arguments) }
    )

    static let coverage = CommandSpec(
        name: "coverage", abstract: "Measure a pattern's tests: automaton coverage and mutants.",
        overview: """
            Measure how well inputs test a pattern: the states and transitions of its minimal
            automaton they reach (a transition is a state and the class of characters that leads to
            one successor; the step into the dead state counts), and mutation analysis: mutants of
            the pattern (a quantifier changed, a class member lost, an alternative dropped, ...),
            each equivalent (the same language, proven), killed (an input's verdict differs) or
            surviving. Each uncovered transition and each surviving mutant comes with the shortest
            input that closes it, and its verdict.
            """,
        discussion: """
            The inputs are the operand's catalogue examples, the lines of --inputs (one input per
            line; a .jsonl file holds {"input": ..., "verdict": ...} objects, as 'patterns tests'
            writes, and an input whose verdict differs is reported), and the arguments after the
            operand. A pattern the automaton does not read exactly is refused with the reason.

            Exit status: 0, or 1 when below --min-transitions or --min-mutation or when a recorded
            verdict differs; 2 on an error.
            """,
        usage: [
            "patterns coverage <operand> [--inputs <file>] [--suggest] [--output text|json] [<input> ...]",
            "patterns coverage <operand> [--min-transitions <p>] [--min-mutation <p>] [<input> ...]",
        ],
        arguments: [
            ("<operand>", "A catalogue id or built-in rule, or --regex <pattern>."),
            ("<input>", "A test input. Use '--' before inputs that start with '-'."),
        ],
        options: [
            .operandRegex, .dialect, .patternFlags, .coverageInputs, .suggest, .coverageOutput, .minimumTransitions,
            .minimumMutation,
        ],
        run: { tool, arguments in try CoverageCommand(tool: tool).run(arguments) }
    )

    static let tests = CommandSpec(
        name: "tests", abstract: "Write a pattern's test inputs as a Swift suite or JSON Lines.",
        overview: """
            Write the operand's test inputs (as 'patterns coverage' reads them) with the verdict the
            pattern gives each today: a Swift Testing suite (@Test(arguments:)) to drop into a
            package's Tests/ folder, or JSON Lines {"input": ..., "verdict": ...} that
            'patterns coverage --inputs' reads back. --suggest adds the inputs that close every gap
            coverage and mutation analysis find.
            """,
        usage: [
            "patterns tests <operand> [--format swift|jsonl] [--inputs <file>] [--suggest] [<input> ...]"
        ],
        arguments: [
            ("<operand>", "A catalogue id or built-in rule, or --regex <pattern>."),
            ("<input>", "A test input. Use '--' before inputs that start with '-'."),
        ],
        options: [.operandRegex, .dialect, .patternFlags, .coverageInputs, .suggest, .testsFormat],
        run: { tool, arguments in try TestsCommand(tool: tool).run(arguments) }
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

    static let engines = CommandSpec(
        name: "engines", abstract: "List the engines and whether the PCRE2 JIT is available.",
        overview: "List the engines and whether the PCRE2 JIT is available on this machine.",
        usage: ["patterns engines"],
        run: { tool, arguments in try EnginesCommand(tool: tool).run(arguments) }
    )

    /// The subcommands, in the order the root help lists them.
    static let all: [CommandSpec] = [
        validate, list, search, show, swift, test, check, diff, risk, coverage, tests, export, site, engines,
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
