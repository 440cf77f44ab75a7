/// The pattern of the numerals a rule set's `integer` check accepts (``NumberCheck``): an optional sign,
/// digits with any leading zeros, and a value within the bounds (`-0` is zero).
enum IntegerRangeSource {
    /// The pattern is built for bounds below 2^53 in magnitude, where its alternations stay small; the
    /// check itself compares exactly at any size, and larger bounds are compared by configuration.
    static let exactMagnitude = 1 << 53

    /// The pattern for `minimum...maximum` (either open), or `nil` when a bound is 2^53 or more in
    /// magnitude.
    static func source(minimum: Int?, maximum: Int?) -> String? {
        for bound in [minimum, maximum].compactMap({ $0 }) where bound <= -exactMagnitude || bound >= exactMagnitude {
            return nil
        }
        var alternatives: [String] = []
        // `+5` and `5`: magnitudes from max(minimum, 0) up to the maximum.
        if maximum.map({ $0 >= 0 }) ?? true {
            alternatives.append(#"\+?0*"# + magnitudes(from: max(minimum ?? 0, 0), through: maximum))
        }
        // `-5`: magnitudes m with -m within the bounds.
        if minimum.map({ $0 <= 0 }) ?? true {
            alternatives.append("-0*" + magnitudes(from: max(-(maximum ?? 0), 0), through: minimum.map { -$0 }))
        }
        return "(?:" + alternatives.joined(separator: "|") + ")"
    }

    /// Numerals without leading zeros (`0` for zero) from `low` through `high` (no end when `nil`).
    private static func magnitudes(from low: Int, through high: Int?) -> String {
        let lowDigits = String(low).count
        let highDigits = high.map { String($0).count } ?? lowDigits
        var alternatives: [String] = []
        for length in lowDigits...max(lowDigits, highDigits) {
            let first = length == lowDigits ? low : power(length - 1)
            let last = high.map { length == highDigits ? $0 : power(length) - 1 } ?? (power(length) - 1)
            if first <= last { alternatives.append(sameLength(Array(String(first)), Array(String(last)))) }
        }
        // Past the lower bound's length, any numeral is in range.
        if high == nil { alternatives.append("[1-9][0-9]{\(lowDigits),}") }
        return "(?:" + alternatives.joined(separator: "|") + ")"
    }

    /// The numerals of `low.count` digits from `low` through `high`, digit by digit.
    private static func sameLength(_ low: [Character], _ high: [Character]) -> String {
        guard let lowFirst = low.first, let highFirst = high.first else { return "" }
        if low.allSatisfy({ $0 == "0" }) && high.allSatisfy({ $0 == "9" }) { return "[0-9]{\(low.count)}" }
        let rest = low.count - 1
        if lowFirst == highFirst {
            return String(lowFirst) + sameLength(Array(low.dropFirst()), Array(high.dropFirst()))
        }
        var alternatives = [String(lowFirst) + sameLength(Array(low.dropFirst()), Array(repeating: "9", count: rest))]
        let (lowDigit, highDigit) = (lowFirst.wholeNumberValue!, highFirst.wholeNumberValue!)
        if lowDigit + 1 <= highDigit - 1 { alternatives.append("[\(lowDigit + 1)-\(highDigit - 1)][0-9]{\(rest)}") }
        alternatives.append(String(highFirst) + sameLength(Array(repeating: "0", count: rest), Array(high.dropFirst())))
        return "(?:" + alternatives.joined(separator: "|") + ")"
    }

    private static func power(_ exponent: Int) -> Int {
        (0..<exponent).reduce(1) { result, _ in result * 10 }
    }
}
