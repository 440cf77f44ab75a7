import PatternRules

/// `patterns swift ID`, `patterns test ID [INPUT...]`, `patterns check [ID...] [--engines LIST]`: using
/// an entry in code, trying it, and checking the catalogue on every engine.
struct VerifyCommands {
    let tool: CommandLineTool

    func swift(_ arguments: [String]) throws -> Int32 {
        guard let parsed = try tool.parse(arguments, for: .swift) else { return 0 }
        let entry = try tool.catalogueEntry(EntryOptions(parsed).id)
        let out = tool.standardOutput
        // A title that held a line break would end the comment and forge code.
        out.writeLine("// \(entry.id): \(TextField.safe(entry.title))")
        guard !entry.pattern.isEmpty else {
            out.writeLine("// A built-in rule, not one pattern:")
            out.writeLine("let rule = try BuiltinRules.rule(named: \(SwiftLiteral.escaped(entry.rule ?? "")))")
            return 0
        }
        let raw = SwiftLiteral.raw(entry.pattern)
        if let raw {
            out.writeLine("// Raw string literal (backslashes as written):")
            out.writeLine(raw)
        }
        out.writeLine("// String literal (backslashes escaped):")
        out.writeLine(SwiftLiteral.escaped(entry.pattern))
        out.writeLine("// A PatternRules rule:")
        out.writeLine(SwiftLiteral.patternDeclaration(entry))
        if let rule = entry.rule {
            out.writeLine(
                "let rule = try BuiltinRules.rule(named: \(SwiftLiteral.escaped(rule)))  // the pattern and more")
        } else {
            out.writeLine("let rule = RegexRule(pattern)")
        }
        return 0
    }

    func test(_ arguments: [String]) throws -> Int32 {
        guard let parsed = try tool.parse(arguments, for: .test) else { return 0 }
        let options = try CatalogueTestOptions(parsed, tool: tool)
        let rule = try tool.catalogueEntry(options.id).rule(engine: options.engine)
        let inputs = InputValidation(
            printer: VerdictPrinter(mode: .lines, output: tool.standardOutput), standardInput: tool.standardInput,
            standardError: tool.standardError)
        return inputs.run(rule, on: options.inputs)
    }

    func check(_ arguments: [String]) throws -> Int32 {
        guard let parsed = try tool.parse(arguments, for: .check) else { return 0 }
        let options = try CheckOptions(parsed)
        let columns = options.columns
        let catalogue = try tool.catalogue()
        let entries = try options.ids.isEmpty ? catalogue.entries : options.ids.map(tool.catalogueEntry)
        let results = entries.map { CatalogueCheck.run($0, columns: columns) }
        let portability = entries.map(EntryPortability.init)
        printMatrix(results, columns: columns, portability: portability)
        let failures = results.flatMap(\.failures) + portability.flatMap(\.failures)
        var counts: [String: Int] = [:]
        for result in results { for status in result.statuses.values { counts[status.name, default: 0] += 1 } }
        let summary = ["ok", "differs", "unsupported"].map { "\(counts[$0] ?? 0) \($0)" }.joined(separator: ", ")
        tool.standardOutput.writeLine(
            "\(results.count) entries × \(columns.count) engines: \(summary); \(failures.count) \(failures.count == 1 ? "failure" : "failures")"
        )
        for failure in failures { tool.standardError.writeLine("error: " + TextField.escapingUnsafe("\(failure)")) }
        if options.coverage { printCoverage(entries) }
        return failures.isEmpty ? 0 : 1
    }

    /// `check --coverage`: for each entry, how well its examples test it (transition coverage of the
    /// minimal automaton and mutation score), and whether that meets the catalogue's standard.
    private func printCoverage(_ entries: [CatalogueEntry]) {
        let out = tool.standardOutput
        let width = max(5, entries.map(\.id.count).max() ?? 0) + 2
        out.writeLine("")
        out.writeLine("entry".padding(toLength: width, withPad: " ", startingAt: 0) + "transitions\tmutation score")
        for entry in entries {
            let name = entry.id.padding(toLength: width, withPad: " ", startingAt: 0)
            do {
                guard let (coverage, mutants) = try entry.testQuality() else {
                    out.writeLine(name + "n/a: a built-in rule that is not one pattern")
                    continue
                }
                let decided = mutants.mutants.count - mutants.equivalent - mutants.undecided
                let meets =
                    coverage.transitions.percentage >= CatalogueEntry.transitionCoverageStandard
                    && mutants.score >= CatalogueEntry.mutationScoreStandard
                out.writeLine(
                    name + "\(CoverageReport.percent(coverage.transitions.percentage)) (\(coverage.transitions))\t"
                        + "\(CoverageReport.percent(mutants.score)) (\(mutants.killed) of \(decided))"
                        + (meets ? "" : "\tbelow the standard"))
            } catch {
                out.writeLine(name + "n/a: " + TextField.escapingUnsafe(error.message))
            }
        }
    }

    /// The entry's worst case on backtracking engines in a word: `linear`, `polynomial(2)`,
    /// `exponential` or `unknown` (`patterns show` and `patterns risk` give the attack and the reason);
    /// `n/a` for a built-in rule that is not one pattern.
    static func backtrackingCell(_ entry: CatalogueEntry) -> String {
        if entry.pattern.isEmpty { return "n/a" }
        let (name, degree) = BacktrackingReport.describe(
            BacktrackingRisk(of: entry.pattern, dialect: entry.dialect, options: entry.options).complexity)
        return name + (degree.map { "(\($0))" } ?? "")
    }

    /// The entry × engine matrix, then every difference with its declaration.
    private func printMatrix(
        _ results: [CatalogueCheck.Result], columns: [CatalogueCheck.Column], portability: [EntryPortability]
    ) {
        let out = tool.standardOutput
        let width = max(5, results.map(\.entry.id.count).max() ?? 0) + 2
        func pad(_ text: String, _ count: Int) -> String {
            text.padding(toLength: max(count, text.count + 1), withPad: " ", startingAt: 0)
        }
        out.writeLine(
            (pad("entry", width) + pad("auto", 11) + columns.map { pad($0.description, 13) }.joined()
                + pad("backtracking", 15) + pad("javascript", 12) + "html").trimmingTrailingSpaces)
        for (result, portable) in zip(results, portability) {
            let cells = columns.map { pad(result.statuses[$0]?.name ?? "-", 13) }.joined()
            out.writeLine(
                (pad(result.entry.id, width) + pad(result.automaticEngine, 11) + cells
                    + pad(Self.backtrackingCell(result.entry), 15) + pad(portable.cell(.javascript), 12)
                    + portable.cell(.html)).trimmingTrailingSpaces)
        }
        let moved = portability.flatMap(\.lines)
        if !moved.isEmpty {
            out.writeLine("")
            out.writeLine("in JavaScript:")
            for line in moved { out.writeLine("  " + TextField.escapingUnsafe(line)) }
        }
        let differences = results.flatMap { result in
            result.statuses.sorted { $0.key.description < $1.key.description }.filter { $0.value != .ok }.map {
                (result, $0.key, $0.value)
            }
        }
        guard !differences.isEmpty else { return }
        out.writeLine("")
        out.writeLine("differences:")
        for (result, column, status) in differences {
            let entry = result.entry
            let declared =
                if !column.reads(entry.dialect) {
                    "the entry is \(entry.dialect.rawValue): this engine reads another dialect"
                } else if column.mayRefuse(entry), case .unsupported(let reason) = status {
                    "runs on \(result.automaticEngine): \(reason)"
                } else {
                    entry.knownDifferences[column.description].map { "declared: \($0)" } ?? "not declared"
                }
            out.writeLine("  \(entry.id) on \(column): \(status.name) (\(TextField.escapingUnsafe(declared)))")
        }
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var text = self
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}

/// What `patterns check` was asked, read and checked in one place.
struct CheckOptions {
    /// The engines to check on (`--engines`), every one that runs here unless given (an engine named
    /// that cannot run, the JIT where it is off, is reported as unsupported).
    var columns = CatalogueCheck.Column.available
    /// The entries to check; every entry when empty.
    let ids: [String]
    /// `--coverage`: each entry's transition coverage and mutation score too.
    let coverage: Bool

    init(_ parsed: ParsedArguments) throws(UsageError) {
        if let list = parsed.value(.engines) {
            columns = try list.split(separator: ",").map { (name) throws(UsageError) in
                let name = name.trimmingCharacters(in: .whitespaces)
                guard let column = CatalogueCheck.Column(name: name) else {
                    throw UsageError(
                        "unknown engine '\(name)' (expected a comma-separated list of \(CatalogueCheck.Column.names))"
                    )
                }
                return column
            }
        }
        ids = parsed.positionals
        coverage = parsed.isSet(.checkCoverage)
    }
}
