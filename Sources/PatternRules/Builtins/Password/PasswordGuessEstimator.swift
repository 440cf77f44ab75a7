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

    /// The most Unicode scalars of a password that are scored; the rest is not looked at. The search
    /// keeps a best match for every span, so its memory grows with the square of the length: bounding it
    /// keeps one estimate under a millisecond whatever a client sends. zxcvbn 4.5.0 (Python) refuses
    /// passwords over 72 characters; a longer one is scored here by its first 100, which already score 4
    /// unless they are a repeat, a sequence or a walk.
    static let maximumScoredLength = 100

    /// log10 of the estimated guesses for `password` (its first ``maximumScoredLength`` scalars);
    /// `userInputs` (name, email local part) count as a dictionary of their own, ranked in order.
    ///
    /// - Complexity: O(1) in the length of `password` beyond ``maximumScoredLength``.
    static func log10Guesses(_ password: String, userInputs: [String] = []) -> Double {
        let scalars = password.unicodeScalars.prefix(maximumScoredLength)
        // The UTF-8 length bounds the scalar count; ASCII (the usual case) is one scalar per byte.
        let capacity = min(password.utf8.count, maximumScoredLength)
        guard capacity > 0 else { return 0 }
        return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: capacity * 2) { buffer in
            var count = 0
            for scalar in scalars {
                buffer[count] = scalar.value
                buffer[capacity + count] = PasswordText.lowercased(scalar.value)
                count += 1
            }
            let original = UnsafeMutableBufferPointer(rebasing: buffer[0..<count])
            let lower = UnsafeMutableBufferPointer(rebasing: buffer[capacity..<(capacity + count)])
            return withUnsafeTemporaryAllocation(of: Double.self, capacity: count * count) { best in
                best.initialize(repeating: 0)
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
        log10ScoreThresholds.firstIndex { log10Guesses < $0 } ?? 4
    }

    private static let log10ScoreThresholds = scoreThresholds.map { log10($0 + 5) }

    /// zxcvbn's search for the most guessable match sequence, over the best match per span.
    ///
    /// Brute force costs exactly its length in log10 guesses (10 per character, never under zxcvbn's
    /// minimums), so the best brute-force step into `end` is a running minimum of `sums - start`: the
    /// search is linear in the spans that hold a real match.
    private static func cheapestSequence(_ matches: PasswordMatchMatrix) -> Double {
        let count = matches.count
        // A sequence of l matches costs at least 4(l-1) (the 10000^(l-1) term), and brute force over the
        // whole password costs `count`: longer sequences than (count-1)/4 + 1 can never be cheaper.
        let longest = min(longestSequence, (count - 1) / 4 + 1)
        let width = longest + 1
        return withUnsafeTemporaryAllocation(of: Float.self, capacity: (count + 1) * width + width) { storage in
            // sums[end * width + l]: the least Σ log10(guesses) over sequences of l matches covering ..<end.
            storage.initialize(repeating: .infinity)
            let sums = UnsafeMutableBufferPointer(rebasing: storage[0..<((count + 1) * width)])
            // bruteForceFrom[l]: min over start of sums[start][l] - start, for a brute-force step.
            let bruteForceFrom = UnsafeMutableBufferPointer(rebasing: storage[((count + 1) * width)...])
            sums[0] = 0
            for end in 1...count {
                for length in 0..<width {
                    bruteForceFrom[length] = min(
                        bruteForceFrom[length], sums[(end - 1) * width + length] - Float(end - 1))
                }
                for length in 1..<width {
                    sums[end * width + length] = bruteForceFrom[length - 1] + Float(end)
                }
                for start in 0..<end {
                    guard
                        let match = matches.log10Guesses(
                            from: start, through: end - 1, coversAll: start == 0 && end == count)
                    else { continue }
                    for length in 1...min(longest, start + 1) {
                        let total = sums[start * width + length - 1] + match
                        if total < sums[end * width + length] { sums[end * width + length] = total }
                    }
                }
            }
            // Length 1 first: sequences of more matches pay 10000^(l-1) on top, so stop when that alone
            // is dearer than the best so far (skipping the logarithms, the costly part here).
            var bestTotal = Double(sums[count * width + 1])
            for length in 2..<width where 4 * Double(length - 1) < bestTotal {
                let product = Double(sums[count * width + length])
                guard product.isFinite, log10Factorials[length] + product < bestTotal else { continue }
                bestTotal = min(bestTotal, log10Sum(log10Factorials[length] + product, 4 * Double(length - 1)))
            }
            return bestTotal
        }
    }

    /// log10(l!) for every sequence length the search considers.
    private static let log10Factorials: [Double] = (0...longestSequence).map { length in
        (1...max(1, length)).reduce(0.0) { $0 + log10(Double($1)) }
    }

    /// log10(10^a + 10^b) without overflow.
    private static func log10Sum(_ a: Double, _ b: Double) -> Double {
        let high = max(a, b)
        return high + log10(1 + pow(10, min(a, b) - high))
    }
}
