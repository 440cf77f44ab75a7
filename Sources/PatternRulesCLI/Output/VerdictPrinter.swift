import PatternRules
import PatternRulesSupport

/// How `patterns validate` prints each input's outcome: a verdict line per input (the default), a JSON
/// object per input (`--format jsonl`), only the inputs of one verdict exactly as they were read
/// (`--only`, like `grep -x`, for cleaning files), or one count per verdict at the end (`--count`, like
/// `grep -c`). It keeps the tally for `--summary`.
final class VerdictPrinter {
    enum Mode: Equatable, Sendable {
        case lines
        case jsonLines
        case only(LineOutcome)
        case count
    }

    let mode: Mode
    let output: OutputSink
    /// The failures of JSON Lines output, each spelled once in the locale of `--locale`.
    private var messages: FailureMessages
    /// Inputs per outcome, by ``LineOutcome/rawValue``.
    private var counts = [Int](repeating: 0, count: LineOutcome.allCases.count)
    private let started = ContinuousClock.now

    init(mode: Mode, output: OutputSink, locale: MessageLocale = .english) {
        self.mode = mode
        self.output = output
        messages = FailureMessages(locale: locale)
    }

    /// `, "errors": [{"code": …, "params": {…}, "message": …}, …]` for `errors`, spelled in the
    /// printer's locale; nothing for none.
    func errorsMember(_ errors: [any Error]) -> [UInt8] {
        FailureJSON.errorsMember(errors.map { messages.spell($0, overrides: MessageOverrides()) })
    }

    /// Records one input's outcome: `raw` is the input as read, `position` its line or argument number;
    /// `lines`, when given, replace the default `outcome<TAB>input` line (the E.164 column, the password
    /// checklist); `e164` joins the JSON object of a valid phone number, `errors` that of an input that
    /// is not valid. `asRead`, when the input is a line, is the line with its CR and byte-order mark,
    /// which `--only` writes back unchanged.
    func record(
        _ outcome: LineOutcome, raw: some Collection<UInt8>, asRead: ArraySlice<UInt8>? = nil, position: Int,
        lines: [String]? = nil, e164: String? = nil, errors: [any Error] = []
    ) {
        counts[outcome.rawValue] += 1
        switch mode {
        case .jsonLines:
            var object: [UInt8] = []
            object.append("{\"line\": ")
            object.appendDecimal(position)
            let isText = Array(raw).withUnsafeBytes { outcome.appendJSONMembers(input: $0, to: &object) }
            if let e164 {
                object.append(", \"e164\": ")
                JSONText.appendQuoted(e164, to: &object)
            }
            if isText { object.append(contentsOf: errorsMember(errors)) }
            object.append("}\n")
            output.write(bytes: object)
        case .lines:
            if let lines {
                for line in lines { output.writeLine(line) }
            } else {
                output.write(outcome.name + "\t")
                writeInput(raw)
            }
        case .only(let wanted) where wanted == outcome:
            if let asRead {
                output.write(bytes: asRead)
                output.writeLine()
            } else {
                writeInput(raw, exactly: true)
            }
        case .only, .count:
            break
        }
    }

    /// What `--only error` prints for a line over `--max-line-bytes`, whose text was not kept: an empty
    /// line would read as an empty input. The warning on standard error gives its line number.
    static func overLimitText(length: Int) -> [UInt8] {
        Array("[\(length) bytes, over the --max-line-bytes limit]".utf8)
    }

    /// Writes an input and ends the line: as it is, or as a JSON string where it could split the line
    /// or a field or steer a terminal (``TextField``). `--only` writes inputs exactly as they were read
    /// (its output is the input's own lines, like `grep -x`), but for an argument holding a line break,
    /// which would split its line and is quoted.
    private func writeInput(_ raw: some Collection<UInt8>, exactly: Bool = false) {
        if exactly, !raw.contains(0x0A), !raw.contains(0x0D) {
            output.write(bytes: raw)
        } else {
            var line: [UInt8] = []
            Array(raw).withUnsafeBytes { TextField.append($0, to: &line) }
            output.write(bytes: line)
        }
        output.writeLine()
    }

    /// Adds the counts of inputs recorded elsewhere (``BulkLineValidator``), by ``LineOutcome/rawValue``.
    func add(counts: [Int]) {
        for (index, count) in counts.enumerated() { self.counts[index] += count }
    }

    /// Prints the counts for `--count`, and the summary on `summary` when given.
    func finish(summary: OutputSink?) {
        if mode == .count {
            for line in LineOutcome.countLines(counts) { output.writeLine(line) }
        }
        guard let summary else { return }
        let total = counts.reduce(0, +)
        let elapsed = ContinuousClock.now - started
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let rate = seconds > 0 ? Int((Double(total) / seconds).rounded()) : total
        summary.writeLine(
            "\(total) \(total == 1 ? "input" : "inputs"): \(LineOutcome.tallyText(counts)); \(rate) inputs/s")
    }
}
