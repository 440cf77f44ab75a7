import Foundation

/// How records are written in a data file: JSON Lines (one object per line) or CSV with a header row.
enum RecordFormat: String {
    case jsonl
    case csv

    /// Why one line is not a record, with the byte offset where it went wrong when known.
    struct LineError: Error, CustomStringConvertible {
        let description: String
    }

    /// A JSON object per line; numbers and booleans become their text, `null` a missing field.
    static func jsonRecord(_ bytes: ArraySlice<UInt8>) throws(LineError) -> [String: String] {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            throw LineError(description: "invalid JSON: \(detail ?? error.localizedDescription)")
        }
        guard let dictionary = object as? [String: Any] else { throw LineError(description: "expected a JSON object") }
        var record: [String: String] = [:]
        for (key, value) in dictionary {
            switch value {
            case let text as String: record[key] = text
            case is NSNull: continue
            case _ where isBoolean(value): record[key] = (value as? NSNumber)?.boolValue == true ? "true" : "false"
            case let number as NSNumber: record[key] = number.stringValue
            default:
                throw LineError(description: "field '\(key)' is an array or an object, not a value")
            }
        }
        return record
    }

    /// JSON `true`/`false`: Foundation hands them over as NSNumbers of C type `char` on every platform
    /// (a Swift `Bool` on some versions), while JSON numbers are integers or doubles.
    private static func isBoolean(_ value: Any) -> Bool {
        if type(of: value) == Bool.self { return true }
        guard let number = value as? NSNumber else { return false }
        return String(cString: number.objCType) == "c"
    }

    /// One CSV line split into fields (RFC 4180: commas, fields in double quotes, `""` for a quote).
    /// A quoted field cannot span lines here: an unterminated quote is reported, not joined.
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
        if quoted { throw LineError(description: "unterminated quoted field (a field cannot span lines)") }
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
