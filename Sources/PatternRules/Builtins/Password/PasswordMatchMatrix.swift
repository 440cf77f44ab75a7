import Foundation

/// The cheapest match found for each span `[start, end]` of the password, in guesses (0 = none).
struct PasswordMatchMatrix {
    let best: UnsafeMutableBufferPointer<Double>
    let count: Int

    /// Records a match; only the cheapest per span matters to the search.
    @inline(__always)
    mutating func offer(from start: Int, through end: Int, guesses: Double) {
        let index = start * count + end
        let value = max(guesses, 1)
        if best[index] == 0 || value < best[index] { best[index] = value }
    }

    /// The match found for the span in log10 guesses, `nil` when none beats brute force; zxcvbn's
    /// minimum of 10 guesses for one character and 50 for more applies unless it is the whole password.
    @inline(__always)
    func log10Guesses(from start: Int, through end: Int, coversAll: Bool) -> Float? {
        let found = best[start * count + end]
        guard found > 0 else { return nil }
        let length = end - start + 1
        let guesses = Float(log10(found))
        guard guesses < Float(length) else { return nil }
        if coversAll { return guesses }
        return max(guesses, length == 1 ? 1 : 1.69897)  // log10(50)
    }
}
