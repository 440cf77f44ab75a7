/// Input that is UTF-16, which `patterns` refuses rather than reading it as UTF-8 (every other byte a
/// NUL): one wording for the line framer and for a file read whole as one document.
enum UTF16Input {
    /// The error for input that starts with a UTF-16 byte-order mark, `nil` for any other start.
    static func refusal(_ bytes: [UInt8], input: String) -> ReadError? {
        guard let encoding = encoding(bytes) else { return nil }
        return ReadError(
            input: input, line: 1,
            message:
                "the input is \(encoding) (it starts with a byte-order mark); patterns reads UTF-8: convert it first, for example with 'iconv -f UTF-16 -t UTF-8'"
        )
    }

    /// `UTF-16LE` or `UTF-16BE` when the input starts with that byte-order mark.
    static func encoding(_ bytes: [UInt8]) -> String? {
        guard bytes.count >= 2 else { return nil }
        switch (bytes[0], bytes[1]) {
        case (0xFF, 0xFE): return "UTF-16LE"
        case (0xFE, 0xFF): return "UTF-16BE"
        default: return nil
        }
    }
}
