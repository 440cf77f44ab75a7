/// One scalar read out of UTF-8 bytes at a byte offset, for the finders that scan text as bytes and look at
/// the characters around a candidate (emails and phone numbers in text).
enum UTF8Scalar {
    /// The scalar that starts at byte `position` of `text` and its length in bytes; `nil` where the bytes
    /// there are not UTF-8 (or `position` is past the end).
    static func starting(at position: Int, in text: UnsafeBufferPointer<UInt8>) -> (
        scalar: Unicode.Scalar, length: Int
    )? {
        guard position < text.count else { return nil }
        var iterator = text[position...].makeIterator()
        var decoder = Unicode.UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return nil }
        return (scalar, UTF8.width(scalar))
    }

    /// The scalar that ends at byte `position` of `text`; `nil` where the bytes before it are not UTF-8
    /// (or `position` is the start).
    static func ending(at position: Int, in text: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
        guard position > 0, position <= text.count else { return nil }
        // A scalar is at most four bytes: its lead byte, then up to three continuation bytes.
        var start = position - 1
        while start > max(0, position - 4), text[start] & 0xC0 == 0x80 { start -= 1 }
        guard let (scalar, length) = starting(at: start, in: text), start + length == position else { return nil }
        return scalar
    }
}
