/// Plain Swift scanners for the languages of two workloads: the floor a regex engine is measured against.
enum Handwritten {
    /// The WHATWG HTML email syntax: `atext` characters, `@`, then dot-separated labels of letters,
    /// digits and inner hyphens, at most 63 long.
    static func isHTML5Email(_ input: String) -> Bool {
        var input = input
        return input.withUTF8 { bytes in
            guard let at = bytes.firstIndex(of: UInt8(ascii: "@")), at > 0 else { return false }
            for byte in bytes[..<at] where !isAtext(byte) { return false }
            var labelLength = 0
            var previous: UInt8 = UInt8(ascii: ".")
            for byte in bytes[(at + 1)...] {
                if byte == UInt8(ascii: ".") {
                    guard labelLength > 0, previous != UInt8(ascii: "-") else { return false }
                    labelLength = 0
                } else if isLetterOrDigit(byte) || byte == UInt8(ascii: "-") {
                    if labelLength == 0 && byte == UInt8(ascii: "-") { return false }
                    labelLength += 1
                    guard labelLength <= 63 else { return false }
                } else {
                    return false
                }
                previous = byte
            }
            return labelLength > 0 && previous != UInt8(ascii: "-")
        }
    }

    /// `+` and an assigned calling code.
    static func isCallingCode(_ input: String, assigned: Set<Substring>) -> Bool {
        input.first == "+" && assigned.contains(input.dropFirst())
    }

    @inline(__always)
    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
    }

    private static let atextSymbols = Set("!#$%&'*+/=?^_`{|}~.-".utf8)

    @inline(__always)
    private static func isAtext(_ byte: UInt8) -> Bool {
        isLetterOrDigit(byte) || atextSymbols.contains(byte)
    }
}
