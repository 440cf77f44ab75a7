/// Punycode (RFC 3492), the encoding of a Unicode label as the ASCII after `xn--`.
enum Punycode {
    private static let base: UInt32 = 36
    private static let tMin: UInt32 = 1
    private static let tMax: UInt32 = 26
    private static let skew: UInt32 = 38
    private static let damp: UInt32 = 700
    private static let initialBias: UInt32 = 72
    private static let initialN: UInt32 = 128

    /// The scalars `encoded` stands for; `nil` when it is not valid Punycode (a digit out of range, an
    /// overflow, a non-ASCII basic code point, a decoded value that is not a scalar).
    static func decode(_ encoded: Substring) -> [Unicode.Scalar]? {
        let bytes = Array(encoded.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        let delimiter = bytes.lastIndex(of: UInt8(ascii: "-"))
        var output: [Unicode.Scalar] = (delimiter.map { bytes[..<$0] } ?? []).map { Unicode.Scalar($0) }
        var position = delimiter.map { $0 + 1 } ?? 0
        var n = initialN
        var bias = initialBias
        var i: UInt32 = 0
        while position < bytes.count {
            let oldI = i
            var weight: UInt32 = 1
            var k = base
            while true {
                guard position < bytes.count, let digit = digitValue(bytes[position]) else { return nil }
                position += 1
                let (product, overflow) = digit.multipliedReportingOverflow(by: weight)
                guard !overflow, i <= UInt32.max - product else { return nil }
                i += product
                let threshold = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
                if digit < threshold { break }
                let (nextWeight, weightOverflow) = weight.multipliedReportingOverflow(by: base - threshold)
                guard !weightOverflow else { return nil }
                weight = nextWeight
                k += base
            }
            let count = UInt32(output.count + 1)
            bias = adapt(delta: i - oldI, count: count, first: oldI == 0)
            guard i / count <= UInt32.max - n else { return nil }
            n += i / count
            i %= count
            guard let scalar = Unicode.Scalar(n) else { return nil }
            output.insert(scalar, at: Int(i))
            i += 1
        }
        return output
    }

    /// `scalars` in Punycode (digits in lowercase); `nil` on overflow.
    static func encode(_ scalars: [Unicode.Scalar]) -> String? {
        var output = scalars.filter(\.isASCII).map { Character($0) }
        let basicCount = UInt32(output.count)
        var handled = basicCount
        if basicCount > 0 { output.append("-") }
        var n = initialN
        var delta: UInt32 = 0
        var bias = initialBias
        while handled < scalars.count {
            guard let next = scalars.map(\.value).filter({ $0 >= n }).min() else { return nil }
            let (step, overflow) = (next - n).multipliedReportingOverflow(by: handled + 1)
            guard !overflow, delta <= UInt32.max - step else { return nil }
            delta += step
            n = next
            for scalar in scalars {
                if scalar.value < n {
                    guard delta < UInt32.max else { return nil }
                    delta += 1
                }
                guard scalar.value == n else { continue }
                var q = delta
                var k = base
                while true {
                    let threshold = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
                    if q < threshold { break }
                    output.append(digitCharacter(threshold + (q - threshold) % (base - threshold)))
                    q = (q - threshold) / (base - threshold)
                    k += base
                }
                output.append(digitCharacter(q))
                bias = adapt(delta: delta, count: handled + 1, first: handled == basicCount)
                delta = 0
                handled += 1
            }
            delta += 1
            n += 1
        }
        return String(output)
    }

    private static func adapt(delta: UInt32, count: UInt32, first: Bool) -> UInt32 {
        var delta = first ? delta / damp : delta / 2
        delta += delta / count
        var k: UInt32 = 0
        while delta > ((base - tMin) * tMax) / 2 {
            delta /= base - tMin
            k += base
        }
        return k + (base - tMin + 1) * delta / (delta + skew)
    }

    private static func digitValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0")) + 26
        case UInt8(ascii: "a")...UInt8(ascii: "z"): UInt32(byte - UInt8(ascii: "a"))
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): UInt32(byte - UInt8(ascii: "A"))
        default: nil
        }
    }

    private static func digitCharacter(_ digit: UInt32) -> Character {
        Character(Unicode.Scalar(UInt8(digit < 26 ? UInt32(UInt8(ascii: "a")) + digit : digit - 26 + 48)))
    }
}
