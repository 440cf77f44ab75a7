import PatternRules

/// `patterns find PATTERN... [--input FILE]...`: every match of the patterns in the lines of the files
/// or standard input, as the pattern's dialect finds them one after another (docs/SEARCH.md).
///
/// Lines are framed by ``LineReader`` as everywhere else: a match never spans a line feed, and a CR
/// before it is not part of the line (a CR that ends the input with no LF is, as ripgrep searches it). A line over `--max-line-bytes` is not searched: a warning names it
/// and the exit status is 2, so that no line is skipped in silence.
struct FindCommand {
    let tool: CommandLineTool

    func run(_ arguments: [String]) throws -> Int32 {
        guard let parsed = try tool.parse(arguments, for: .find) else { return 0 }
        if parsed.isSet(.listFinders) {
            guard arguments.count == 1 else { throw UsageError("'--list-finders' takes no other argument") }
            for finder in Finders.builtIn {
                let options = finder.options.map { "--\($0)" }.joined(separator: ",")
                tool.standardOutput.writeLine(
                    "\(finder.family)\t\(finder.spellings.joined(separator: ","))\t\(options.isEmpty ? "-" : options)\t\(finder.summary)"
                )
            }
            return 0
        }
        // Positions in `invalidArguments` count the subcommand; the parser's do not.
        // Whether an argument names a pattern: a built-in rule (with its settings, `phone:GB`) or a
        // catalogue entry, known by its file: the catalogue is loaded only for an entry searched with.
        let options = try FindOptions(
            parsed, invalidArguments: Dictionary(uniqueKeysWithValues: tool.invalidArguments.map { ($0 - 1, $1) })
        ) { value in
            Finders.registered(named: value) != nil || BuiltinRules.family(of: value) != nil
                || tool.namesCatalogueEntry(value)
        }
        // Every operand is read, and a pattern no engine searches exactly refused, before any output.
        let finders = try options.operands.map { operand in
            try finder(operand, options: options, readInOnePass: options.operands.count > 1)
        }
        if options.leniency != nil, !finders.contains(where: { $0.reads("leniency") }) {
            throw UsageError("'--leniency' applies to phone rules (phone:XX) only")
        }
        if options.requiresContext, !finders.contains(where: { $0.reads("context") }) {
            throw UsageError("'--context' applies to finders with context words (see 'find --list-finders')")
        }
        if options.printsStrategy {
            for (operand, finder) in zip(options.operands, finders) {
                tool.standardOutput.writeLine(
                    "\(TextField.safe(Self.name(operand)))\t\(TextField.safe(finder.strategy))")
            }
            return 0
        }
        let matcher = LineMatcher(finders: finders, onePass: LineMatcher.onePass(for: finders))
        var output = FindOutput(
            report: options.report, namesInputs: options.namesInputs,
            patternNames: options.operands.map(Self.name), sink: tool.standardOutput)
        var failed = false
        for input in options.inputs {
            do {
                try InputFile.read(input, standardInput: tool.standardInput) { descriptor, name in
                    output.begin(input)
                    defer { output.end() }
                    var search = LineSearch(matcher: matcher, offset: 0)
                    let problem = { (problem: LineSearch.Problem) in
                        tool.standardError.writeLine(problem.text(input: name))
                        failed = true
                    }
                    guard options.jobs > 1 else {
                        var reader = LineReader(
                            fileDescriptor: descriptor, name: name, maximumLineLength: options.maximumLineLength,
                            keepsFinalCR: true)
                        return try search.run(&reader, into: &output, problem: problem)
                    }
                    try search.run(
                        descriptor: descriptor, name: name, maximumLineLength: options.maximumLineLength,
                        jobs: options.jobs, into: &output, problem: problem)
                }
            } catch {
                tool.standardError.writeLine("error: \(TextField.escapingUnsafe("\(error)"))")
                failed = true
            }
        }
        output.finish()
        return failed ? 2 : output.foundAny ? 0 : 1
    }

    /// What an operand finds: a registered finder's values (``Finders``: card numbers, IBANs, phone
    /// numbers, email addresses), or a pattern's.
    /// A pattern is compiled whole (its validation program too) only where several operands are read in
    /// one pass (``LineMatcher/onePass(for:)``), which reads each one's automaton; one `--regex` alone is
    /// compiled for search alone, and where that fails the whole compile says why.
    private func finder(
        _ operand: (option: String?, value: String), options: FindOptions, readInOnePass: Bool
    ) throws -> LineFinder {
        // A name a finder has is searched by the finder; a built-in rule that is one pattern
        // (calling-code) by that pattern, with no rule built.
        if operand.option == nil, let registered = Finders.registered(named: operand.value) {
            return .finder(
                try Finders.finder(named: operand.value, options: options.finderOptions), registered: registered)
        }
        if operand.option != nil, !readInOnePass, let searcher = try? options.reading.searcher(operand.value) {
            return .pattern(searcher, whole: nil)
        }
        let pattern = try tool.pattern(operand, reading: options.reading)
        do {
            return .pattern(try pattern.searcher(), whole: pattern)
        } catch {
            throw UsageError("cannot search with \(Self.name(operand)): \(TextField.escapingUnsafe("\(error)"))")
        }
    }

    /// How a pattern is named in messages and JSON: the operand as given (`--regex` values as written).
    static func name(_ operand: (option: String?, value: String)) -> String { operand.value }
}
