/// Decoding one UTF-8 scalar with validation (RFC 3629: no overlong forms, no surrogates, nothing past
/// U+10FFFF), for the automaton that reads bytes that may not have come from a `String`.
enum UTF8Decoding {
    /// The scalar that starts at `index` (a byte ≥ 0x80) and its length, or `nil` when the bytes there are
    /// not UTF-8 (or are cut off by the end).
    @inline(__always)
    static func scalar(at index: Int, in base: UnsafePointer<UInt8>, count: Int) -> (UInt32, Int)? {
        let lead = UInt32(base[index])
        @inline(__always) func continuation(_ offset: Int) -> UInt32? {
            guard index + offset < count else { return nil }
            let byte = UInt32(base[index + offset])
            return byte & 0xC0 == 0x80 ? byte & 0x3F : nil
        }
        switch lead {
        case 0xC2...0xDF:
            guard let second = continuation(1) else { return nil }
            return ((lead & 0x1F) << 6 | second, 2)
        case 0xE0...0xEF:
            guard let second = continuation(1), let third = continuation(2) else { return nil }
            let scalar = (lead & 0x0F) << 12 | second << 6 | third
            guard scalar >= 0x800, !(0xD800...0xDFFF).contains(scalar) else { return nil }
            return (scalar, 3)
        case 0xF0...0xF4:
            guard let second = continuation(1), let third = continuation(2), let fourth = continuation(3) else {
                return nil
            }
            let scalar = (lead & 0x07) << 18 | second << 12 | third << 6 | fourth
            guard (0x10000...0x10FFFF).contains(scalar) else { return nil }
            return (scalar, 4)
        default:
            return nil
        }
    }

    /// The scalar that ends just before `index` (which must be past 0) and where it starts, or `nil` when
    /// the bytes there are not UTF-8.
    @inline(__always)
    static func scalar(endingAt index: Int, in base: UnsafePointer<UInt8>, count: Int) -> (UInt32, start: Int)? {
        var lead = index - 1
        while lead > 0, lead > index - 4, base[lead] & 0xC0 == 0x80 { lead -= 1 }
        if base[lead] < 0x80 { return lead == index - 1 ? (UInt32(base[lead]), lead) : nil }
        guard let (scalar, length) = self.scalar(at: lead, in: base, count: count), lead + length == index else {
            return nil
        }
        return (scalar, lead)
    }
}
