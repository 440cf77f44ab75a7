/// Eight bytes read as one word, to pass over ASCII text eight bytes at a time: the test every fast
/// path of the library asks (the automaton's walk, UTF-8 validation, the CLI's line checks), written once.
///
/// `@usableFromInline` on the type lets its `@inlinable` members inline into the other modules; without
/// it a release build calls them at every site.
@usableFromInline
package enum ASCIIWord {
    /// Whether none of the eight bytes of `word` has its high bit set.
    @inlinable @inline(__always)
    package static func isASCII(_ word: UInt64) -> Bool {
        word & 0x8080_8080_8080_8080 == 0
    }

    /// `byte` in each of the eight bytes of a word: `word ^ repeated(b)` has a zero byte where `word`
    /// holds `b`.
    @inlinable @inline(__always)
    package static func repeated(_ byte: UInt8) -> UInt64 {
        0x0101_0101_0101_0101 &* UInt64(byte)
    }

    /// 0x80 in each byte of the result where `word`'s byte is 0, and 0 elsewhere, exactly (no borrow
    /// from one byte reaches another, as it can in the shorter `(x - 0x01…) & ~x & 0x80…`).
    @inlinable @inline(__always)
    package static func zeroBytes(_ word: UInt64) -> UInt64 {
        let low = 0x7F7F_7F7F_7F7F_7F7F as UInt64
        // A byte's low seven bits plus 0x7F carry into its high bit unless they are 0; with the byte's
        // own high bit, a byte leaves its high bit clear only where it is 0.
        return ~(((word & low) &+ low) | word | low)
    }

    /// How many times `byte` occurs in `bytes`, eight bytes at a time (the bulk path numbers each chunk's
    /// lines by its line feeds before the chunks are read in parallel).
    package static func count(of byte: UInt8, in bytes: UnsafeRawBufferPointer) -> Int {
        let pattern = repeated(byte)
        var (count, index) = (0, 0)
        // Four words' lanes (at most 4 each) are added before the multiply sums them.
        while index &+ 32 <= bytes.count {
            var lanes: UInt64 = 0
            for offset in stride(from: 0, to: 32, by: 8) {
                lanes &+=
                    zeroBytes(bytes.loadUnaligned(fromByteOffset: index &+ offset, as: UInt64.self) ^ pattern) &>> 7
            }
            count &+= Int(truncatingIfNeeded: (lanes &* 0x0101_0101_0101_0101) &>> 56)
            index &+= 32
        }
        while index &+ 8 <= bytes.count {
            // One bit per byte lane, summed into the top byte by a multiply: the target's baseline has
            // no popcount instruction, and the portable bit count took most of the time.
            let lanes = zeroBytes(bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self) ^ pattern) &>> 7
            count &+= Int(truncatingIfNeeded: (lanes &* 0x0101_0101_0101_0101) &>> 56)
            index &+= 8
        }
        for position in index..<bytes.count where bytes[position] == byte { count &+= 1 }
        return count
    }

    /// Whether every byte of `bytes` is below 0x80 (then they are UTF-8), eight at a time.
    @inlinable
    package static func isASCII(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var index = 0
        while index + 8 <= bytes.count {
            if !isASCII(bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)) { return false }
            index += 8
        }
        while index < bytes.count {
            if bytes[index] >= 0x80 { return false }
            index += 1
        }
        return true
    }
}
