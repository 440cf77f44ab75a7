/// Base58 as Bitcoin writes bytes (no `0`, `O`, `I` or `l`), decoded as `stdnum.bitcoin.b58decode` does.
enum Base58 {
    static let alphabet = Array("123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz".utf8)

    /// The bytes `text` (ASCII) stands for: one zero byte per leading `1`, then the number the rest
    /// writes in base 58, big-endian (one byte at least); `nil` for a character outside the alphabet.
    static func decode(_ text: [UInt8]) -> [UInt8]? {
        var bytes: [UInt8] = []  // big-endian, most significant first
        for character in text {
            guard let digit = alphabet.firstIndex(of: character) else { return nil }
            var carry = digit
            for index in bytes.indices.reversed() {
                carry += Int(bytes[index]) * 58
                bytes[index] = UInt8(carry & 0xFF)
                carry >>= 8
            }
            while carry > 0 {
                bytes.insert(UInt8(carry & 0xFF), at: 0)
                carry >>= 8
            }
        }
        let leadingOnes = text.prefix { $0 == UInt8(ascii: "1") }.count
        // The number's bytes with no leading zero, and one byte for zero, as stdnum packs it.
        let number = Array(bytes.drop { $0 == 0 })
        return [UInt8](repeating: 0, count: leadingOnes) + (number.isEmpty ? [0] : number)
    }
}
