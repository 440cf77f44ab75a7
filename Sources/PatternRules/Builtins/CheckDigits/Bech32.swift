/// Bech32 (BIP 173) as `stdnum.bitcoin` checks a segregated witness address: the checksum over the
/// human-readable part `bc` and the data, the witness version, and the program's length.
enum Bech32 {
    static let alphabet = Array("qpzry9x8gf2tvdw0s3jn54khce6mua7l".utf8)
    private static let generator: [UInt32] = [0x3b6a_57b2, 0x2650_8e6d, 0x1ea1_19fa, 0x3d42_33dd, 0x2a14_62b3]

    /// Whether `address` (ASCII, lower case, starting `bc1`) is one stdnum accepts.
    static func isValidSegWitAddress(_ address: [UInt8]) -> Bool {
        guard (11...90).contains(address.count) else { return false }
        var data: [UInt8] = []
        for character in address.dropFirst(3) {
            guard let value = alphabet.firstIndex(of: character) else { return false }
            data.append(UInt8(value))
        }
        // The human-readable part `bc`, expanded: each character's high bits, a zero, its low bits.
        let expanded: [UInt8] = [3, 3, 0, 2, 3]
        guard checksum(expanded + data) == 1, let version = data.first, version <= 16,
            let program = regrouped(data.dropFirst().dropLast(6)), (2...40).contains(program.count)
        else { return false }
        return version != 0 || program.count == 20 || program.count == 32
    }

    private static func checksum(_ values: [UInt8]) -> UInt32 {
        var check: UInt32 = 1
        for value in values {
            let top = check >> 25
            check = (check & 0x1ff_ffff) << 5 | UInt32(value)
            for (bit, constant) in generator.enumerated() where top >> bit & 1 == 1 { check ^= constant }
        }
        return check
    }

    /// Five-bit groups as bytes, `nil` where more than four bits are left over or the leftover bits are
    /// not zero (stdnum's `b32decode`).
    private static func regrouped(_ groups: ArraySlice<UInt8>) -> [UInt8]? {
        var (accumulator, bits) = (0, 0)
        var bytes: [UInt8] = []
        for group in groups {
            accumulator = (accumulator << 5 | Int(group)) & 0xFFF
            bits += 5
            if bits >= 8 {
                bits -= 8
                bytes.append(UInt8(accumulator >> bits & 0xFF))
            }
        }
        guard bits < 5, accumulator & ((1 << bits) - 1) == 0 else { return nil }
        return bytes
    }
}
