import Foundation
import PatternRules
import PatternRulesSupport

/// `patterns validate --rules RULESET.json | --schema SCHEMA.json [--format jsonl|csv|json] [FILE ...]`:
/// every record of the files (standard input when none) against a compiled contract, one line per
/// record: `valid<TAB>WHERE`, or the verdict, WHERE and `place: message; …`, where WHERE is `FILE:LINE`
/// or `line N`. A line that is not a record is reported as `error<TAB>WHERE<TAB>why` and counted, never
/// skipped; a summary goes to standard error. The contract reads every record's bytes
/// (``RecordValidator``): this pipeline frames them, hands them out in chunks and writes the outcomes.
struct RecordValidation {
    let standardInput: Int32
    let standardOutput: OutputSink
    let standardError: OutputSink
    let maximumLineLength: Int
    /// Threads records are validated on (`--jobs`); they are read, and written, in order on one.
    var jobs = 1
    /// How each record's outcome is written (`--output`).
    var output = RecordOutput.text
    /// The language of failure messages (`--locale`).
    var locale = MessageLocale.english
    /// `--format`; `nil`: from the first file's name.
    var format: RecordFormat?
    /// `--count`: only how many records have each verdict, each found without spelling its failures.
    var countsOnly = false

    func run<Contract: RecordContract>(_ contracts: ValidatorCopies<Contract>, files: [String]) throws -> Int32 {
        let format = RecordFormat.of(given: format, files: files)
        var tally = RecordTally()
        // Whatever goes wrong with one file, the records already reported stay counted in the summary.
        defer { standardError.writeLine(tally.summary) }
        if files.isEmpty {
            try validate(
                descriptor: standardInput, label: nil, format: format, contracts: contracts, tally: &tally)
        }
        for file in files {
            try InputFile.read(file, standardInput: standardInput) { descriptor, _ in
                try validate(descriptor: descriptor, label: file, format: format, contracts: contracts, tally: &tally)
            }
        }
        if countsOnly { standardOutput.writeLine(tally.countLines) }
        return tally.allValid ? 0 : 1
    }

    private func validate<Contract: RecordContract>(
        descriptor: Int32, label: String?, format: RecordFormat, contracts: ValidatorCopies<Contract>,
        tally: inout RecordTally
    ) throws {
        let name = label.map { "'\(TextField.escapingUnsafe($0))'" } ?? "standard input"
        let lines = LineReader(fileDescriptor: descriptor, name: name, maximumLineLength: maximumLineLength)
        switch format {
        case .jsonl: try validateJSONLines(lines, label: label, contracts: contracts, tally: &tally)
        case .csv: try validateCSV(CSVRecordReader(lines), label: label, contracts: contracts, tally: &tally)
        case .json: try validateDocument(descriptor, name: name, label: label, contracts: contracts, tally: &tally)
        }
    }

    private func validateJSONLines<Contract: RecordContract>(
        _ lines: LineReader, label: String?, contracts: ValidatorCopies<Contract>, tally: inout RecordTally
    ) throws {
        var lines = lines
        let (limit, output, locale, countsOnly) = (lines.maximumLineLength, output, locale, countsOnly)
        // A closure, not a key path: a key path is applied through the runtime, for every record.
        try RecordBatches(output: standardOutput, jobs: jobs).validate(
            next: { try lines.next() }, size: { $0.bytes.count }, validators: contracts, tally: &tally,
            reader: { $0.recordValidator(locale: locale) }
        ) { line, validator, written in
            if line.isBlank { return nil }
            return Self.outcome(
                of: line, label: label, validator: &validator, limit: limit, output: output, countsOnly: countsOnly,
                to: &written)
        }
    }

    /// `--format json`: the file is one document, reported at its line 1; a file of white space holds
    /// none, which is reported, never skipped.
    private func validateDocument<Contract: RecordContract>(
        _ descriptor: Int32, name: String, label: String?, contracts: ValidatorCopies<Contract>,
        tally: inout RecordTally
    ) throws {
        let document = try InputFile.readDocument(descriptor, name: name, limit: maximumLineLength)
        let line = LineReader.Line(number: 1, bytes: document.bytes, overLength: document.overLength)
        var written = RecordChunkOutput()
        var validator = contracts.first.recordValidator(locale: locale)
        let kind =
            line.isBlank
            ? output.append(
                RecordError(description: "the file holds no JSON document"), at: RecordPlace(file: label, line: 1),
                to: &written)
            : Self.outcome(
                of: line, label: label, validator: &validator, limit: maximumLineLength, output: output,
                countsOnly: countsOnly, to: &written)
        if !countsOnly {
            written.bytes.append(UInt8(ascii: "\n"))
            standardOutput.write(bytes: written.bytes)
        }
        tally.count(kind)
    }

    /// The header is read first, alone (without it no record can be read); the records after it go in
    /// parallel batches like JSON Lines.
    private func validateCSV<Contract: RecordContract>(
        _ records: CSVRecordReader, label: String?, contracts: ValidatorCopies<Contract>, tally: inout RecordTally
    ) throws {
        var records = records
        guard let first = try records.next() else { return }
        let headerPlace = RecordPlace(file: label, line: first.line).text
        if let length = first.overLength {
            throw InputError("\(headerPlace): the CSV header is \(length) bytes, longer than the limit")
        }
        let names = try Self.header(first.bytes[...], place: headerPlace)
        let (limit, output, locale, countsOnly) = (records.maximumLength, output, locale, countsOnly)
        try RecordBatches(output: standardOutput, jobs: jobs).validate(
            next: { try records.next() }, size: { $0.bytes.count }, validators: contracts, tally: &tally,
            reader: { $0.recordValidator(locale: locale) }
        ) { record, validator, written in
            Self.outcome(
                of: record, names: names, label: label, validator: &validator, limit: limit, output: output,
                countsOnly: countsOnly, to: &written)
        }
    }

    /// Appends the output line of one JSON record (nothing with `countsOnly`) and returns how it counts.
    private static func outcome<Validator: RecordValidator>(
        of line: LineReader.Line, label: String?, validator: inout Validator, limit: Int, output: RecordOutput,
        countsOnly: Bool, to written: inout RecordChunkOutput
    ) -> RecordTally.Kind {
        let place = RecordPlace(file: label, line: line.number)
        do throws(RecordError) {
            if let length = line.overLength { throw RecordError.overLength(length, limit: limit) }
            if countsOnly { return RecordTally.Kind(try validator.verdictOnly(json: line.bytes)) }
            try validator.validate(json: line.bytes)
            return output.appendValidated(&validator, at: place, to: &written)
        } catch {
            return countsOnly ? .error : output.append(error, at: place, to: &written)
        }
    }

    /// Appends the output line of one CSV record after the header (nothing with `countsOnly`) and
    /// returns how it counts.
    private static func outcome<Validator: RecordValidator>(
        of record: CSVRecordReader.Record, names: [String], label: String?, validator: inout Validator, limit: Int,
        output: RecordOutput, countsOnly: Bool, to written: inout RecordChunkOutput
    ) -> RecordTally.Kind {
        let place = RecordPlace(file: label, line: record.line)
        do throws(RecordError) {
            if let length = record.overLength { throw RecordError.overLength(length, limit: limit) }
            try validator.validate(fields: RecordFields.csv(record.bytes[...]), names: names)
            if countsOnly { return RecordTally.Kind(validator.decidedVerdict) }
            return output.appendValidated(&validator, at: place, to: &written)
        } catch {
            return countsOnly ? .error : output.append(error, at: place, to: &written)
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
            names = try RecordFields.csv(bytes)
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
