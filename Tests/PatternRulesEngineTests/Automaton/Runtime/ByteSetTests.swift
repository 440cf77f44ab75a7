import PatternRulesTestSupport
import Testing

@testable import PatternRulesEngine

/// The byte-set scan on every kernel this processor runs against a plain search, on random sets of
/// bytes (ASCII and beyond, byte 0 among them) and texts that cross the kernels' 16- and 32-byte blocks,
/// from every kind of start: every kernel finds the earliest member, and none past the text's end.
@Suite struct ByteSetTests {
    @Test(arguments: SIMDKernel.supported)
    func everyKernelFindsTheEarliestMember(kernel: SIMDKernel) throws {
        var generator = SeededGenerator(state: 66)
        for round in 0..<3_000 {
            let members = (0..<Int.random(in: 1...12, using: &generator)).map { _ in
                Bool.random(using: &generator)
                    ? UInt8.random(in: 0...255, using: &generator) : UInt8.random(in: 0x41...0x5A, using: &generator)
            }
            // Mostly bytes that are not members, so that the scan runs over whole blocks before a hit.
            let text = (0..<Int.random(in: 0...150, using: &generator)).map { _ in
                Int.random(in: 0..<40, using: &generator) == 0
                    ? members.randomElement(using: &generator)! : UInt8.random(in: 0x61...0x7A, using: &generator)
            }
            let set = try #require(ByteSet(members, kernel: kernel))
            #expect(set.kernel == kernel)
            let from = Int.random(in: 0...text.count, using: &generator)
            let found = text.withUnsafeBufferPointer { buffer -> Int? in
                guard let base = buffer.baseAddress else { return nil }
                return set.next(in: base, from: from, count: buffer.count)
            }
            let expected = (from..<max(from, text.count)).first { members.contains(text[$0]) }
            #expect(found == expected, "round \(round): \(members) in \(text) from \(from)")
            if found != expected { return }
        }
    }

    /// A zero byte is a member that the zeros padding a text's last block must not forge.
    @Test(arguments: SIMDKernel.supported)
    func theLastBlocksPaddingIsNeverAMember(kernel: SIMDKernel) throws {
        let set = try #require(ByteSet([0, UInt8(ascii: "Z")], kernel: kernel))
        for length in 1..<70 {
            let text = [UInt8](repeating: UInt8(ascii: "a"), count: length)
            #expect(text.withUnsafeBufferPointer { set.next(in: $0.baseAddress!, from: 0, count: length) } == nil)
            let last = text.dropLast() + [0]
            #expect(
                last.withUnsafeBufferPointer { set.next(in: $0.baseAddress!, from: 0, count: length) } == length - 1)
        }
    }

    @Test func aStartStateThatWaitsForACapitalSkipsToCapitals() throws {
        let strategy = try Pattern("[A-Z][a-z]+ [A-Z][a-z]+").searchStrategy()
        #expect(strategy.contains("the byte-set scan"), "\(strategy)")
        #expect(strategy.contains("26 bytes ('A'-'Z')"), "\(strategy)")
        // Common bytes (lowercase letters) leave the start state: skipping to them would save nothing.
        #expect(try !Pattern("[a-z]+ing").searchStrategy().contains("byte-set"))
    }
}
