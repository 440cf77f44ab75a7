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
