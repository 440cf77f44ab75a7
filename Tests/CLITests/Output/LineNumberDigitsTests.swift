import Testing

@testable import PatternRulesCLI

/// The JSON Lines writer's line numbers count up in place: every number from a start, across carries,
/// reads as `String(n)` does.
@Suite struct LineNumberDigitsTests {
    static func text(_ number: LineNumberDigits) -> String {
        withUnsafeTemporaryAllocation(byteCount: LineNumberDigits.capacity, alignment: 1) { buffer in
            let count = number.copy(to: buffer.baseAddress!)
            return String(decoding: UnsafeRawBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
        }
    }

    @Test(arguments: [1, 8, 98, 995, 999_990, 1_234_567_890_123])
    func countsAcrossCarries(start: Int) {
        var number = LineNumberDigits(start)
        for value in start..<start + 25 {
            #expect(Self.text(number) == String(value))
            number.increment()
        }
    }

    @Test func theLargestLineNumberFits() {
        #expect(Self.text(LineNumberDigits(Int.max)) == String(Int.max))
        var number = LineNumberDigits(Int.max - 1)
        number.increment()
        #expect(Self.text(number) == String(Int.max))
    }
}
