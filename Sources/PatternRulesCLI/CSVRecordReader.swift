/// Reads CSV records (RFC 4180) from lines: a quoted field may hold line breaks, so a record can span
/// several lines; they are joined with LF. A record is bounded like a line: past the reader's limit it is
/// reported, not held.
struct CSVRecordReader {
    /// One record: the line it starts on, its bytes, and its length when it was over the limit.
    struct Record {
        let line: Int
        let bytes: [UInt8]
        var overLength: Int? = nil
    }

    private var lines: LineReader

    init(_ lines: LineReader) {
        self.lines = lines
    }

    var maximumLength: Int { lines.maximumLineLength }

    /// The next record, `nil` at the end of the input; blank lines between records are skipped.
    mutating func next() throws(ReadError) -> Record? {
        while let first = try lines.next() {
            if let length = first.overLength { return Record(line: first.number, bytes: [], overLength: length) }
            if first.bytes.isEmpty { continue }
            var bytes = Array(first.bytes)
            while Self.endsInsideQuotes(bytes) {
                // A quote still open at the end of the input: the field parser reports it.
                guard let more = try lines.next() else { return Record(line: first.number, bytes: bytes) }
                let length = bytes.count + 1 + (more.overLength ?? more.bytes.count)
                guard more.overLength == nil, length <= maximumLength else {
                    return Record(line: first.number, bytes: [], overLength: length)
                }
                bytes.append(0x0A)
                bytes += more.bytes
            }
            return Record(line: first.number, bytes: bytes)
        }
        return nil
    }

    /// Whether `bytes` end inside a quoted field: a quote opens one only at the start of a field, and
    /// inside one `""` is a quote.
    static func endsInsideQuotes(_ bytes: [UInt8]) -> Bool {
        var quoted = false
        var fieldStart = true
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if quoted {
                if byte == UInt8(ascii: "\"") {
                    if index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\"") {
                        index += 1
                    } else {
                        quoted = false
                    }
                }
                fieldStart = false
            } else if byte == UInt8(ascii: ",") {
                fieldStart = true
            } else {
                if byte == UInt8(ascii: "\"") && fieldStart { quoted = true }
                fieldStart = false
            }
            index += 1
        }
        return quoted
    }
}
