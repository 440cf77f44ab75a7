import PatternRules
import PatternRulesSupport

/// How records are written in a data file: JSON Lines (one object per line) or CSV with a header row.
enum RecordFormat: String {
    case jsonl
    case csv

    /// Why one line is not a record, with the byte offset where it went wrong when known.
    struct LineError: Error, CustomStringConvertible {
        let description: String

        /// A line or record of `length` bytes, over the reader's `limit`.
        static func overLength(_ length: Int, limit: Int) -> LineError {
            LineError(description: "\(length) bytes, longer than the limit of \(limit)")
        }
    }

    /// A JSON object per line, read into `record` (emptied first, its storage kept from line to line);
    /// numbers keep their text as written, booleans become `true`/`false`, `null` a missing field.
    /// Errors give the column (the byte offset in the line, from 1).
    static func jsonRecord(
        _ bytes: ArraySlice<UInt8>, knownKeys: JSONKeys, into record: inout [(name: String, value: String)]
    ) throws(LineError) {
        // The common line, a flat object, is read straight into its members (keys spelling a field's
        // name made no string of their own); anything else is parsed again in full for the exact answer
        // or error.
        if JSONParser.flatMembers(bytes, knownKeys: knownKeys, into: &record) { return }
        record.removeAll(keepingCapacity: true)
        let value: JSONValue
        do {
            value = try JSONParser.parse(bytes)
        } catch {
            throw LineError(description: "invalid JSON at column \(error.column): \(error.message)")
        }
        guard case .object(let members) = value else {
            throw LineError(description: "expected a JSON object, found \(value.kind)")
        }
        // The parser has refused duplicate keys: the members are the record, in the order written.
        for member in members {
            switch member.value {
            case .string(let text): record.append((member.key, text))
            case .number(let text): record.append((member.key, text))
            case .bool(let flag): record.append((member.key, flag ? "true" : "false"))
            case .null: continue
            case .array, .object:
                throw LineError(description: "field '\(member.key)' is \(member.value.kind), not a value")
            }
        }
    }

    /// One CSV record split into fields (RFC 4180: commas, fields in double quotes, `""` for a quote, line
    /// breaks inside quotes; `CSVRecordReader` joins the lines). Text after a closing quote is an error.
    static func csvFields(_ bytes: ArraySlice<UInt8>) throws(LineError) -> [String] {
        var fields: [String] = []
        var field: [UInt8] = []
        var index = bytes.startIndex
        var quoted = false
        var fieldStart = true
        while index < bytes.endIndex {
            let byte = bytes[index]
            if quoted {
                if byte == UInt8(ascii: "\"") {
                    if index + 1 < bytes.endIndex && bytes[index + 1] == UInt8(ascii: "\"") {
                        field.append(byte)
                        index += 1
                    } else {
                        quoted = false
                        let next = index + 1
                        if next < bytes.endIndex && bytes[next] != UInt8(ascii: ",") {
                            throw LineError(
                                description: "text after the closing quote at byte offset \(next - bytes.startIndex)")
                        }
                    }
                } else {
                    field.append(byte)
                }
            } else if byte == UInt8(ascii: ",") {
                fields.append(try text(field, offset: index - bytes.startIndex))
                field = []
                fieldStart = true
                index += 1
                continue
            } else if byte == UInt8(ascii: "\"") && fieldStart {
                quoted = true
            } else {
                field.append(byte)
            }
            fieldStart = false
            index += 1
        }
        if quoted { throw LineError(description: "unterminated quoted field at the end of the input") }
        fields.append(try text(field, offset: bytes.count))
        return fields
    }

    private static func text(_ bytes: [UInt8], offset: Int) throws(LineError) -> String {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw LineError(description: "invalid UTF-8 in the field ending at byte offset \(offset)")
        }
        return text
    }
}
