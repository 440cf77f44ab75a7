/// JSON text as the library and the CLI write it (RFC 8259): strings in quotes with the escapes JSON
/// requires, and `\u` escapes for the rest of ``UnsafeScalars`` (DEL, C1 controls, the line and
/// paragraph separators, the bidirectional controls), so that a quoted value shows as it is.
package enum JSONText {
    /// `text` as a JSON string: `"`, `\\`, control characters and the characters above escaped,
    /// everything else as UTF-8.
    package static func quoted(_ text: String) -> String {
        // Printable ASCII without a quote or backslash (names, most values) needs no escape: one copy.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }) {
            return "\"" + text + "\""
        }
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count + 8)
        appendEscaped(text, to: &result)
        return String(decoding: result, as: UTF8.self)
    }

    /// `text` between quotes, each scalar that needs it escaped; written as bytes (appending to a
    /// String scalar by scalar cost a tenth of validating a document whose texts hold quotes).
    private static func appendEscaped(_ text: String, to output: inout [UInt8]) {
        output.append(0x22)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += [0x5C, 0x22]
            case "\\": output += [0x5C, 0x5C]
            case "\n": output += [0x5C, UInt8(ascii: "n")]
            case "\r": output += [0x5C, UInt8(ascii: "r")]
            case "\t": output += [0x5C, UInt8(ascii: "t")]
            case _ where UnsafeScalars.contains(scalar):
                let hex = String(scalar.value, radix: 16)
                output += ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8
            case _ where scalar.isASCII: output.append(UInt8(scalar.value))
            default: output.append(contentsOf: UTF8.encode(scalar)!)
            }
        }
        output.append(0x22)
    }

    /// Appends `text` as a JSON string to `output`, as ``quoted(_:)`` writes it.
    package static func appendQuoted(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { appendQuoted(UnsafeRawBufferPointer($0), to: &output) }
    }

    /// Appends `bytes` (UTF-8; bytes that are not are replaced, as `String(decoding:)` does) as a JSON
    /// string to `output`, as ``quoted(_:)`` writes it.
    package static func appendQuoted(_ bytes: UnsafeRawBufferPointer, to output: inout [UInt8]) {
        // PERF: printable ASCII without a quote or backslash (nearly every line of a bulk file) is
        // copied between the quotes as it is, in one pass and one copy.
        let isPlain = bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }
        if isPlain {
            output.append(0x22)
            output.append(contentsOf: bytes.assumingMemoryBound(to: UInt8.self))
            output.append(0x22)
        } else {
            appendEscaped(String(decoding: bytes, as: UTF8.self), to: &output)
        }
    }
}
