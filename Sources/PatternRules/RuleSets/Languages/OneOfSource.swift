/// The pattern of a rule set's `oneOf` list, which compares `String`s, and so by canonical equivalence.
enum OneOfSource {
    /// The only scalars canonically equivalent to an ASCII character: KELVIN SIGN, GREEK QUESTION MARK
    /// and GREEK VARIA (a test checks every scalar).
    static let asciiEquivalents: [Character: Unicode.Scalar] = ["K": "\u{212A}", ";": "\u{037E}", "`": "\u{1FEF}"]

    /// The alternation of `allowed`, each character matched with its canonical equivalents; `nil` when a
    /// value is not ASCII (its equivalents are not listed here).
    static func source(_ allowed: [String]) -> String? {
        guard allowed.allSatisfy({ $0.utf8.allSatisfy { $0 < 0x80 } }) else { return nil }
        let alternatives = allowed.map { value in
            value.map { character -> String in
                let literal = character.isLetter || character.isNumber ? String(character) : "\\" + String(character)
                guard let equivalent = asciiEquivalents[character] else { return literal }
                return "[\(literal)\\x{\(String(equivalent.value, radix: 16))}]"
            }.joined()
        }
        return "(?:" + alternatives.joined(separator: "|") + ")"
    }
}
