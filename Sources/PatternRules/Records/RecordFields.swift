/// The fields of a record as the CSV format writes them: what `--format csv` hands every contract.
package enum RecordFields {
    /// One CSV record split into fields (RFC 4180: commas, fields in double quotes, `""` for a quote, line
    /// breaks inside quotes; `CSVRecordReader` joins the lines). Text after a closing quote is an error.
    package static func csv(_ bytes: ArraySlice<UInt8>) throws(RecordError) -> [String] {
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
                            throw RecordError(
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
        if quoted { throw RecordError(description: "unterminated quoted field at the end of the input") }
        fields.append(try text(field, offset: bytes.count))
        return fields
    }

    private static func text(_ bytes: [UInt8], offset: Int) throws(RecordError) -> String {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw RecordError(description: "invalid UTF-8 in the field ending at byte offset \(offset)")
        }
        return text
    }
}
