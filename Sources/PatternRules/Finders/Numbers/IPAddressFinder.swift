/// `ip`: IP addresses as Python's `ipaddress.ip_address` reads them: IPv4 as four decimal octets of at
/// most 255 with no leading zero, IPv6 as eight groups of one to four hexadecimal digits (in either case),
/// one run of zero groups written `::`, the last two groups written as an IPv4 address where wanted.
/// An IPv6 zone (`%eth0`) is not looked for.
public struct IPAddressFinder: IdentifierFinder {
    public static let family = "ip"
    public static let summary = "IPv4 and IPv6 addresses, as Python's ipaddress reads them (192.0.2.1, 2001:db8::1)"
    public static let contextWords = ["ip", "host", "server", "address"]
    public static let forms = IdentifierForms(
        "[0-9A-Fa-f:]*:(?:[0-9]{1,3}(?:\\.[0-9]{1,3}){3}|[0-9A-Fa-f:]*)|[0-9]{1,3}(?:\\.[0-9]{1,3}){3}",
        separators: "")

    public init() {}

    public static func isValid(compact text: [UInt8]) -> Bool {
        text.contains(UInt8(ascii: ":")) ? isIPv6(text) : ipv4Value(text[...]) != nil
    }

    /// The value of a dotted IPv4 address, `nil` where `ipaddress.IPv4Address` refuses it.
    static func ipv4Value(_ text: ArraySlice<UInt8>) -> UInt32? {
        let octets = text.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard octets.count == 4 else { return nil }
        var value: UInt32 = 0
        for octet in octets {
            guard (1...3).contains(octet.count), octet.allSatisfy(ASCIIText.isDigit),
                octet.count == 1 || octet.first != UInt8(ascii: "0")
            else { return nil }
            let number = ASCIIText.number(octet)
            guard number <= 255 else { return nil }
            value = value << 8 | UInt32(number)
        }
        return value
    }

    /// Whether `ipaddress.IPv6Address` reads `text` (no zone), following its `_ip_int_from_string`.
    static func isIPv6(_ text: [UInt8]) -> Bool {
        var parts = text.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false).map(Array.init)
        guard parts.count >= 3 else { return false }
        if let last = parts.last, last.contains(UInt8(ascii: ".")) {
            guard ipv4Value(last[...]) != nil else { return false }
            // Two hexadecimal groups in its place; their text does not matter past here.
            parts.removeLast()
            parts += [Array("0".utf8), Array("0".utf8)]
        }
        guard parts.count <= 9 else { return false }
        var skipIndex: Int?
        for index in 1..<(parts.count - 1) where parts[index].isEmpty {
            guard skipIndex == nil else { return false }
            skipIndex = index
        }
        var groups: [[UInt8]]
        if let skipIndex {
            var high = skipIndex
            var low = parts.count - skipIndex - 1
            if parts[0].isEmpty {
                high -= 1
                guard high == 0 else { return false }
            }
            if parts[parts.count - 1].isEmpty {
                low -= 1
                guard low == 0 else { return false }
            }
            guard 8 - (high + low) >= 1 else { return false }
            groups = Array(parts[..<high]) + Array(parts[(parts.count - low)...])
        } else {
            guard parts.count == 8, !parts[0].isEmpty, !parts[7].isEmpty else { return false }
            groups = parts
        }
        return groups.allSatisfy { group in
            (1...4).contains(group.count) && group.allSatisfy { ASCIIText.hexValue($0) != nil }
        }
    }
}
