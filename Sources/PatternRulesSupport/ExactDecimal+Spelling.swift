extension ExactDecimal {
    /// One spelling per value of the JSON number `text`, whatever its exponent: the sign, the significant
    /// digits without leading or trailing zeros, `e` and the exponent of the last digit, exact at any size
    /// (`1.50e1000000000000000000000` and `15e999999999999999999999` are both
    /// `15e999999999999999999999`). Two numbers are equal exactly when their spellings are; what compares
    /// numbers past ``exponentLimit`` for equality, where ``ExactDecimal`` refuses them. `nil` when `text`
    /// is not a number. Linear in the length of `text`.
    ///
    /// ```swift
    /// ExactDecimal.canonicalSpelling(of: "-0.0120e3")   // "-12e0"
    /// ExactDecimal.canonicalSpelling(of: "0e99")        // "0e0"
    /// ```
    package static func canonicalSpelling(of text: String) -> String? {
        if let value = ExactDecimal(text, allowsExponent: true) {
            if value.digits.isEmpty { return "0e0" }
            return spelling(value.isNegative, value.digits, Array(String(value.exponent).utf8))
        }
        // Past the limit: the exponent is added to as decimal digits.
        let bytes = Array(text.utf8)
        guard let marker = bytes.firstIndex(where: { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }),
            let mantissa = ExactDecimal(String(decoding: bytes[..<marker], as: UTF8.self)), !mantissa.digits.isEmpty
        else { return nil }
        var exponentBytes = bytes[(marker + 1)...]
        var negative = false
        if let sign = exponentBytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            negative = sign == UInt8(ascii: "-")
            exponentBytes = exponentBytes.dropFirst()
        }
        guard !exponentBytes.isEmpty, exponentBytes.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        let exponent = DecimalDigits(negative: negative, magnitude: Array(exponentBytes)).adding(mantissa.exponent)
        return spelling(mantissa.isNegative, mantissa.digits, exponent.text)
    }

    private static func spelling(_ negative: Bool, _ digits: [UInt8], _ exponent: [UInt8]) -> String {
        let sign: [UInt8] = negative ? [UInt8(ascii: "-")] : []
        return String(decoding: sign + digits.map { $0 + 0x30 } + [UInt8(ascii: "e")] + exponent, as: UTF8.self)
    }
}

/// A whole number of any size as ASCII decimal digits, with the one operation exponents past
/// ``ExactDecimal/exponentLimit`` need: adding a small `Int`.
private struct DecimalDigits {
    var negative: Bool
    /// ASCII digits, most significant first.
    var magnitude: [UInt8]

    init(negative: Bool, magnitude: [UInt8]) {
        let trimmed = Array(magnitude.drop { $0 == UInt8(ascii: "0") })
        self.magnitude = trimmed.isEmpty ? [UInt8(ascii: "0")] : trimmed
        self.negative = negative && !trimmed.isEmpty
    }

    /// `-123`, `0`.
    var text: [UInt8] { (negative ? [UInt8(ascii: "-")] : []) + magnitude }

    func adding(_ value: Int) -> DecimalDigits {
        let other = DecimalDigits(negative: value < 0, magnitude: Array(String(value.magnitude).utf8))
        if negative == other.negative {
            return DecimalDigits(negative: negative, magnitude: Self.sum(magnitude, other.magnitude))
        }
        // Opposite signs: the larger magnitude less the smaller, with the larger's sign.
        let selfIsLarger = Self.isLess(other.magnitude, than: magnitude)
        let (large, small) = selfIsLarger ? (magnitude, other.magnitude) : (other.magnitude, magnitude)
        return DecimalDigits(
            negative: selfIsLarger ? negative : other.negative, magnitude: Self.difference(large, small))
    }

    private static func isLess(_ left: [UInt8], than right: [UInt8]) -> Bool {
        left.count != right.count ? left.count < right.count : left.lexicographicallyPrecedes(right)
    }

    private static func sum(_ left: [UInt8], _ right: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var carry = 0
        for offset in 0..<max(left.count, right.count) {
            let a = offset < left.count ? Int(left[left.count - 1 - offset] - 0x30) : 0
            let b = offset < right.count ? Int(right[right.count - 1 - offset] - 0x30) : 0
            result.append(UInt8((a + b + carry) % 10) + 0x30)
            carry = (a + b + carry) / 10
        }
        if carry > 0 { result.append(UInt8(carry) + 0x30) }
        return result.reversed()
    }

    /// `large - small`, where `small` is not larger.
    private static func difference(_ large: [UInt8], _ small: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var borrow = 0
        for offset in 0..<large.count {
            var digit = Int(large[large.count - 1 - offset] - 0x30) - borrow
            digit -= offset < small.count ? Int(small[small.count - 1 - offset] - 0x30) : 0
            borrow = digit < 0 ? 1 : 0
            result.append(UInt8(digit + borrow * 10) + 0x30)
        }
        return result.reversed()
    }
}
