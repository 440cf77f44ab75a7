import PatternRules

/// `patterns find PATTERN... [--input FILE]...`: every match of the patterns in the lines of the files
/// or standard input, as the pattern's dialect finds them one after another (docs/SEARCH.md).
///
/// Lines are framed by ``LineReader`` as everywhere else: a match never spans a line feed, and a CR
/// before it is not part of the line. They are searched in batches on `--jobs` threads and written in
/// input order. A line over `--max-line-bytes` is not searched: a warning names it and the exit status
/// is 2, so that no line is skipped in silence.
struct FindCommand {
    let tool: CommandLineTool

    func run(_ arguments: [String]) throws -> Int32 {
        guard let parsed = try tool.parse(arguments, for: .find) else { return 0 }
        let options = try FindOptions(parsed)
        let patterns = try options.operands.map { try tool.pattern($0, reading: options.reading) }
        // A pattern no engine searches exactly is refused before any output.
        for (pattern, operand) in zip(patterns, options.operands) {
            do {
                _ = try pattern.searcher()
            } catch {
                throw UsageError("cannot search with \(Self.name(operand)): \(TextField.escapingUnsafe("\(error)"))")
            }
        }
        let search = LineBatchSearch(matcher: try LineMatcher(patterns: patterns), jobs: options.jobs)
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
                        fileDescriptor: descriptor, name: name, maximumLineLength: options.maximumLineLength)
                    try searchLines(of: &reader, with: search, into: &output, failed: &failed)
                }
            } catch {
                tool.standardError.writeLine("error: \(TextField.escapingUnsafe("\(error)"))")
                failed = true
            }
        }
        output.finish()
        return failed ? 2 : output.foundAny ? 0 : 1
    }

    /// Reads `reader`'s lines in batches, searches each batch and writes what it found; a line over the
    /// limit or stopped by a match limit is said on standard error and sets `failed`.
    ///
    /// - Throws: ``ReadError`` when the input cannot be read, after what was read before is written.
    private func searchLines(
        of reader: inout LineReader, with search: LineBatchSearch, into output: inout FindOutput, failed: inout Bool
    ) throws {
        var batch: [LineReader.Line] = []
        var offsets: [Int] = []
        var (offset, batchBytes) = (0, 0)
        func searchBatch() {
            search.search(batch) { searched in
                let line = batch[searched.index]
                switch searched.outcome {
                case .matches(let matches):
                    output.line(line, absoluteOffset: offsets[searched.index], matches: matches[...])
                case .overLength(let length):
                    tool.standardError.writeLine(
                        "warning: \(reader.name) line \(line.number): \(length) bytes, over the --max-line-bytes limit of \(reader.maximumLineLength): not searched"
                    )
                    failed = true
                case .stopped(let message):
                    // A limit stopped one line's search: said, counted as a failure, and the next line searched.
                    tool.standardError.writeLine(
                        "error: \(reader.name) line \(line.number): \(TextField.escapingUnsafe(message))")
                    failed = true
                }
            }
            batch.removeAll(keepingCapacity: true)
            offsets.removeAll(keepingCapacity: true)
            batchBytes = 0
        }
        // Whatever was read before a read error is searched and written before the error.
        defer {
            searchBatch()
            output.searched(bytes: offset)
        }
        while let line = try reader.next() {
            batch.append(line)
            offsets.append(offset)
            offset += line.asRead.count + (line.endsWithLineFeed ? 1 : 0)
            batchBytes += line.asRead.count
            if batch.count >= LineBatchSearch.maximumLines || batchBytes >= LineBatchSearch.maximumBytes {
                searchBatch()
            }
        }
    }

    /// How a pattern is named in messages and JSON: the operand as given (`--regex` values as written).
    static func name(_ operand: (option: String?, value: String)) -> String { operand.value }
}
