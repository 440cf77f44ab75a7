import Foundation
import PatternRules
import PatternRulesSupport

/// `patterns validate --rules RULESET.json [--format jsonl|csv] [FILE ...]`: every record of the files
/// (standard input when none) against a compiled rule set, one line per record:
/// `valid<TAB>WHERE` or `invalid<TAB>WHERE<TAB>field: message; …`, where WHERE is `FILE:LINE` or
/// `line N`. A line that is not a record is reported as `error<TAB>WHERE<TAB>why` and counted, never
/// skipped; a summary goes to standard error.
struct RecordsCommand {
    let tool: CommandLineTool
    let maximumLineLength: Int
    /// Threads records are validated on (`--jobs`); they are read, and written, in order on one.
    var jobs = 1
    /// How each record's outcome is written (`--output`).
    var output = RecordOutput.text
    /// The language of failure messages (`--locale`).
    var locale = MessageLocale.english

    func run(rulesPath: String, format given: RecordFormat?, files: [String], engine: Engine?) throws -> Int32 {
        let json = try ContractFiles.ruleSetDocument(at: rulesPath)
        let rules = ValidatorCopies(try ContractFiles.ruleSet(json: json, from: rulesPath, engine: engine)) {
            try? RuleSet(json: json, engine: engine)
        }
        let format = given ?? files.first.map { $0.hasSuffix(".csv") ? .csv : .jsonl } ?? .jsonl
        var tally = RecordTally()
        // Whatever goes wrong with one file, the records already reported stay counted in the summary.
        defer { tool.standardError.writeLine(tally.summary) }
        if files.isEmpty {
            try validate(descriptor: tool.standardInput, label: nil, format: format, rules: rules, tally: &tally)
        }
        for file in files {
            try InputFile.read(file, standardInput: tool.standardInput) { descriptor, _ in
                try validate(descriptor: descriptor, label: file, format: format, rules: rules, tally: &tally)
            }
        }
        return tally.invalid + tally.unreadable == 0 ? 0 : 1
    }

    private func validate(
        descriptor: Int32, label: String?, format: RecordFormat, rules: ValidatorCopies<RuleSet>,
        tally: inout RecordTally
    ) throws {
        let lines = LineReader(
            fileDescriptor: descriptor, name: label.map { "'\($0)'" } ?? "standard input",
            maximumLineLength: maximumLineLength)
        switch format {
        case .jsonl: try validateJSONLines(lines, label: label, rules: rules, tally: &tally)
        case .csv: try validateCSV(CSVRecordReader(lines), label: label, rules: rules, tally: &tally)
        }
    }

    private func validateJSONLines(
        _ lines: LineReader, label: String?, rules: ValidatorCopies<RuleSet>, tally: inout RecordTally
    )
        throws
    {
        var lines = lines
        let (limit, output, keys, locale) = (
            lines.maximumLineLength, output, RecordReader.keys(of: rules.first), locale
        )
        // A closure, not a key path: a key path is applied through the runtime, for every record.
        try RecordBatches(output: tool.standardOutput, jobs: jobs).validate(
            next: { try lines.next() }, size: { $0.bytes.count }, validators: rules, tally: &tally,
            reader: { RecordReader($0, keys: keys, locale: locale) }
        ) { line, reader, written in
            Self.outcome(of: line, label: label, records: &reader, limit: limit, output: output, to: &written)
        }
    }

    /// The header is read first, alone (without it no record can be read); the records after it go in
    /// parallel batches like JSON Lines.
    private func validateCSV(
        _ records: CSVRecordReader, label: String?, rules: ValidatorCopies<RuleSet>, tally: inout RecordTally
    )
        throws
    {
        var records = records
        guard let first = try records.next() else { return }
        let headerPlace = RecordPlace(file: label, line: first.line).text
        if let length = first.overLength {
            throw InputError("\(headerPlace): the CSV header is \(length) bytes, longer than the limit")
        }
        let names = try Self.header(first.bytes[...], place: headerPlace)
        let (limit, output, keys, locale) = (records.maximumLength, output, RecordReader.keys(of: rules.first), locale)
        try RecordBatches(output: tool.standardOutput, jobs: jobs).validate(
            next: { try records.next() }, size: { $0.bytes.count }, validators: rules, tally: &tally,
            reader: { RecordReader($0, keys: keys, locale: locale) }
        ) { record, reader, written in
            Self.outcome(
                of: record, names: names, label: label, records: &reader, limit: limit, output: output, to: &written)
        }
    }

    /// Appends the output line of one JSON Lines record and returns how it counts; `nil`, with nothing
    /// appended, for a blank line (empty or JSON white space only: blank lines separate nothing).
    private static func outcome(
        of line: LineReader.Line, label: String?, records: inout RecordReader, limit: Int, output: RecordOutput,
        to written: inout RecordChunkOutput
    ) -> RecordTally.Kind? {
        if line.isBlank { return nil }
        let place = RecordPlace(file: label, line: line.number)
        do throws(RecordError) {
            if let length = line.overLength { throw RecordError.overLength(length, limit: limit) }
            try records.validate(jsonLine: line.bytes)
            return output.appendValidated(&records, at: place, to: &written)
        } catch {
            return output.append(error, at: place, to: &written)
        }
    }

    /// Appends the output line of one CSV record after the header and returns how it counts.
    private static func outcome(
        of record: CSVRecordReader.Record, names: [String], label: String?, records: inout RecordReader, limit: Int,
        output: RecordOutput, to written: inout RecordChunkOutput
    ) -> RecordTally.Kind {
        let place = RecordPlace(file: label, line: record.line)
        do throws(RecordError) {
            if let length = record.overLength { throw RecordError.overLength(length, limit: limit) }
            try records.validate(fields: RecordReader.csvFields(record.bytes[...]), names: names)
            return output.appendValidated(&records, at: place, to: &written)
        } catch {
            return output.append(error, at: place, to: &written)
        }
    }

    /// The CSV header: without readable, distinct names no data line can be read, so the file is
    /// refused rather than its next line taken for the header.
    private static func header(_ bytes: ArraySlice<UInt8>, place: String) throws(InputError) -> [String] {
        // A CR left inside the first line (LineReader drops only the CR of a CRLF) means CR-only line
        // breaks: read as one line, the whole file would be a header and no record.
        if bytes.contains(0x0D) {
            throw InputError(
                "\(place): the file uses CR line breaks (classic Mac OS, some Excel exports); patterns reads LF or CRLF: convert it first, for example with tr '\\r' '\\n'"
            )
        }
        let names: [String]
        do {
            names = try RecordReader.csvFields(bytes)
        } catch {
            throw InputError("\(place): the CSV header cannot be read: \(error)")
        }
        var seen = Set<String>()
        for name in names where !seen.insert(name).inserted {
            throw InputError("\(place): the CSV header names the column '\(name)' twice")
        }
        return names
    }

}
