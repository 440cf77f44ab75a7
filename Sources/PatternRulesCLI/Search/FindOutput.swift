import PatternRules
import PatternRulesSupport

/// Writes what `patterns find` found, in the report asked for, input by input and line by line: nothing
/// is held back but one input's counts. Text from the input (a match, a file name) is escaped so that it
/// can never forge a line or a field: quoted by ``TextField`` in text, JSON-escaped (or base64) in JSON.
struct FindOutput {
    let report: FindOptions.Report
    let namesInputs: Bool
    /// Each pattern's name in JSON submatches (`rule`): the operand as given.
    let patternNames: [String]
    private(set) var sink: OutputSink
    /// Whether the first match of an input writes its JSON `begin` message: not in one chunk's output
    /// (``chunkOutput()``), whose writer knows whether the chunks before it held a match.
    private var opensInput = true

    /// The input's name as given (its bytes: a name that is not UTF-8 is written as it is).
    private var path: [UInt8] = []
    private var started: ContinuousClock.Instant = .now
    private var stats = RipgrepJSON.Stats()
    private var total = RipgrepJSON.Stats()
    private let clock = ContinuousClock()
    private let startedAll = ContinuousClock.now

    init(report: FindOptions.Report, namesInputs: Bool, patternNames: [String], sink: OutputSink) {
        (self.report, self.namesInputs, self.patternNames, self.sink) = (report, namesInputs, patternNames, sink)
    }

    /// An input starts: `path` as given (`nil` for standard input).
    mutating func begin(_ path: InputPath?) {
        self.path = path?.bytes ?? Array((report == .json ? "<stdin>" : "standard input").utf8)
        started = clock.now
        stats = RipgrepJSON.Stats()
        stats.searches = 1
    }

    /// Lines passed over without a match (their bytes as read, line feeds included): searched all the
    /// same, as ripgrep counts them.
    mutating func passedOver(bytes: Int) {
        stats.bytesSearched += bytes
    }

    /// Whether the report writes line numbers (matches as text, and in JSON).
    var numbersLines: Bool { report == .text || report == .json }

    /// Whether lines without a match may be passed over: every report but redaction, which writes them.
    var skipsLinesWithoutMatches: Bool {
        if case .redact = report { false } else { true }
    }

    /// A line with its matches (none: only counted as searched).
    mutating func line(
        _ line: LineReader.BorrowedLine, absoluteOffset: Int, matches: ArraySlice<LineMatcher.Match>
    ) {
        stats.bytesSearched += line.asRead.count + (line.endsWithLineFeed ? 1 : 0)
        if case .redact(let template) = report {
            // Every line is written, with or without a match.
            redact(line, matches: matches, with: template)
            return
        }
        guard !matches.isEmpty else { return }
        if stats.matchedLines == 0, report == .json, opensInput { writeBeginMessage() }
        stats.matchedLines += 1
        stats.matches += matches.count
        switch report {
        case .text:
            let prefix = namesInputs ? pathField + [UInt8(ascii: ":")] : []
            for match in matches {
                var output = prefix + Array("\(line.number):\(match.range.lowerBound + 1):".utf8)
                TextField.append(
                    UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: line.bytes[match.range])), to: &output)
                output.append(0x0A)
                sink.write(bytes: output)
            }
        case .json:
            write(matchMessage(line, absoluteOffset: absoluteOffset, matches: matches))
        case .countLines, .countMatches, .redact:
            break
        }
    }

    /// `line` as read (its byte-order mark and CR kept, its LF when it had one), each non-empty match
    /// replaced as `template` says: an empty match has nothing to hide, and replacing it would add text
    /// where there was none.
    private mutating func redact(
        _ line: LineReader.BorrowedLine, matches: ArraySlice<LineMatcher.Match>, with template: RedactionTemplate
    ) {
        let hidden = matches.filter { !$0.range.isEmpty }
        stats.matches += hidden.count
        if !hidden.isEmpty { stats.matchedLines += 1 }
        // The line's bytes lie inside the bytes as read, after a byte-order mark if any.
        let start = line.bytes.baseAddress.map { line.asRead.baseAddress!.distance(to: $0) } ?? 0
        var output: [UInt8] = []
        output.reserveCapacity(line.asRead.count + 1)
        var copied = 0
        for match in hidden {
            output += line.asRead.dropFirst(copied).prefix(start + match.range.lowerBound - copied)
            output += template.replacement(
                of: line.bytes[match.range], rule: patternNames[match.pattern], canonical: match.canonical)
            copied = start + match.range.upperBound
        }
        output += line.asRead.dropFirst(copied)
        if line.endsWithLineFeed { output.append(0x0A) }
        sink.write(bytes: output)
    }

    /// What the output of one chunk of the current input's lines needs from this one: a value a thread
    /// of `find --jobs` makes its own output from (``init(chunkOf:)``).
    struct ChunkTemplate: Sendable {
        fileprivate let report: FindOptions.Report
        fileprivate let namesInputs: Bool
        fileprivate let patternNames: [String]
        fileprivate let path: [UInt8]
    }

    var chunkTemplate: ChunkTemplate {
        ChunkTemplate(report: report, namesInputs: namesInputs, patternNames: patternNames, path: path)
    }

    /// An output for one chunk of an input's lines, in memory, with counts of its own: ``merge(_:)``
    /// writes it in order.
    init(chunkOf template: ChunkTemplate) {
        self.init(
            report: template.report, namesInputs: template.namesInputs, patternNames: template.patternNames,
            sink: .memory())
        (path, opensInput) = (template.path, false)
    }

    /// Writes what a chunk's output (``init(chunkOf:)``) holds, after the chunks before it, and adds its
    /// counts to the input's.
    mutating func merge(_ chunk: FindOutput) {
        if report == .json, stats.matchedLines == 0, chunk.stats.matchedLines > 0 { writeBeginMessage() }
        chunk.sink.flush()
        sink.write(bytes: chunk.sink.captured)
        stats.add(chunk.stats)
    }

    private mutating func writeBeginMessage() {
        write("{\"type\":\"begin\",\"data\":{\"path\":\(pathJSON)}}")
    }

    /// The input ended.
    mutating func end() {
        stats.elapsed = clock.now - started
        if stats.matches > 0 { stats.searchesWithMatch = 1 }
        switch report {
        case .text, .redact: break
        case .json:
            // As ripgrep counts, the end message is not among the bytes printed that it reports.
            if stats.matchedLines > 0 {
                sink.writeLine(
                    "{\"type\":\"end\",\"data\":{\"path\":\(pathJSON),\"binary_offset\":null,\"stats\":\(stats.json)}}")
            }
        case .countLines, .countMatches:
            let count = report == .countLines ? stats.matchedLines : stats.matches
            if count > 0 {
                sink.write(bytes: (namesInputs ? pathField + [UInt8(ascii: ":")] : []) + Array("\(count)\n".utf8))
            }
        }
        total.add(stats)
    }

    /// Every input ended: ripgrep's `summary` message in JSON.
    mutating func finish() {
        guard report == .json else { return }
        let elapsed = RipgrepJSON.duration(clock.now - startedAll)
        write("{\"data\":{\"elapsed_total\":\(elapsed),\"stats\":\(total.json)},\"type\":\"summary\"}")
    }

    /// Whether any input held a match.
    var foundAny: Bool { total.matches > 0 }

    private var pathJSON: String { RipgrepJSON.data(path) }

    /// The name as a field of a text line (``TextField``): bytes that are not UTF-8 as they are, as ripgrep
    /// writes them, anything that could split the line quoted.
    private var pathField: [UInt8] {
        var bytes: [UInt8] = []
        path.withUnsafeBytes { TextField.append($0, separators: ":", to: &bytes) }
        return bytes
    }

    private mutating func write(_ message: String) {
        sink.writeLine(message)
        stats.bytesPrinted += message.utf8.count + 1
    }

    /// A `match` message: the line as read (with its CR and LF) and each match as a submatch, its
    /// offsets in bytes from the start of the line; `rule` names the pattern when there are several.
    private func matchMessage(
        _ line: LineReader.BorrowedLine, absoluteOffset: Int, matches: ArraySlice<LineMatcher.Match>
    )
        -> String
    {
        var text = Array(line.bytes)
        // The CR of a CRLF is outside the line's bytes; a CR that ends the input is inside them.
        if line.endsWithLineFeed, line.asRead.last == 0x0D { text.append(0x0D) }
        if line.endsWithLineFeed { text.append(0x0A) }
        let submatches = matches.map { match in
            let rule = patternNames.count > 1 ? ",\"rule\":\(JSONText.quoted(patternNames[match.pattern]))" : ""
            // A finder's facts (a phone number's e164), each a field of its own after ripgrep's.
            let fields = match.fields.map { ",\(JSONText.quoted($0.name)):\(JSONText.quoted($0.value))" }.joined()
            return
                "{\"match\":\(RipgrepJSON.data(line.bytes[match.range])),\"start\":\(match.range.lowerBound),\"end\":\(match.range.upperBound)\(rule)\(fields)}"
        }
        return
            "{\"type\":\"match\",\"data\":{\"path\":\(pathJSON),\"lines\":\(RipgrepJSON.data(text)),\"line_number\":\(line.number),\"absolute_offset\":\(absoluteOffset),\"submatches\":[\(submatches.joined(separator: ","))]}}"
    }
}
