import PatternRules

/// The help and options of the subcommands that analyse patterns as languages: `diff`, `risk`,
/// `coverage` and `tests` (see ``CommandSpec``; ``CommandSpec/all`` gives the order of the root help).
extension CommandSpec {
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
}
