import Testing

@testable import PatternRulesCLI

/// The JSON Lines writer's line numbers count up in place: every number from a start, across carries,
/// reads as `String(n)` does.
@Suite struct LineNumberDigitsTests {
    /// The digits appended after a prefix, which they must leave as it was.
    static func text(_ number: LineNumberDigits) -> String {
        var bytes = Array("#".utf8)
        number.append(to: &bytes)
        #expect(bytes.first == UInt8(ascii: "#"))
        return String(decoding: bytes.dropFirst(), as: UTF8.self)
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
