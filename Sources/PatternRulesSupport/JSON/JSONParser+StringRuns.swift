extension JSONParser {
    /// Where the run of plain string bytes from `start` ends: the first quote, backslash or control
    /// character at or after `start` (`bytes.count` when there is none), and whether a byte of 0x80 or
    /// above (not ASCII) came before it.
    ///
    /// Eight bytes at a time, as one 64-bit word: a word holds one of the three when one of its bytes,
    /// XORed with the quote or the backslash, is zero, or is below 0x20; both are found with the word's
    /// carries (a byte's top bit set where `byte - 1` or `byte - 0x20` borrows and the byte's own top bit
    /// is clear). The test says only whether the word holds one, so that word is then read a byte at a
    /// time. Strings are most of a document's bytes, and a byte-at-a-time loop was a tenth of reading
    /// one.
    ///
    /// - Complexity: O(n) in the run's length.
    func stringRunEnd(from start: Int) -> (end: Int, hasNonASCII: Bool) {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let tops: UInt64 = 0x8080_8080_8080_8080
        var index = start
        var seen: UInt64 = 0
        if let base = bytes.baseAddress {
            while index + 8 <= bytes.count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                let quotes = word ^ (ones &* UInt64(ascii: "\""))
                let backslashes = word ^ (ones &* UInt64(ascii: "\\"))
                let stops =
                    ((quotes &- ones) & ~quotes) | ((backslashes &- ones) & ~backslashes)
                    | ((word &- ones &* 0x20) & ~word)
                if stops & tops != 0 { break }
                seen |= word
                index += 8
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            seen |= UInt64(byte)
            index += 1
        }
        return (index, seen & tops != 0)
    }
}

extension UInt64 {
    fileprivate init(ascii: Unicode.Scalar) { self.init(UInt8(ascii: ascii)) }
}
