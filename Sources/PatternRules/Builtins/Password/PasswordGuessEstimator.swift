import Foundation

/// Estimates how many guesses an attacker needs for a password, in the manner of zxcvbn (Wheeler,
/// "zxcvbn: Low-Budget Password Strength Estimation", USENIX Security 2016), and maps it to a score 0–4.
///
/// The password is covered by a sequence of matches (a common password or English word, also reversed,
/// in l33t or with capitals; a keyboard run such as `qwerty`; a sequence such as `abc` or `9753`; a
/// repeat; a date or recent year; otherwise brute force at 10 guesses per character). Each match has a
/// guess count; a sequence of `l` matches costs `l! × Π guesses + 10000^(l-1)`, and the estimate is the
/// cheapest sequence. See docs/PASSWORDS.md for every formula.
///
/// All work is on the stack for passwords up to a few dozen characters: one estimate per keystroke is
/// affordable.
enum PasswordGuessEstimator {
    /// zxcvbn's thresholds: score `s` needs more than `scoreThresholds[s - 1]` guesses (plus 5).
    static let scoreThresholds: [Double] = [1e3, 1e6, 1e8, 1e10]
    /// Sequences of more matches than this are never the cheapest: 10000^10 guesses score 4 already.
    static let longestSequence = 10

    /// log10 of the estimated guesses for `password`; `userInputs` (name, email local part) count as a
    /// dictionary of their own, ranked in order.
    static func log10Guesses(_ password: String, userInputs: [String] = []) -> Double {
        let scalars = password.unicodeScalars
        let count = scalars.count
        guard count > 0 else { return 0 }
        return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: count * 2) { buffer in
            let original = UnsafeMutableBufferPointer(rebasing: buffer[0..<count])
            let lower = UnsafeMutableBufferPointer(rebasing: buffer[count..<(count * 2)])
            for (index, scalar) in scalars.enumerated() {
                original[index] = scalar.value
                lower[index] = PasswordText.lowercased(scalar.value)
            }
            return withUnsafeTemporaryAllocation(of: Float.self, capacity: count * count) { best in
                best.initialize(repeating: .infinity)
                var matches = PasswordMatchMatrix(best: best, count: count)
                PasswordMatchers.findAll(
                    original: UnsafeBufferPointer(original), lower: UnsafeBufferPointer(lower), userInputs: userInputs,
                    into: &matches)
                return cheapestSequence(matches)
            }
        }
    }

    /// The score for log10 guesses: 0 (too guessable) to 4 (very unguessable), with zxcvbn's margin of 5.
    static func score(log10Guesses: Double) -> Int {
        let guesses = pow(10, log10Guesses)
        return scoreThresholds.firstIndex { guesses < $0 + 5 } ?? 4
    }

    /// zxcvbn's search for the most guessable match sequence, over the best match per span.
    private static func cheapestSequence(_ matches: PasswordMatchMatrix) -> Double {
        let count = matches.count
        let width = longestSequence + 1
        return withUnsafeTemporaryAllocation(of: Float.self, capacity: (count + 1) * width) { sums in
            // sums[end * width + l]: the least Σ log10(guesses) over sequences of l matches covering ..<end.
            sums.initialize(repeating: .infinity)
            sums[0] = 0
            for end in 1...count {
                for start in 0..<end {
                    let match = matches.log10Guesses(
                        from: start, through: end - 1, coversAll: start == 0 && end == count)
                    for length in 1..<width {
                        let before = sums[start * width + length - 1]
                        if before + match < sums[end * width + length] { sums[end * width + length] = before + match }
                    }
                }
            }
            var bestTotal = Double.infinity
            var log10Factorial = 0.0
            for length in 1..<width {
                log10Factorial += log10(Double(length))
                let product = Double(sums[count * width + length])
                guard product.isFinite else { continue }
                let total =
                    length == 1
                    ? product : log10Sum(log10Factorial + product, 4 * Double(length - 1))
                bestTotal = min(bestTotal, total)
            }
            return bestTotal
        }
    }

    /// log10(10^a + 10^b) without overflow.
    private static func log10Sum(_ a: Double, _ b: Double) -> Double {
        let high = max(a, b)
        return high + log10(1 + pow(10, min(a, b) - high))
    }
}

/// The cheapest match found for each span `[start, end]` of the password, in log10 guesses.
struct PasswordMatchMatrix {
    let best: UnsafeMutableBufferPointer<Float>
    let count: Int

    /// Records a match; only the cheapest per span matters to the search.
    @inline(__always)
    mutating func offer(from start: Int, through end: Int, guesses: Double) {
        let value = Float(log10(max(guesses, 1)))
        let index = start * count + end
        if value < best[index] { best[index] = value }
    }

    /// The cheapest match for the span, brute force (10 guesses per character) when nothing better was
    /// found; zxcvbn's minimum of 10 guesses for one character and 50 for more applies unless the match
    /// is the whole password.
    @inline(__always)
    func log10Guesses(from start: Int, through end: Int, coversAll: Bool) -> Float {
        let length = end - start + 1
        let found = min(best[start * count + end], Float(length))
        if coversAll { return found }
        return max(found, length == 1 ? 1 : Float(log10(50.0)))
    }
}

/// Character helpers over Unicode scalar values.
enum PasswordText {
    @inline(__always)
    static func lowercased(_ value: UInt32) -> UInt32 {
        if value >= 65 && value <= 90 { return value + 32 }
        if value < 128 { return value }
        guard let scalar = Unicode.Scalar(value), let lower = scalar.properties.lowercaseMapping.unicodeScalars.first
        else { return value }
        return lower.value
    }

    @inline(__always)
    static func isUppercase(_ value: UInt32) -> Bool { value >= 65 && value <= 90 }
    @inline(__always)
    static func isLowercase(_ value: UInt32) -> Bool { value >= 97 && value <= 122 }
    @inline(__always)
    static func isDigit(_ value: UInt32) -> Bool { value >= 48 && value <= 57 }

    /// Σ_{i=1…k} C(n, i): the variations of choosing which of `n` letters are changed, at least one.
    static func variations(changed: Int, unchanged: Int) -> Double {
        if changed == 0 || unchanged == 0 { return changed == 0 ? 1 : 2 }
        let total = changed + unchanged
        var sum = 0.0
        var binomial = 1.0
        for chosen in 1...min(changed, unchanged) {
            binomial = binomial * Double(total - chosen + 1) / Double(chosen)
            sum += binomial
        }
        return sum
    }
}
