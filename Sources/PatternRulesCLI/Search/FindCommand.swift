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
        // Positions in `invalidArguments` count the subcommand; the parser's do not.
        // Whether an argument names a pattern: a built-in rule (with its settings, `phone:GB`) or a
        // catalogue entry. The catalogue is read once for every argument it may name (a directory that
        // PATTERNRULES_CATALOGUE names is read from disk), and only when one is not a rule's name.
        var (catalogue, catalogueRead): (PatternCatalogue?, Bool) = (nil, false)
        let options = try FindOptions(
            parsed, invalidArguments: Dictionary(uniqueKeysWithValues: tool.invalidArguments.map { ($0 - 1, $1) })
        ) { value in
            if BuiltinRules.family(of: value) != nil { return true }
            if !catalogueRead { (catalogue, catalogueRead) = (try? tool.catalogue(), true) }
            return catalogue?.entry(id: value) != nil
        }
        // Every operand is read, and a pattern no engine searches exactly refused, before any output.
        let finders = try options.operands.map { operand in try finder(operand, options: options) }
        if options.leniency != nil, !finders.contains(where: { if case .phone = $0 { true } else { false } }) {
            throw UsageError("'--leniency' applies to phone rules (phone:XX) only")
        }
        if options.printsStrategy {
            for (operand, finder) in zip(options.operands, finders) {
                tool.standardOutput.writeLine(
                    "\(TextField.safe(Self.name(operand)))\t\(TextField.safe(finder.strategy))")
            }
            return 0
        }
        let onePass = LineMatcher.onePass(for: finders)
        var matcher = LineMatcher(finders: finders, onePass: onePass)
        var output = FindOutput(
            report: options.report, namesInputs: options.namesInputs,
            patternNames: options.operands.map(Self.name), sink: tool.standardOutput)
        var failed = false
        for input in options.inputs {
            do {
                try InputFile.read(input, standardInput: tool.standardInput) { descriptor, name in
                    output.begin(input)
                    defer { output.end() }
                    var reader = LineReader(
                        fileDescriptor: descriptor, name: name, maximumLineLength: options.maximumLineLength,
                        keepsFinalCR: true)
                    var offset = 0
                    // One line's outcome, in input order whatever the number of threads.
                    func report(
                        _ line: LineReader.BorrowedLine, _ matches: Result<ArraySlice<LineMatcher.Match>, SearchError>
                    ) {
                        defer {
                            // ripgrep counts offsets after the byte-order mark, which it drops.
                            let mark = line.number == 1 ? LineFraming.byteOrderMarkLength(line.asRead) : 0
                            offset += (line.overLength ?? line.asRead.count) - mark + (line.endsWithLineFeed ? 1 : 0)
                        }
                        if let length = line.overLength {
                            tool.standardError.writeLine(
                                "warning: \(name) line \(line.number): \(length) bytes, over the --max-line-bytes limit of \(options.maximumLineLength): not searched"
                            )
                            failed = true
                            return
                        }
                        switch matches {
                        case .success(let matches):
                            output.line(line, absoluteOffset: offset, matches: matches)
                        case .failure(let error):
                            // A limit stopped one line's search: said, counted as a failure, and the
                            // next line searched.
                            tool.standardError.writeLine(
                                "error: \(name) line \(line.number): \(TextField.escapingUnsafe("\(error)"))")
                            failed = true
                        }
                    }
                    guard options.jobs > 1 else {
                        // Each line is borrowed from the framer's buffer and handled before the next is read.
                        // Lines before the first that holds a match (the operands' searchers, in one pass
                        // over the rest of the block) are passed over unsearched.
                        // Where matches are dense, the attempts are spaced out (after each that passes over
                        // nothing, twice as many lines up to 64 before the next), so that they cost little.
                        let skips = output.skipsLinesWithoutMatches && matcher.passesOverText
                        var (wait, backoff) = (0, 1)
                        while true {
                            if skips, wait == 0 {
                                let pending = reader.pending
                                let next = matcher.firstLineWithMatch(in: pending, from: 0) ?? pending.count
                                let skipped = reader.skipLines(before: next)
                                offset += skipped
                                output.passedOver(bytes: skipped)
                                backoff = skipped > 0 || pending.isEmpty ? 1 : min(backoff * 2, 64)
                                wait = skipped > 0 || pending.isEmpty ? 0 : backoff
                            } else if wait > 0 {
                                wait -= 1
                            }
                            guard let line = try reader.nextBorrowed() else { break }
                            report(line, Result { () throws(SearchError) in try matcher.matches(in: line.bytes) })
                        }
                        return
                    }
                    try ParallelLines.forEach(reading: &reader, jobs: options.jobs) { lines in
                        var matcher = LineMatcher(finders: finders, onePass: onePass)
                        return lines.map { line in
                            Result { () throws(SearchError) in
                                try line.bytes.withUnsafeBufferPointer { bytes throws(SearchError) in
                                    Array(try matcher.matches(in: bytes))
                                }
                            }
                        }
                    } inOrder: { line, matches in
                        line.borrowed { report($0, matches.map { $0[...] }) }
                    }
                }
            } catch {
                tool.standardError.writeLine("error: \(TextField.escapingUnsafe("\(error)"))")
                failed = true
            }
        }
        output.finish()
        return failed ? 2 : output.foundAny ? 0 : 1
    }

    /// What an operand finds: a built-in rule's matches (card numbers, IBANs, phone numbers, email
    /// addresses), or a pattern's.
    private func finder(_ operand: (option: String?, value: String), options: FindOptions) throws -> LineFinder {
        // A built-in rule that finds its own matches is searched by its finder; one that is one pattern
        // (calling-code) by that pattern, with no rule built.
        if operand.option == nil, BuiltinRules.family(of: operand.value)?.findsItsOwnMatches == true {
            switch try BuiltinRules.rule(named: operand.value) {
            case let phone as PhoneNumberRule: return .phone(phone, options.leniency ?? .valid)
            case let email as EmailRule: return .email(email)
            case let card as CardNumberRule: return .card(card)
            case let iban as IBANRule: return .iban(iban)
            default: break
            }
        }
        let pattern = try tool.pattern(operand, reading: options.reading)
        do {
            return .pattern(pattern, try pattern.searcher())
        } catch {
            throw UsageError("cannot search with \(Self.name(operand)): \(TextField.escapingUnsafe("\(error)"))")
        }
    }

    /// How a pattern is named in messages and JSON: the operand as given (`--regex` values as written).
    static func name(_ operand: (option: String?, value: String)) -> String { operand.value }
}
