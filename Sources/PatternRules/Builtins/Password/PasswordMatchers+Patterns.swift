import Foundation

/// Keyboard runs, sequences and repeats: the patterns of ``PasswordMatchers`` that need no dictionary.
extension PasswordMatchers {
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
