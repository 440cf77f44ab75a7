/// A decimal number held exactly as written: any number of digits, a fraction, and (in JSON text) an
/// exponent, compared without rounding, so that `9007199254740993` is more than `9007199254740992` and
/// `1.0000000000000001` more than `1`, where `Double` holds neither. JSON Schema's bounds and
/// `multipleOf` need the same arithmetic.
///
/// ```swift
/// let bound = ExactDecimal("0.1")!
/// ExactDecimal("0.1000000000000000001")! > bound   // true
/// bound.description                                 // "0.1", as written
/// ```
package struct ExactDecimal: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// Whether the number is below zero (never for zero, `-0` included).
    package let isNegative: Bool
    /// The significant digits, without leading or trailing zeros (empty for zero), as values 0–9.
    package let digits: [UInt8]
    /// The power of ten of the last significant digit: the number is `digits × 10^exponent`.
    package let exponent: Int
    /// The text the number was read from.
    package let description: String
    /// The number as an `Int` when it is whole and has at most 18 digits before its trailing zeros are
    /// counted: what most bounds are, compared with a value ``smallInteger(spelledBy:)`` reads without
    /// the digits' array.
    package let smallInteger: Int?

    /// The largest exponent a JSON number may carry (10^18): every sum of an exponent and a count of digits
    /// then fits in an `Int`. Past it the number is refused rather than rounded (``init(_:allowsExponent:)``
    /// returns `nil`), and ``canonicalSpelling(of:)`` still tells whether two such numbers are equal.
    package static let exponentLimit = 1_000_000_000_000_000_000

    /// Reads `text`: an optional sign, digits with at most one decimal point, and, when
    /// `allowsExponent`, an `e` or `E` with an optional sign and digits. `nil` for anything else (an
    /// empty string, a lone sign or point, spaces, `nan`, an exponent past ``exponentLimit``, zero
    /// excepted, whose exponent does not matter).
    /// Linear in the length of `text`.
    package init?(_ text: String, allowsExponent: Bool = false) {
        var negative = false
        var significant: [UInt8] = []
        var pointOffset: Int?
        var digitCount = 0
        var exponentValue = 0
        var state = 0  // 0: sign allowed; 1: mantissa; 2: exponent sign allowed; 3: exponent digits
        var exponentNegative = false
        var exponentDigits = 0
        for byte in text.utf8 {
            switch (state, byte) {
            case (0, UInt8(ascii: "-")), (0, UInt8(ascii: "+")):
                negative = byte == UInt8(ascii: "-")
                state = 1
            case (0...1, UInt8(ascii: "0")...UInt8(ascii: "9")):
                state = 1
                digitCount += 1
                // Leading zeros carry no value.
                if !(significant.isEmpty && byte == UInt8(ascii: "0")) { significant.append(byte - UInt8(ascii: "0")) }
                if pointOffset != nil { pointOffset! += 1 }
            case (0...1, UInt8(ascii: ".")) where pointOffset == nil:
                state = 1
                pointOffset = 0
            case (1, UInt8(ascii: "e")), (1, UInt8(ascii: "E")):
                guard allowsExponent, digitCount > 0 else { return nil }
                state = 2
            case (2, UInt8(ascii: "-")), (2, UInt8(ascii: "+")):
                exponentNegative = byte == UInt8(ascii: "-")
                state = 3
            case (2...3, UInt8(ascii: "0")...UInt8(ascii: "9")):
                state = 3
                exponentDigits += 1
                // Past the limit the value is no longer read: the number is refused below unless it is zero.
                let digit = Int(byte - UInt8(ascii: "0"))
                exponentValue =
                    exponentValue > (Self.exponentLimit - digit) / 10
                    ? Self.exponentLimit + 1 : exponentValue * 10 + digit
            default:
                return nil
            }
        }
        guard digitCount > 0, state != 2, state != 3 || exponentDigits > 0 else { return nil }
        guard exponentValue <= Self.exponentLimit || significant.isEmpty else { return nil }
        if exponentValue > Self.exponentLimit { exponentValue = 0 }
        // Leading zeros of a fraction (0.001) were dropped from `significant` but count in the offset.
        var exponent = (exponentNegative ? -exponentValue : exponentValue) - (pointOffset ?? 0)
        while significant.last == 0 {
            significant.removeLast()
            exponent += 1
        }
        isNegative = negative && !significant.isEmpty
        digits = significant
        self.exponent = significant.isEmpty ? 0 : exponent
        description = text
        smallInteger = Self.smallInteger(digits: significant, exponent: self.exponent, isNegative: isNegative)
    }

    /// The value of `digits × 10^exponent`, negated when `isNegative`, where it is whole and spelled in
    /// at most 18 digits (so that it fits an `Int` whatever they are).
    private static func smallInteger(digits: [UInt8], exponent: Int, isNegative: Bool) -> Int? {
        guard exponent >= 0, digits.count + exponent <= 18 else { return nil }
        var value = 0
        for digit in digits { value = value * 10 + Int(digit) }
        for _ in 0..<exponent { value *= 10 }
        return isNegative ? -value : value
    }

    /// The whole number `text` spells as an optional `-` and one to 18 digits, the common JSON integer;
    /// `nil` for any other spelling (a fraction, an exponent, more digits), which ``init(_:allowsExponent:)``
    /// reads.
    package static func smallInteger(spelledBy text: String) -> Int? {
        var utf8 = text.utf8[...]
        let isNegative = utf8.first == UInt8(ascii: "-")
        if isNegative { utf8 = utf8.dropFirst() }
        guard (1...18).contains(utf8.count) else { return nil }
        var value = 0
        for byte in utf8 {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return isNegative ? -value : value
    }

    /// Whether the number has no fraction.
    package var isWhole: Bool { exponent >= 0 || digits.isEmpty }

    /// The number as an `Int`, when it is whole and fits.
    package var intValue: Int? {
        guard isWhole, digits.count + exponent <= 19 else { return nil }
        // Accumulated below zero, where `Int` reaches one further (`Int.min` has no positive twin).
        var value = 0
        for digit in digits + [UInt8](repeating: 0, count: exponent) {
            let (times, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, borrow) = times.subtractingReportingOverflow(Int(digit))
            guard !overflow, !borrow else { return nil }
            value = sum
        }
        if isNegative { return value }
        return value == .min ? nil : -value
    }

    /// Equal values, whatever their spelling: `1.0 == 1` and `-0 == 0`.
    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.isNegative == rhs.isNegative && lhs.digits == rhs.digits && lhs.exponent == rhs.exponent
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(isNegative)
        hasher.combine(digits)
        hasher.combine(exponent)
    }

    package static func < (lhs: Self, rhs: Self) -> Bool {
        if lhs.isNegative != rhs.isNegative { return lhs.isNegative }
        let magnitudeOrder = compareMagnitudes(lhs, rhs)
        return lhs.isNegative ? magnitudeOrder > 0 : magnitudeOrder < 0
    }

    /// -1, 0 or 1 as |lhs| is below, equal to or above |rhs|.
    private static func compareMagnitudes(_ lhs: Self, _ rhs: Self) -> Int {
        if lhs.digits.isEmpty || rhs.digits.isEmpty {
            return lhs.digits.isEmpty ? (rhs.digits.isEmpty ? 0 : -1) : 1
        }
        // The power of ten of the leading digit decides first.
        let lhsLead = lhs.digits.count + lhs.exponent
        let rhsLead = rhs.digits.count + rhs.exponent
        if lhsLead != rhsLead { return lhsLead < rhsLead ? -1 : 1 }
        for index in 0..<max(lhs.digits.count, rhs.digits.count) {
            let left = index < lhs.digits.count ? lhs.digits[index] : 0
            let right = index < rhs.digits.count ? rhs.digits[index] : 0
            if left != right { return left < right ? -1 : 1 }
        }
        return 0
    }
}
