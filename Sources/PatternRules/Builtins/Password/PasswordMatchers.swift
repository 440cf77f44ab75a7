import Foundation

/// The pattern matchers of ``PasswordGuessEstimator``: each records its guesses for the spans it
/// recognises in a ``PasswordMatchMatrix``.
enum PasswordMatchers {
    typealias Text = UnsafeBufferPointer<UInt32>

    static func findAll(original: Text, lower: Text, userInputs: [String], into matches: inout PasswordMatchMatrix) {
        dictionaryWords(original: original, lower: lower, into: &matches)
        l33tWords(original: original, lower: lower, into: &matches)
        if !userInputs.isEmpty { userInputWords(userInputs, original: original, lower: lower, into: &matches) }
        keyboardRuns(lower, into: &matches)
        sequences(lower, into: &matches)
        repeats(lower, into: &matches)
        PasswordDates.find(lower, into: &matches)
    }

    // MARK: Dictionary

    /// Words of the ranked lists, forwards (guesses = rank) and reversed (× 2), with capitals (× their
    /// variations).
    static func dictionaryWords(original: Text, lower: Text, into matches: inout PasswordMatchMatrix) {
        let dictionary = PasswordDictionary.shared
        for start in lower.indices {
            dictionary.forEachWord(in: lower, from: start, step: 1) { length, rank in
                let end = start + length - 1
                let guesses = Double(rank) * uppercaseVariations(original, start, end)
                matches.offer(from: start, through: end, guesses: guesses)
            }
            dictionary.forEachWord(in: lower, from: start, step: -1) { length, rank in
                guard length > 1 else { return }
                let first = start - length + 1
                let guesses = Double(rank) * 2 * uppercaseVariations(original, first, start)
                matches.offer(from: first, through: start, guesses: guesses)
            }
        }
    }

    /// zxcvbn's capitalisation count: none 1; first letter, last letter or all capitals 2; otherwise the
    /// number of ways to choose that many capitals.
    static func uppercaseVariations(_ original: Text, _ start: Int, _ end: Int) -> Double {
        var upper = 0
        var lowerCount = 0
        for index in start...end {
            if PasswordText.isUppercase(original[index]) { upper += 1 }
            if PasswordText.isLowercase(original[index]) { lowerCount += 1 }
        }
        if upper == 0 { return 1 }
        if lowerCount == 0 { return 2 }
        if upper == 1 && (PasswordText.isUppercase(original[start]) || PasswordText.isUppercase(original[end])) {
            return 2
        }
        return PasswordText.variations(changed: upper, unchanged: lowerCount)
    }

    // MARK: L33t

    /// The letter a common substitution stands for (`@` → a, `0` → o, `$` → s, …), 0 for none.
    @inline(__always)
    static func l33tLetter(_ value: UInt32) -> UInt32 {
        switch UInt8(truncatingIfNeeded: value) {
        case _ where value > 127: 0
        case UInt8(ascii: "4"), UInt8(ascii: "@"): UInt32(UInt8(ascii: "a"))
        case UInt8(ascii: "8"): UInt32(UInt8(ascii: "b"))
        case UInt8(ascii: "("), UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "<"): UInt32(UInt8(ascii: "c"))
        case UInt8(ascii: "3"): UInt32(UInt8(ascii: "e"))
        case UInt8(ascii: "6"), UInt8(ascii: "9"): UInt32(UInt8(ascii: "g"))
        case UInt8(ascii: "1"), UInt8(ascii: "!"), UInt8(ascii: "|"): UInt32(UInt8(ascii: "i"))
        case UInt8(ascii: "0"): UInt32(UInt8(ascii: "o"))
        case UInt8(ascii: "$"), UInt8(ascii: "5"): UInt32(UInt8(ascii: "s"))
        case UInt8(ascii: "7"), UInt8(ascii: "+"): UInt32(UInt8(ascii: "t"))
        case UInt8(ascii: "%"): UInt32(UInt8(ascii: "x"))
        case UInt8(ascii: "2"): UInt32(UInt8(ascii: "z"))
        default: 0
        }
    }

    /// Words spelt with substitutions (`p@ssw0rd`): rank × capitals × the substitution variations.
    static func l33tWords(original: Text, lower: Text, into matches: inout PasswordMatchMatrix) {
        guard lower.contains(where: { l33tLetter($0) != 0 }) else { return }
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: lower.count) { decoded in
            for index in lower.indices {
                let letter = l33tLetter(lower[index])
                decoded[index] = letter == 0 ? lower[index] : letter
            }
            let text = UnsafeBufferPointer(decoded)
            let dictionary = PasswordDictionary.shared
            // Only words that contain a substitution count, so a walk must start within reach of one.
            var nextSubstitution = Int.max
            for start in text.indices.reversed() {
                if lower[start] != text[start] { nextSubstitution = start }
                guard nextSubstitution - start < dictionary.longestWord else { continue }
                dictionary.forEachWord(in: text, from: start, step: 1) { length, rank in
                    let end = start + length - 1
                    var substituted = 0
                    var plain = 0
                    for index in start...end {
                        if lower[index] != text[index] {
                            substituted += 1
                        } else if l33tSubstituted(text[index], in: lower, text, start, end) {
                            plain += 1
                        }
                    }
                    guard substituted > 0 else { return }
                    let variations = max(2, PasswordText.variations(changed: substituted, unchanged: plain))
                    matches.offer(
                        from: start, through: end,
                        guesses: Double(rank) * variations * uppercaseVariations(original, start, end))
                }
            }
        }
    }

    /// Whether `letter` appears substituted somewhere in the span (so its plain occurrences count).
    private static func l33tSubstituted(_ letter: UInt32, in lower: Text, _ decoded: Text, _ start: Int, _ end: Int)
        -> Bool
    {
        (start...end).contains { decoded[$0] == letter && lower[$0] != letter }
    }

    /// The user's own inputs (name, email local part), ranked in order, anywhere in the password.
    static func userInputWords(_ inputs: [String], original: Text, lower: Text, into matches: inout PasswordMatchMatrix)
    {
        for (rank, input) in inputs.enumerated() {
            let word = input.unicodeScalars.map { PasswordText.lowercased($0.value) }
            guard word.count >= 2, word.count <= lower.count else { continue }
            for start in 0...(lower.count - word.count)
            where word.indices.allSatisfy({ lower[start + $0] == word[$0] }) {
                let end = start + word.count - 1
                matches.offer(
                    from: start, through: end, guesses: Double(rank + 1) * uppercaseVariations(original, start, end))
            }
        }
    }
}
