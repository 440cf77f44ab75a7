import Foundation
import PatternRules
import PatternRulesSupport

/// `patterns validate --schema SCHEMA.json [--ref URI=FILE …] [FILE …]`: every line of the files
/// (standard input when none) is one JSON value, validated against the compiled schema:
/// `valid<TAB>WHERE`, or `invalid<TAB>WHERE<TAB>/pointer: message; …`, or with `--output jsonl` an object
/// with each failure's `instanceLocation`, `keywordLocation` and `message`. A line that is not JSON is
/// `error<TAB>WHERE<TAB>why`, counted and never skipped; a summary goes to standard error.
struct SchemaRecordsCommand {
    let tool: CommandLineTool
    let maximumLineLength: Int
    let output: RecordOutput

    func run(schemaPath: String, references: [String], files: [String]) throws -> Int32 {
        let schema: JSONSchema
        do {
            schema = try JSONSchema(
                contentsOf: URL(fileURLWithPath: schemaPath), references: try Self.documents(references))
        } catch let error as JSONSchemaError {
            throw InputError("\(TextField.safe(schemaPath)): \(error)")
        }
        var tally = RecordTally()
        defer { tool.standardError.writeLine(tally.summary) }
        if files.isEmpty { try validate(descriptor: tool.standardInput, label: nil, schema: schema, tally: &tally) }
        for file in files {
            try InputFile.read(file, standardInput: tool.standardInput) { descriptor, _ in
                try validate(descriptor: descriptor, label: file, schema: schema, tally: &tally)
            }
        }
        return tally.invalid + tally.unreadable == 0 ? 0 : 1
    }

    /// `--ref` values read: `URI=FILE` registers the file's document under URI; `FILE` under its `$id`
    /// (and the file's own URL).
    static func documents(_ references: [String]) throws -> [String: Data] {
        var documents: [String: Data] = [:]
        for reference in references {
            let (uri, path): (String, String)
            if let equals = reference.firstIndex(of: "="), reference[..<equals].contains(":") {
                (uri, path) = (String(reference[..<equals]), String(reference[reference.index(after: equals)...]))
            } else {
                (uri, path) = (URL(fileURLWithPath: reference).absoluteString, reference)
            }
            do {
                documents[uri] = try Data(contentsOf: URL(fileURLWithPath: path))
            } catch {
                throw InputError("--ref \(TextField.safe(reference)): \(TextField.safe(path)) cannot be read")
            }
        }
        return documents
    }

    private func validate(descriptor: Int32, label: String?, schema: JSONSchema, tally: inout RecordTally) throws {
        var lines = LineReader(
            fileDescriptor: descriptor, name: label.map { "'\($0)'" } ?? "standard input",
            maximumLineLength: maximumLineLength)
        var written = RecordChunkOutput()
        while let line = try lines.next() {
            if line.overLength == nil && line.bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
            written.bytes.removeAll(keepingCapacity: true)
            let place = RecordPlace(file: label, line: line.number)
            let kind: RecordTally.Kind
            if let length = line.overLength {
                kind = output.append(.overLength(length, limit: maximumLineLength), at: place, to: &written)
            } else {
                do {
                    let value = try JSONParser.parse(line.bytes)
                    kind = output.appendSchemaResult(schema.validate(value), at: place, to: &written.bytes)
                } catch {
                    kind = output.append(
                        RecordFormat.LineError(description: "not JSON: \(error)"), at: place, to: &written)
                }
            }
            written.bytes.append(UInt8(ascii: "\n"))
            tool.standardOutput.write(bytes: written.bytes)
            tally.count(kind)
        }
    }
}
