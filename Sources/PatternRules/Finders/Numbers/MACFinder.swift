/// `mac`: MAC addresses (EUI-48), as `stdnum.mac` validates them: six groups of two hexadecimal digits
/// in either case, split by `:` or by `-` throughout (`d0:50:99:84:a2:a0`, `D0-50-99-84-A2-A0`). A
/// universally administered address (the second bit of its first byte clear) is valid only in a block
/// the IEEE has assigned to a manufacturer (from python-stdnum's copy of the registries); a
/// locally administered one is valid whatever its digits. Groups of one digit (`0:1b:63:84:45:e6`),
/// which stdnum pads, and Cisco's dotted `d050.9984.a2a0`, which stdnum refuses, are not looked for.
public struct MACFinder: IdentifierFinder {
    public static let family = "mac"
    public static let summary =
        "MAC addresses: six hexadecimal pairs, in an assigned block or locally administered (d0:50:99:84:a2:a0)"
    public static let contextWords = ["mac", "ethernet", "hwaddr", "ether", "hardware address", "bssid"]
    public static let forms = IdentifierForms(
        "[0-9A-Fa-f]{2}(?::[0-9A-Fa-f]{2}){5}|[0-9A-Fa-f]{2}(?:-[0-9A-Fa-f]{2}){5}", separators: ":-",
        hexadecimal: true)

    public init() {}

    public static func isValid(compact: [UInt8]) -> Bool {
        guard compact.count == 12 else { return false }
        var value: UInt64 = 0
        for byte in compact {
            guard let digit = ASCIIText.hexValue(byte) else { return false }
            value = value << 4 | UInt64(digit)
        }
        let locallyAdministered = value >> 40 & 0b10 != 0
        return locallyAdministered || AssignedBlocks.contains(value)
    }

    /// stdnum's compact form: lower case, the pairs split by `:`.
    public static func canonical(compact: [UInt8]) -> String {
        let lower = compact.map { ASCIIText.isUpper($0) ? $0 + 0x20 : $0 }
        return stride(from: 0, to: 12, by: 2).map { String(decoding: lower[$0..<$0 + 2], as: UTF8.self) }
            .joined(separator: ":")
    }

    /// ``MACOUITable`` read once: the named 24-bit blocks as sorted runs, and the sub-blocks of the
    /// unnamed ones.
    private enum AssignedBlocks {
        /// The runs of named 24-bit blocks, first and last, in order.
        static let runs: [(first: UInt32, last: UInt32)] = MACOUITable.namedBlocks.split(separator: ",").map { run in
            let ends = run.split(separator: "-")
            return (UInt32(ends[0], radix: 16)!, UInt32(ends[ends.count - 1], radix: 16)!)
        }
        /// Per unnamed 24-bit block, its named sub-blocks: the digits after the block's six, as text.
        static let subBlocks: [UInt32: [Substring]] = Dictionary(
            uniqueKeysWithValues: MACOUITable.subBlocks.split(separator: ";").map { entry in
                let parts = entry.split(separator: ":")
                return (UInt32(parts[0], radix: 16)!, parts[1].split(separator: ","))
            })

        /// Whether the 48-bit address `value` is in a named block or sub-block.
        static func contains(_ value: UInt64) -> Bool {
            let block = UInt32(value >> 24)
            // The first run that ends at or after the block, found by halving.
            var (low, high) = (0, runs.count)
            while low < high {
                let middle = (low + high) / 2
                if runs[middle].last < block { low = middle + 1 } else { high = middle }
            }
            if low < runs.count, runs[low].first <= block { return true }
            guard let subs = subBlocks[block] else { return false }
            let rest = String(value & 0xFF_FFFF, radix: 16, uppercase: true)
            let padded = String(repeating: "0", count: 6 - rest.count) + rest
            return subs.contains { padded.hasPrefix($0) }
        }
    }
}
