import PatternRules

/// What a line or an argument is warned about on standard error, worded once for every reader (the
/// line reader, the bulk validator's chunks, arguments). A bulk chunk does not know its lines' numbers
/// in the input, so it keeps the facts and the text is made when the chunks are joined.
enum InputWarning {
    case overLength(Int)
    case containsNUL
    case invalidUTF8(offset: Int)
    case stopped(MatchError)

    /// The warning for `bytes` that are not UTF-8, at the offset of the first byte that does not start
    /// or continue a valid sequence.
    static func invalidUTF8(in bytes: some Sequence<UInt8>) -> InputWarning {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput, .error: return .invalidUTF8(offset: offset)
            }
        }
    }

    /// The warning for the input at `location` (`line 3`, `argument 2`); `limit` is `--max-line-bytes`.
    func text(_ location: String, limit: Int) -> String {
        switch self {
        case .overLength(let length):
            "warning: \(location): \(length) bytes, longer than the limit of \(limit); reported as 'error'"
        case .containsNUL:
            "warning: \(location) contains NUL bytes: patterns reads UTF-8; UTF-16 input must be converted first (iconv -f UTF-16 -t UTF-8)"
        case .invalidUTF8(let offset):
            "warning: \(location): invalid UTF-8 at byte offset \(offset); reported as 'invalid'"
        case .stopped(let error): "warning: \(location): \(error); reported as 'error'"
        }
    }
}

/// Where a line's content lies once its line break is read: the CR of a CRLF is not part of it, nor is
/// a UTF-8 byte-order mark (spreadsheet exports write one) at the start of the input. One rule for
/// both readers, and for a file read whole as one document. A CR that ends the input with no LF after
/// it is dropped too unless `keepsFinalCR` (`patterns find` searches it, as ripgrep does; validation reads
/// it as a record's line ending).
enum LineFraming {
    static func content(
        _ line: Range<Int>, in bytes: UnsafeRawBufferPointer, isFirst: Bool, keepsFinalCR: Bool = false
    ) -> Range<Int> {
        var (start, end) = (line.lowerBound, line.upperBound)
        if end > start, bytes[end - 1] == 0x0D, !keepsFinalCR { end -= 1 }
        if isFirst { start += byteOrderMarkLength(bytes[start..<end]) }
        return start..<end
    }

    /// 3 when `bytes` start with a UTF-8 byte-order mark, else 0.
    static func byteOrderMarkLength(_ bytes: some Collection<UInt8>) -> Int {
        bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }
}
