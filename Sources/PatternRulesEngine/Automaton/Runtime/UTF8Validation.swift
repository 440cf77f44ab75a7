import PatternRulesSupport

/// Whether bytes are UTF-8 (RFC 3629), checked eight ASCII bytes at a time: what the bytes API asks
/// before handing input to PCRE2's JIT, which does not check (the automaton checks as it reads).
enum UTF8Validation {
    static func isValid(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return true }
        let count = bytes.count
        var index = 0
        while index < count {
            // Eight ASCII bytes at a time: no byte has its high bit set.
            if index + 8 <= count, ASCIIWord.isASCII(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) {
                index += 8
                continue
            }
            if base[index] < 0x80 {
                index += 1
                continue
            }
            guard let (_, length) = UTF8Decoding.scalar(at: index, in: base, count: count) else { return false }
            index += length
        }
        return true
    }
}
