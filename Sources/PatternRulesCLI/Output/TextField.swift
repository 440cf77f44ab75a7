import PatternRules

/// Text that came from input (a value, a key, a file name, a catalogue's words), made safe for a line of
/// text output: written as it is when it can neither end the line, split a field, nor steer a terminal,
/// else as a JSON string (quoted, with every such character escaped). A value that starts and ends with
/// a quote is always quoted, so that a field that does is a JSON string and nothing else.
///
/// What counts as unsafe: C0 controls (tab and line breaks among them), DEL, C1 controls, the Unicode
/// line and paragraph separators, the bidirectional embedding, override and isolate controls (which can
/// reorder what a terminal shows), and the separators of the field's context. Bytes that are not UTF-8
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
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isUnsafe(scalar) {
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
        // PERF: an ASCII value (nearly every one in bulk output) is checked eight bytes at a time.
        var index = 0
        while index + 8 <= bytes.count {
            let word = bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            let low: UInt64 = 0x0101_0101_0101_0101
            let high: UInt64 = 0x8080_8080_8080_8080
            // A byte below 0x20, a DEL (its xor with 0x7F is zero), or a byte beyond ASCII.
            let control = (word &- low &* 0x20) & ~word & high
            let delete = ((word ^ (low &* 0x7F)) &- low) & ~(word ^ (low &* 0x7F)) & high
            if control | delete | (word & high) != 0 { break }
            index += 8
        }
        if index == bytes.count, separators.isEmpty { return true }
        guard String(validating: bytes, as: UTF8.self) != nil else {
            return !bytes.contains { $0 < 0x20 || $0 == 0x7F || separators.utf8.contains($0) }
        }
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            if isUnsafe(scalar) || separators.unicodeScalars.contains(scalar) { return false }
        }
        return true
    }

    /// Whether `scalar` can break a line or a field, or change how a terminal shows what follows.
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
