/// Output written as bytes: every line of a bulk run is assembled in a byte buffer, not a `String`.
extension [UInt8] {
    /// Appends the UTF-8 of `text` in one copy from its storage, where `append(contentsOf: text.utf8)`
    /// steps through the view: a bulk run appends a few strings to every record's line.
    mutating func appendUTF8(_ text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }

    /// Appends the bytes of a static string, with no reference counting (an output line's fixed texts).
    @inline(__always)
    mutating func append(_ text: StaticString) {
        append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends the decimal digits of `value`, as `String(value)` spells them.
    mutating func appendDecimal(_ value: Int) {
        if value < 0 { append(UInt8(ascii: "-")) }
        // Written from the end of a small buffer, then copied once.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var start = digits.count
            var remaining = value.magnitude
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(remaining % 10)
                remaining /= 10
            } while remaining > 0
            append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }
}
