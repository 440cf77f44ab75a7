import PatternRules
import PatternRulesSupport

/// Text that came from input (a value, a key, a file name, a catalogue's words), made safe for a line of
/// text output: written as it is when it can neither end the line, split a field, nor steer a terminal,
/// else as a JSON string (quoted, with every such character escaped). A value that starts and ends with
/// a quote is always quoted, so that a field that does is a JSON string and nothing else.
///
/// What counts as unsafe: ``UnsafeScalars`` (controls, line separators, bidirectional controls), and the
/// separators of the field's context. Bytes that are not UTF-8
/// are written as they are unless they hold a C0 control or DEL, so that a line that is not text still
/// joins back to the input; a UTF-8 terminal shows them as replacement characters, never as controls.
enum TextField {
    /// `text` for a field whose context separates on the characters of `separators` (besides tab and
    /// line breaks, which are always unsafe).
    static func safe(_ text: String, separators: String = "") -> String {
        var text = text
        return text.withUTF8 { bytes in
            isPlain(UnsafeRawBufferPointer(bytes), separators: separators)
                ? String(decoding: bytes, as: UTF8.self) : JSONText.quoted(String(decoding: bytes, as: UTF8.self))
        }
    }

    /// Appends `bytes` to `output` as ``safe(_:separators:)`` writes them.
    static func append(_ bytes: UnsafeRawBufferPointer, separators: String = "", to output: inout [UInt8]) {
        if isPlain(bytes, separators: separators) {
            output.append(contentsOf: bytes.assumingMemoryBound(to: UInt8.self))
        } else {
            output.appendUTF8(JSONText.quoted(String(decoding: bytes, as: UTF8.self)))
        }
    }

    /// Appends `text` to `output` as ``safe(_:separators:)`` writes it.
    static func append(_ text: String, separators: String = "", to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { append(UnsafeRawBufferPointer($0), separators: separators, to: &output) }
    }

    /// `text` with each unsafe character written as a `\u{…}` escape and nothing else changed: for
    /// diagnostics, whose own words are plain and whose quoted parts may come from input.
    static func escapingUnsafe(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: UnsafeScalars.contains) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if UnsafeScalars.contains(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether `bytes` can be written as they are.
    static func isPlain(_ bytes: UnsafeRawBufferPointer, separators: String = "") -> Bool {
        guard let first = bytes.first else { return true }
        if bytes.count >= 2, first == UInt8(ascii: "\""), bytes.last == UInt8(ascii: "\"") { return false }
        let forbidden = ASCIIMask(forbidding: separators)
        // PERF: one pass over the bytes; only a value beyond ASCII is decoded (keys, places and messages
        // of a bulk run are nearly all ASCII).
        for byte in bytes {
            if byte >= 0x80 { return isPlainBeyondASCII(bytes, forbidden: forbidden) }
            if forbidden.contains(byte) { return false }
        }
        return true
    }

    /// The ASCII bytes a field may not hold as they are: C0 controls, DEL and the field's separators.
    private struct ASCIIMask {
        private var low: UInt64 = 0xFFFF_FFFF  // 0x00–0x1F
        private var high: UInt64 = 1 << (0x7F - 64)

        init(forbidding separators: String) {
            for byte in separators.utf8 where byte < 0x80 {
                if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) }
            }
        }

        func contains(_ byte: UInt8) -> Bool {
            byte < 64 ? low & (1 << UInt64(byte)) != 0 : high & (1 << UInt64(byte - 64)) != 0
        }
    }

    /// Decodes in place, without making a `String`: a bulk run asks this of every localised message it
    /// writes.
    private static func isPlainBeyondASCII(_ bytes: UnsafeRawBufferPointer, forbidden: ASCIIMask) -> Bool {
        var iterator = bytes.makeIterator()
        var decoder = Unicode.UTF8()
        var plain = true
        decoding: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar.isASCII ? forbidden.contains(UInt8(scalar.value)) : UnsafeScalars.contains(scalar) {
                    plain = false
                }
            case .emptyInput:
                break decoding
            case .error:
                // Bytes that are not UTF-8 are written as they are unless an ASCII byte is forbidden.
                return !bytes.contains { $0 < 0x80 && forbidden.contains($0) }
            }
        }
        return plain
    }
}
