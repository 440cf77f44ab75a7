import PatternRulesTestSupport
import Testing

@testable import PatternRulesEngine

/// One literal found by a pair of its bytes (`cls_pair_find`) on every kernel this processor runs,
/// against a plain search: random literals of one to nine bytes (repeated bytes among them) in random
/// texts that cross the kernels' 16- and 32-byte blocks, from every kind of start.
@Suite struct LiteralTests {
    @Test(arguments: SIMDKernel.supported)
    func everyKernelFindsTheEarliestOccurrence(kernel: SIMDKernel) throws {
        var generator = SeededGenerator(state: 67)
        let alphabet: [UInt8] = Array("abSH \n".utf8) + [0xD0, 0xA8]
        for round in 0..<3_000 {
            let literal = (0..<Int.random(in: 1...9, using: &generator)).map { _ in
                alphabet.randomElement(using: &generator)!
            }
            let text = (0..<Int.random(in: 0...120, using: &generator)).map { _ in
                alphabet.randomElement(using: &generator)!
            }
            let searcher = Literal(bytes: literal, kernel: kernel)
            #expect(searcher.kernel == kernel)
            let from = Int.random(in: 0...text.count, using: &generator)
            let found = text.withUnsafeBufferPointer { buffer -> Int? in
                guard let base = buffer.baseAddress else { return nil }
                return searcher.next(in: base, from: from, count: buffer.count)
            }
            let expected = LiteralSetTests.plainSearch([literal], in: text, from: from)
            #expect(found == expected, "round \(round): \(literal) in \(text) from \(from)")
            if found != expected { return }
        }
    }

    @Test func thePairIsTheTwoLeastCommonBytes() {
        let literal = Literal(bytes: Array("Sherlock Holmes".utf8))
        #expect(literal.bytes[literal.rareOffset] == UInt8(ascii: "S"))
        #expect(literal.bytes[literal.pairOffset] == UInt8(ascii: "H"))
        // A repeated rare byte pairs with another byte where there is one.
        let repeated = Literal(bytes: Array("x1y1".utf8))
        #expect(repeated.bytes[repeated.rareOffset] != repeated.bytes[repeated.pairOffset])
    }
}
