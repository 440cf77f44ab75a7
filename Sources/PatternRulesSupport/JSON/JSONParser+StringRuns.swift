extension JSONParser {
    /// Where the run of plain string bytes from `start` ends: the first quote, backslash or control
    /// character at or after `start` (`bytes.count` when there is none), and whether a byte of 0x80 or
    /// above (not ASCII) came before it.
    ///
    /// Eight bytes at a time, as one word (``ASCIIWord``): a word holds a quote or a backslash where the
    /// word XORed with it has a zero byte, and a control character where its bytes' top three bits are
    /// zero. That word is then read a byte at a time, to find which. Strings are most of a document's
    /// bytes, and a byte-at-a-time loop was a tenth of reading one.
    ///
    /// - Complexity: O(n) in the run's length.
    func stringRunEnd(from start: Int) -> (end: Int, hasNonASCII: Bool) {
        let quotes = ASCIIWord.repeated(UInt8(ascii: "\""))
        let backslashes = ASCIIWord.repeated(UInt8(ascii: "\\"))
        let aboveControls = ASCIIWord.repeated(0xE0)
        var index = start
        var seen: UInt64 = 0
        let raw = UnsafeRawBufferPointer(bytes)
        while index + 8 <= raw.count {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            let stops =
                ASCIIWord.zeroBytes(word ^ quotes) | ASCIIWord.zeroBytes(word ^ backslashes)
                | ASCIIWord.zeroBytes(word & aboveControls)
            if stops != 0 { break }
            seen |= word
            index += 8
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            seen |= UInt64(byte)
            index += 1
        }
        return (index, !ASCIIWord.isASCII(seen))
    }
}
