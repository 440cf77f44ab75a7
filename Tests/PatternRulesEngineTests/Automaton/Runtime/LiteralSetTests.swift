import Foundation
import PatternRulesTestSupport
import Testing

@testable import PatternRulesEngine

/// The literal-set searcher on every kernel this processor runs (the portable one always; SSSE3 and
/// AVX2 on x86-64; NEON on arm64) against a plain search, on random literal sets and texts: every kernel
/// finds the earliest place a literal starts, and none finds a place where none does.
@Suite struct LiteralSetTests {
    /// The earliest place at or after `from` where one of `literals` starts, one position at a time.
    static func plainSearch(_ literals: [[UInt8]], in text: [UInt8], from: Int) -> Int? {
        (from..<max(from, text.count)).first { start in
            literals.contains { start + $0.count <= text.count && Array(text[start..<start + $0.count]) == $0 }
        }
    }

    @Test(arguments: SIMDKernel.supported)
    func everyKernelFindsTheEarliestLiteral(kernel: SIMDKernel) throws {
        var generator = SeededGenerator(state: 65)
        // Bytes that make near misses likely: a few letters in both cases, a UTF-8 lead and continuation
        // byte, a line feed and a space.
        let alphabet: [UInt8] = Array("abcABC \n".utf8) + [0xC5, 0xBF]
        for round in 0..<3_000 {
            let count = Int.random(in: 1...64, using: &generator)
            let longest = round % 3 == 0 ? 2 : 6
            let literals = (0..<count).map { _ in
                (0..<Int.random(in: 1...longest, using: &generator)).map { _ in
                    alphabet.randomElement(using: &generator)!
                }
            }
            let text = (0..<Int.random(in: 0...200, using: &generator)).map { _ in
                Int.random(in: 0..<4, using: &generator) == 0
                    ? UInt8.random(in: 0x64...0x7A, using: &generator) : alphabet.randomElement(using: &generator)!
            }
            let set = try #require(LiteralSet(literals, kernel: kernel))
            #expect(set.kernel == kernel)
            let from = Int.random(in: 0...text.count, using: &generator)
            let found = text.withUnsafeBufferPointer { buffer -> Int? in
                guard let base = buffer.baseAddress else { return nil }
                return set.next(in: base, from: from, count: buffer.count)
            }
            let expected = Self.plainSearch(literals, in: text, from: from)
            #expect(found == expected, "round \(round): \(literals) in \(text) from \(from)")
            if found != expected { return }
        }
    }

    /// Long texts cross the kernels' 16- and 32-byte blocks: a literal at every place relative to a
    /// block's end is found, as is its absence.
    @Test(arguments: SIMDKernel.supported)
    func aLiteralIsFoundAtEveryPlaceInABlock(kernel: SIMDKernel) throws {
        let literals = [Array("Sherlock".utf8), Array("Watson".utf8), Array("Holmes".utf8)]
        let set = try #require(LiteralSet(literals, kernel: kernel))
        for place in 0..<100 {
            var text = [UInt8](repeating: UInt8(ascii: "x"), count: 100)
            let literal = literals[place % 3]
            let end = min(text.count, place + literal.count)
            text.replaceSubrange(place..<end, with: literal.prefix(end - place))
            let found = text.withUnsafeBufferPointer { set.next(in: $0.baseAddress!, from: 0, count: $0.count) }
            #expect(found == (end - place == literal.count ? place : nil), "at \(place)")
        }
    }

    @Test func aSetRefusesWhatItCannotHold() {
        #expect(LiteralSet([], kernel: .portable) == nil)
        #expect(LiteralSet([[]], kernel: .portable) == nil)
        #expect(LiteralSet(Array(repeating: [UInt8(ascii: "a")], count: 65), kernel: .portable) == nil)
    }

    @Test func thePortableKernelRunsEverywhereAndTheSettingIsRead() throws {
        #expect(SIMDKernel.supported.contains(.portable))
        #expect(SIMDKernel.supported.contains(SIMDKernel.configured))
        // The CI runs the suite again with PATTERNRULES_SIMD=off, where the portable kernel is the one.
        if ProcessInfo.processInfo.environment["PATTERNRULES_SIMD"] == "off" {
            #expect(SIMDKernel.configured == .portable)
            #expect(try SIMDKernel.setting() == false)
            #expect(SIMDKernel.status.hasPrefix("portable: PATTERNRULES_SIMD=off"))
        }
    }
}
