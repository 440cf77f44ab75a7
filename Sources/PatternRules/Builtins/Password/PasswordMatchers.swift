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

    // MARK: Keyboard runs, sequences, repeats

    /// The US keyboard rows; a shifted symbol (`!`) stands on its key (`1`).
    private static let rows = ["`1234567890-=", "qwertyuiop[]\\", "asdfghjkl;'", "zxcvbnm,./"]
    private static let shifted = ["~!@#$%^&*()_+", "QWERTYUIOP{}|", "ASDFGHJKL:\"", "ZXCVBNM<>?"]
    /// Per ASCII value: row × 32 + column + 1, 0 when not on the keyboard.
    private static let keyPositions: [UInt16] = {
        var positions = [UInt16](repeating: 0, count: 128)
        for (row, keys) in zip(rows, shifted).enumerated() {
            for (column, pair) in zip(keys.0.utf8, keys.1.utf8).enumerated() {
                positions[Int(pair.0)] = UInt16(row * 32 + column + 1)
                positions[Int(pair.1)] = UInt16(row * 32 + column + 1)
            }
        }
        return positions
    }()
    /// zxcvbn's QWERTY constants: starting positions and average neighbours per key.
    private static let startingPositions = 94.0
    private static let averageDegree = 4.595744680851064

    /// Runs of neighbouring keys on one row (`qwerty`, `asdf`, `poiuy`), three keys or more:
    /// zxcvbn's spatial count for `t` turns.
    static func keyboardRuns(_ lower: Text, into matches: inout PasswordMatchMatrix) {
        func position(_ value: UInt32) -> Int { value < 128 ? Int(keyPositions[Int(value)]) : 0 }
        var start = 0
        while start < lower.count - 2 {
            var end = start
            var turns = 0
            var direction = 0
            while end + 1 < lower.count {
                let here = position(lower[end])
                let next = position(lower[end + 1])
                guard here != 0, next != 0, here / 32 == next / 32, abs(next - here) == 1 else { break }
                if direction != 0 && direction != next - here { turns += 1 }
                direction = next - here
                end += 1
                if end - start >= 2 {
                    matches.offer(
                        from: start, through: end, guesses: spatialGuesses(length: end - start + 1, turns: turns + 1))
                }
            }
            start += 1
        }
    }

    private static func spatialGuesses(length: Int, turns: Int) -> Double {
        var guesses = 0.0
        for keys in 2...length {
            var degreePower = 1.0
            for turn in 1...min(turns, keys - 1) {
                degreePower *= averageDegree
                guesses += binomial(keys - 1, turn - 1) * startingPositions * degreePower
            }
        }
        return guesses
    }

    private static func binomial(_ n: Int, _ k: Int) -> Double {
        var result = 1.0
        for index in 0..<k { result = result * Double(n - index) / Double(index + 1) }
        return result
    }

    /// Letters or digits that step by the same amount, up to 5 (`abc`, `9753`), three or more: the
    /// start's guesses (4 for an obvious start such as `a` or `1`, 10 for a digit, 26 for a letter) ×
    /// length, × 2 when descending.
    static func sequences(_ lower: Text, into matches: inout PasswordMatchMatrix) {
        func kind(_ value: UInt32) -> Int { PasswordText.isLowercase(value) ? 1 : PasswordText.isDigit(value) ? 2 : 0 }
        for start in 0..<max(0, lower.count - 2) {
            let first = lower[start]
            let delta = Int(lower[start + 1]) - Int(first)
            guard kind(first) != 0, kind(lower[start + 1]) == kind(first), delta != 0, abs(delta) <= 5 else { continue }
            var base: Double =
                [UInt32(UInt8(ascii: "a")), UInt32(UInt8(ascii: "z")), 48, 49, 57].contains(first)
                ? 4 : (kind(first) == 2 ? 10 : 26)
            if delta < 0 { base *= 2 }
            var end = start + 1
            while end + 1 < lower.count && kind(lower[end + 1]) == kind(first)
                && Int(lower[end + 1]) - Int(lower[end]) == delta
            {
                end += 1
                matches.offer(from: start, through: end, guesses: base * Double(end - start + 1))
            }
        }
    }

    /// A block of 1–4 characters repeated (`aaa`, `abab`, `123123`): the block's guesses × repeats.
    static func repeats(_ lower: Text, into matches: inout PasswordMatchMatrix) {
        for start in lower.indices {
            // A repeat starts with its block again one period later.
            for period in 1...4 where start + period * 2 <= lower.count && lower[start + period] == lower[start] {
                var copies = 1
                while start + (copies + 1) * period <= lower.count
                    && (0..<period).allSatisfy({ lower[start + copies * period + $0] == lower[start + $0] })
                {
                    copies += 1
                    guard copies * period >= 3 else { continue }
                    let block = blockGuesses(lower, start, period)
                    matches.offer(from: start, through: start + copies * period - 1, guesses: block * Double(copies))
                }
            }
        }
    }

    private static func blockGuesses(_ lower: Text, _ start: Int, _ period: Int) -> Double {
        if period == 1 { return 11 }
        var guesses = pow(10, Double(period))
        let block = (start..<(start + period)).map { lower[$0] }
        if block.allSatisfy({ $0 < 128 }), let rank = PasswordDictionary.shared.rank(of: block.map { UInt8($0) }) {
            guesses = min(guesses, Double(rank))
        }
        return max(guesses, 50)
    }
}
