import Testing

@testable import PatternRulesSupport

/// The eight-bytes-at-a-time tests the line scan and the fast paths rely on, against a byte-by-byte
/// reading of the same words.
@Suite struct ASCIIWordTests {
    /// 0x80 in each byte where the word's byte is 0, by looking at each byte.
    static func zeroBytesOneByOne(_ word: UInt64) -> UInt64 {
        (0..<8).reduce(0) { mask, index in
            (word >> (8 * UInt64(index))) & 0xFF == 0 ? mask | 0x80 << (8 * UInt64(index)) : mask
        }
    }

    @Test func zeroBytesAreExactEvenNextToABorrow() {
        // A 0x00 below a 0x01 is where the short test reports a zero byte that is not there.
        let words: [UInt64] = [
            0, .max, 0x0100, 0x0001_0000_0000_0100, 0x8080_8080_8080_8080, 0x0101_0101_0101_0101,
            0x7F00_FF01_0080_0A0A,
        ]
        var generator = SystemRandomNumberGenerator()
        let random = (0..<10_000).map { _ in
            // Bytes drawn from the edges: 0x00, 0x01, 0x0A, 0x7F, 0x80, 0xFF and any.
            (0..<8).reduce(UInt64(0)) { word, index in
                let byte = [0x00, 0x01, 0x0A, 0x7F, 0x80, 0xFF, UInt64.random(in: 0...255, using: &generator)]
                    .randomElement(using: &generator)!
                return word | byte << (8 * UInt64(index))
            }
        }
        for word in words + random {
            #expect(ASCIIWord.zeroBytes(word) == Self.zeroBytesOneByOne(word), "\(String(word, radix: 16))")
        }
    }

    @Test func aRepeatedByteFindsThatByte() {
        let word = UInt64(littleEndian: 0x0A61_0A62_6364_0A0A)
        let found = ASCIIWord.zeroBytes(word ^ ASCIIWord.repeated(0x0A))
        #expect(found == 0x8000_8000_0000_8080)
    }
}
