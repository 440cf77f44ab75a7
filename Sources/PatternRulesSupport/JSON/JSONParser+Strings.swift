extension JSONParser {
    /// A string; the opening quote is at `index`.
    mutating func parseString() throws(SyntaxError) -> String {
        let start = index
        index += 1
        // The common case, no escapes: one validated copy of the bytes, and for ASCII not even a
        // validation (ASCII is UTF-8).
        var runStart = index
        var decoded: [UInt8] = []
        var isASCII = true
        while index < bytes.count {
            let (runEnd, hasNonASCII) = stringRunEnd(from: index)
            if hasNonASCII { isASCII = false }
            index = runEnd
            guard index < bytes.count else { break }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text =
                    isASCII && decoded.isEmpty
                    ? String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<index]), as: UTF8.self)
                    : try utf8Text(runStart, index, appendingTo: &decoded)
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") {
                decoded.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                try parseEscape(into: &decoded)
                runStart = index
                continue
            }
            throw error("a control character (U+\(hex(UInt32(byte)))) must be escaped inside a string")
        }
        throw error("unterminated string", at: start)
    }

    /// A member's key; the opening quote is at `index`. One of `known`, with its index, when the key's
    /// bytes, without escapes, spell it (key `expected` compared first, in place); otherwise read as ``parseString()``
    /// reads any string, with no index (an escaped spelling of a known key among them).
    mutating func parseKey(_ known: JSONKeys, expected: Int) throws(SyntaxError) -> (key: String, known: Int?) {
        // The usual key, the expected one written as it is: compared in place, its end not searched for.
        if let found = known.expectedKey(at: UnsafeBufferPointer(rebasing: bytes[(index + 1)...]), expected: expected) {
            index += found.length + 2
            return (found.key, expected)
        }
        let end = stringRunEnd(from: index + 1).end
        if end < bytes.count, bytes[end] == UInt8(ascii: "\""),
            let found = known.key(spelledBy: UnsafeBufferPointer(rebasing: bytes[(index + 1)..<end]))
        {
            index = end + 1
            return (found.key, found.index)
        }
        return (try parseString(), nil)
    }

    private func utf8Text(_ runStart: Int, _ end: Int, appendingTo decoded: inout [UInt8]) throws(SyntaxError)
        -> String
    {
        let run = UnsafeBufferPointer(rebasing: bytes[runStart..<end])
        if decoded.isEmpty, let text = String(validating: run, as: UTF8.self) { return text }
        decoded.append(contentsOf: run)
        guard let text = String(validating: decoded, as: UTF8.self) else {
            throw error("invalid UTF-8 in a string", at: runStart)
        }
        return text
    }

    private mutating func parseEscape(into decoded: inout [UInt8]) throws(SyntaxError) {
        index += 1
        guard index < bytes.count else { throw error("unterminated escape") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(byte)
        case UInt8(ascii: "b"): decoded.append(0x08)
        case UInt8(ascii: "f"): decoded.append(0x0C)
        case UInt8(ascii: "n"): decoded.append(0x0A)
        case UInt8(ascii: "r"): decoded.append(0x0D)
        case UInt8(ascii: "t"): decoded.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try hexQuad()
            if (0xD800..<0xDC00).contains(scalar) {
                // A high surrogate must be followed by an escaped low one.
                guard consume(UInt8(ascii: "\\")), consume(UInt8(ascii: "u")) else {
                    throw error("a high surrogate \\u\(hex(scalar)) without its low surrogate")
                }
                let low = try hexQuad()
                guard (0xDC00..<0xE000).contains(low) else {
                    throw error("\\u\(hex(low)) is not a low surrogate after \\u\(hex(scalar))")
                }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00..<0xE000).contains(scalar) {
                throw error("a low surrogate \\u\(hex(scalar)) without a high surrogate")
            }
            decoded.append(contentsOf: String(Character(Unicode.Scalar(scalar)!)).utf8)
        default:
            index -= 1
            throw error("unknown escape '\\\(describeByte())'")
        }
    }

    private mutating func hexQuad() throws(SyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = hexValue(bytes[index]) else {
                throw error("expected 4 hexadecimal digits after \\u")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
