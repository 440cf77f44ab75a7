/// A seeded generator (splitmix64) and the short random inputs the differential tests walk: the same
/// seed gives the same inputs, so a failure replays.
package struct SeededGenerator: RandomNumberGenerator {
    package var state: UInt64

    package init(state: UInt64) { self.state = state }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}

/// Inputs for differential tests: ASCII and non-ASCII letters, a caseless pair (K and the Kelvin sign),
/// digits, punctuation, space and the line feed.
package enum RandomInputs {
    package static let alphabet: [Character] = [
        "a", "b", "c", "A", "K", "é", "0", "-", ".", " ", "\n", "\u{212A}", "ü",
    ]

    /// Zero to six characters of ``alphabet``.
    package static func input(using generator: inout SeededGenerator) -> String {
        String((0..<Int.random(in: 0...6, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
    }

    /// Every prefix of `text` by scalars, the empty one and `text` itself included: what a user types.
    package static func prefixes(_ text: String) -> [String] {
        let scalars = Array(text.unicodeScalars)
        return (0...scalars.count).map { length in
            var prefix = ""
            prefix.unicodeScalars.append(contentsOf: scalars[..<length])
            return prefix
        }
    }
}
