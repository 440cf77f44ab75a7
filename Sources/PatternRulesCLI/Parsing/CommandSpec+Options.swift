import PatternRules

/// Every option of every subcommand, declared once with its help: the specs list them, the parser
/// accepts exactly them, and the commands read their values through them (``ParsedArguments/value(_:)``),
/// so no option name is written twice.
extension CommandSpec.Option {
    static let regex = value(
        "--regex", "<pattern>", "A PCRE2 pattern (ICU syntax falls back to Foundation); see --dialect.")
    static let dialect = value(
        "--dialect", "<dialect>",
        """
        How --regex is read: pcre2 (the default), javascript (RegExp
        with the u flag, as JSON Schema's pattern) or html (the v flag,
        as <input pattern>). JavaScript patterns run on the automaton.
        """)
    static let patternFlags = value(
        "--flags", "<flags>",
        """
        Flags for --regex: a subset of ims for javascript and html,
        of imsx for pcre2 (i: either case, m: ^ and $ at line breaks,
        s: . matches line breaks, x: extended).
        """)
    static let dialects = value(
        "--dialects", "<a,b>",
        """
        Compare one --regex read in two dialects (pcre2, javascript,
        html), as languages: does it mean the same in both?
        """)
    static let engine = value(
        "--engine", "<engine>",
        """
        One of \(Engine.choiceNames).
        (default: auto, or $PATTERNRULES_ENGINE when set)
        """)
    static let ignoreCase = flag("--ignore-case", short: "-i", "With --regex: match letters in either case.")
    static let rules = value("--rules", "<file>", "A JSON rule set to validate records against.")
    static let schema = value(
        "--schema", "<file>",
        """
        A JSON Schema (draft 4, 6, 7, 2019-09 or 2020-12) to validate
        JSON Lines against: each line one JSON value.
        """)
    static let schemaReference = {
        var option = value(
            "--ref", "<uri=file>",
            """
            With --schema, a document a $ref may name: URI=FILE, or FILE
            alone (registered under its $id). May be given again.
            """)
        option.isRepeatable = true
        return option
    }()
    static let schemaFormats = value(
        "--formats", "<mode>",
        """
        With --schema, what the format keyword does: annotate (the
        default, as the specification says) or assert.
        """)
    static let format = value(
        "--format", "<format>",
        """
        With --rules, how records are written: jsonl or csv (default:
        csv for a .csv file, else jsonl). With --schema, jsonl or
        json (each file one JSON document).
        """)
    static let output = value(
        "--output", "<format>",
        """
        The output: text (the default) or jsonl. With a rule or --regex,
        one JSON object per input: {"line": N, "verdict": "...", "input":
        "..."}, with "e164" for a valid phone number and "invalidUTF8":
        true for input that is not UTF-8. With --rules, one per record:
        {"file": "...", "line": N, "verdict": "...", "errors":
        [{"field": "...", "message": "..."}]}, or "error" for a line that
        is not a record.
        """)
    static let repository = value(
        "--repository", "<url>",
        """
        Where the implementation lives, as Bowtie lists it (its
        source; its issues at <url>/issues).
        """)
    static let maxLineBytes = value(
        "--max-line-bytes", "<n>",
        """
        The longest line kept in memory, in bytes. (default:
        67108864, 64 MiB)
        """)
    static let input = value(
        "--input", "<file>",
        """
        Read the lines to validate from this file instead of
        standard input ('-': standard input).
        """)
    static let only = value(
        "--only", "<verdict>",
        """
        Print only the inputs with this verdict (valid, incomplete,
        invalid or error), exactly as they were read, one per
        line: 'patterns validate email --only valid < in > clean'.
        """)
    static let noMeasure = flag(
        "--no-measure", "Analyse only: do not run the attack on the real engines.")
    static let count = flag("--count", "Print one line per verdict with its count instead.")
    static let jobs = value(
        "--jobs", "<n>",
        """
        Threads that validate a file or standard input, 1 to 256; the
        output is the same for any number. (default: every core)
        """)
    static let summary = flag(
        "--summary",
        """
        At the end, write the count of each verdict and the inputs
        per second to standard error (not with --rules or --schema).
        """)
    static let e164 = flag(
        "--e164",
        """
        With a phone rule: a valid number's line gains a tab and
        the number in E.164 form (+442079460958).
        """)
    static let explain = flag(
        "--explain",
        """
        With the password rule: instead of the verdict, one line per
        requirement ('met' or 'unmet', a tab, the requirement), then
        'score', a tab, and the strength score from 0 to 4 (zxcvbn
        4.5.0's), 'log10-guesses' and its estimate, and zxcvbn-style
        feedback: a 'warning' line and 'suggestion' lines.
        """)
    static let tag = value("--tag", "<tag>", "Only entries with this tag (email, password, phone, ...).")
    static let json = flag("--json", "Print the entry's JSON as stored.")
    static let testEngine = value(
        "--engine", "<engine>",
        """
        One of \(Engine.choiceNames).
        (default: auto)
        """)
    static let engines = value(
        "--engines", "<list>",
        """
        Comma-separated engine names (default: all of them):
        \(CatalogueCheck.Column.names).
        """)
    static let operandRegex = {
        var option = value(
            "--regex", "<pattern>",
            """
            An operand given as a PCRE2 pattern; may be given twice, and
            counts in its place among the operands. Inline flags such as
            (?i) carry options.
            """)
        option.isRepeatable = true
        return option
    }()
    static let examples = value(
        "--examples", "<n>",
        """
        How many of the shortest examples of each difference to print,
        0 to 1000. (default: 5; of inputs valid on both sides, at most 3)
        """)
    static let diffOutput = value(
        "--output", "<format>",
        """
        text (the default) or json: one object {"relation": "...",
        "onlyLeft": [...], "onlyRight": [...], "both": [...]}.
        """)
    static let coverageInputs = value(
        "--inputs", "<file>",
        """
        Test inputs, one per line, or in a .jsonl file one object
        {"input": ..., "verdict": ...} per line; - for standard input.
        """)
    static let suggest = flag(
        "--suggest", "Print a small set of inputs that closes every gap found.")
    static let coverageOutput = value(
        "--output", "<format>",
        """
        text (the default) or json: {"states": {...}, "transitions":
        {...}, "uncovered": [...], "mutants": {...}}.
        """)
    static let checkCoverage = flag(
        "--coverage",
        """
        Also print how well each entry's examples test it: transition
        coverage and mutation score ('patterns coverage').
        """)
    static let locale = value(
        "--locale", "<tag>",
        """
        The language of failure messages (jsonl errors, --rules,
        --schema, --explain), a BCP 47 tag: en (the default), de, fr,
        es, it, pt-BR, nl, pl, ru, ja, zh-Hans, ar; others fall back
        (de-AT to de, then English).
        """)
    static let testsFormat = value(
        "--format", "<format>", "swift (the default): a Swift Testing suite; jsonl: JSON Lines.")
    static let minimumTransitions = value(
        "--min-transitions", "<p>", "Exit 1 when fewer than p percent of the transitions are covered.")
    static let minimumMutation = value(
        "--min-mutation", "<p>", "Exit 1 when the mutation score is below p percent.")
    static let catalogueDiff = flag(
        "--catalogue",
        """
        Compare two catalogue directories, OLD and NEW, entry by entry:
        unchanged, same language, looser, stricter, changed, added,
        removed, with the shortest witnesses.
        """)
    static let rulesDiff = flag(
        "--rules",
        """
        Compare two rule sets, OLD.json and NEW.json, field by field:
        equal, stricter, looser or changed, with the shortest values
        each way. Exit 1 only when some field is stricter or changed.
        """)
    static let schemaDiff = flag(
        "--schema",
        """
        Compare two JSON Schemas, OLD.json and NEW.json, at each place
        where either constrains a string: equal, stricter, looser or
        changed, with the shortest strings each way; the rest compared
        as JSON. Exit 1 when some place is stricter or changed, or the
        rest differs.
        """)
    static let exportSchema = value(
        "--schema", "<file>",
        """
        Export a JSON Schema's string locations: an automaton for each
        place whose string checks are all regular, the rest marked
        server-only.
        """)
    static let exportRules = value(
        "--rules", "<file>",
        """
        Export a JSON rule set field by field: an automaton for each
        field whose checks are all regular, the rest marked server-only.
        """)
}
