import Foundation
import PatternRules
import PatternRulesSupport

/// `patterns validate --schema SCHEMA.json [--ref URI=FILE …] [--formats assert] [FILE …]`: every line of the files
/// (standard input when none) is one JSON value, validated against the compiled schema:
/// `valid<TAB>WHERE`, or `invalid<TAB>WHERE<TAB>/pointer: message; …`, or with `--output jsonl` an object
/// with each failure's `instanceLocation`, `keywordLocation` and `message`. A line that is not JSON is
/// `error<TAB>WHERE<TAB>why`, counted and never skipped; a summary goes to standard error.
struct SchemaRecordsCommand {
    let tool: CommandLineTool
    let maximumLineLength: Int
    let output: RecordOutput
    /// Threads the lines are validated on (`--jobs`); read and written in order on one.
    var jobs = 1
    /// `--format json`: each file holds one JSON document (read whole, up to the line limit), reported at
    /// its line 1.
    var wholeDocuments = false
    /// `--ref` and `--formats`: how the schema is read.
    var reading = SchemaReading()
    /// `--count`: only how many records are valid, not valid and unreadable, each verdict found without
    /// collecting its failures.
    var countsOnly = false

    func run(schemaPath: String, files: [String]) throws -> Int32 {
        // Read once: every thread's copy is compiled from the same bytes.
        let (reading, documents) = (reading, try reading.documents(at: schemaPath))
        let copies = ValidatorCopies(try reading.schema(documents)) { try? reading.schema(documents) }
        var tally = RecordTally()
        defer { tool.standardError.writeLine(tally.summary) }
        if files.isEmpty { try validate(descriptor: tool.standardInput, label: nil, copies: copies, tally: &tally) }
        for file in files {
            try InputFile.read(file, standardInput: tool.standardInput) { descriptor, _ in
                try validate(descriptor: descriptor, label: file, copies: copies, tally: &tally)
            }
        }
        if countsOnly {
            tool.standardOutput.writeLine("valid\t\(tally.valid)\ninvalid\t\(tally.invalid)")
            if tally.unreadable > 0 { tool.standardOutput.writeLine("error\t\(tally.unreadable)") }
        }
        return tally.invalid + tally.unreadable == 0 ? 0 : 1
    }

    private func validate(
        descriptor: Int32, label: String?, copies: ValidatorCopies<JSONSchema>, tally: inout RecordTally
    ) throws {
        let name = label.map { "'\($0)'" } ?? "standard input"
        let (limit, output, countsOnly) = (maximumLineLength, output, countsOnly)
        if wholeDocuments {
            let document = try InputFile.readAll(descriptor, name: name, limit: limit)
            var written = RecordChunkOutput()
            let line = LineReader.Line(number: 1, bytes: document.bytes, overLength: document.overLength)
            // A file of white space holds no document: reported, never skipped.
            let kind =
                Self.outcome(
                    of: line, label: label, schema: copies.first, limit: limit, output: output, countsOnly: countsOnly,
                    to: &written)
                ?? output.append(
                    RecordError(description: "not JSON: the file holds no document"),
                    at: RecordPlace(file: label, line: 1), to: &written)
            if !countsOnly {
                written.bytes.append(UInt8(ascii: "\n"))
                tool.standardOutput.write(bytes: written.bytes)
            }
            tally.count(kind)
            return
        }
        var lines = LineReader(fileDescriptor: descriptor, name: name, maximumLineLength: maximumLineLength)
        try RecordBatches(output: tool.standardOutput, jobs: jobs).validate(
            next: { try lines.next() }, size: { $0.bytes.count }, validators: copies, tally: &tally,
            reader: { $0 }
        ) { line, schema, written in
            Self.outcome(
                of: line, label: label, schema: schema, limit: limit, output: output, countsOnly: countsOnly,
                to: &written)
        }
    }

    /// Appends the output line of one JSON Lines value (none when `countsOnly`) and returns how it
    /// counts; `nil` for a blank line.
    private static func outcome(
        of line: LineReader.Line, label: String?, schema: JSONSchema, limit: Int, output: RecordOutput,
        countsOnly: Bool, to written: inout RecordChunkOutput
    ) -> RecordTally.Kind? {
        if line.isBlank { return nil }
        if countsOnly {
            guard line.overLength == nil, let value = try? JSONParser.parse(line.bytes) else { return .unreadable }
            return schema.isValid(value) ? .valid : .invalid
        }
        let place = RecordPlace(file: label, line: line.number)
        if let length = line.overLength {
            return output.append(.overLength(length, limit: limit), at: place, to: &written)
        }
        do {
            let value = try JSONParser.parse(line.bytes)
            return output.appendSchemaResult(schema.validate(value), at: place, to: &written.bytes)
        } catch {
            return output.append(RecordError(description: "not JSON: \(error)"), at: place, to: &written)
        }
    }
}
