/// Reads CSV records (RFC 4180) from lines: a quoted field may hold line breaks, so a record can span
/// several lines; they are joined with LF. A record is bounded like a line: past the reader's limit it is
/// reported, not held.
struct CSVRecordReader {
    /// One record: the line it starts on, its bytes, and its length when it was over the limit.
    struct Record: Sendable {
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
            // The quote state is carried from line to line, so each byte is scanned once however many
            // lines a field spans.
            var state = QuoteState()
            state.scan(bytes[...])
            while state.quoted {
                // A quote still open at the end of the input: the field parser reports it.
                guard let more = try lines.next() else { return Record(line: first.number, bytes: bytes) }
                let length = bytes.count + 1 + (more.overLength ?? more.bytes.count)
                guard more.overLength == nil, length <= maximumLength else {
                    return Record(line: first.number, bytes: [], overLength: length)
                }
                let start = bytes.count
                bytes.append(0x0A)
                bytes += more.bytes
                state.scan(bytes[start...])
            }
            return Record(line: first.number, bytes: bytes)
        }
        return nil
    }

    /// Where a scan of CSV bytes stands: inside a quoted field or not, at the start of a field or not. A
    /// quote opens a field only at its start; inside one, `""` is a quote.
    struct QuoteState {
        private(set) var quoted = false
        private var fieldStart = true
        /// A quote just read inside a quoted field: it closes the field unless another quote follows.
        private var pendingQuote = false

        mutating func scan(_ bytes: ArraySlice<UInt8>) {
            for byte in bytes {
                if pendingQuote {
                    pendingQuote = false
                    if byte == UInt8(ascii: "\"") { continue }  // `""`: a quote inside the field
                    quoted = false
                }
                if quoted {
                    if byte == UInt8(ascii: "\"") { pendingQuote = true }
                    fieldStart = false
                } else if byte == UInt8(ascii: ",") {
                    fieldStart = true
                } else {
                    if byte == UInt8(ascii: "\"") && fieldStart { quoted = true }
                    fieldStart = false
                }
            }
            // A quote at the end of what was read closes the field: a line break follows it.
            if pendingQuote {
                pendingQuote = false
                quoted = false
            }
        }
    }
}
