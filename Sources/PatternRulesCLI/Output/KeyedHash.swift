import PatternRulesSupport

/// HMAC-SHA-256 (RFC 2104 over FIPS 180-4's SHA-256) with one key: what `find --redact-with '{hash}'`
/// writes in place of a value, so that two files redacted with the same key still join on it while
/// nobody without the key can test a guess (an unkeyed hash of a nine-digit number is undone by hashing
/// all of them). SHA-256 is ``SHA256`` (PatternRulesSupport).
struct KeyedHash: Sendable, Equatable {
    /// The key, padded to a block and masked for the inner and outer hashes.
    private let innerKey: [UInt8]
    private let outerKey: [UInt8]

    init(key: [UInt8]) {
        var block = key.count > SHA256.blockBytes ? SHA256.digest(key) : key
        block += [UInt8](repeating: 0, count: SHA256.blockBytes - block.count)
        innerKey = block.map { $0 ^ 0x36 }
        outerKey = block.map { $0 ^ 0x5C }
    }

    /// The 32 bytes of HMAC-SHA-256 of `message`.
    func authenticationCode(of message: some Collection<UInt8>) -> [UInt8] {
        SHA256.digest(outerKey + SHA256.digest(innerKey + message))
    }

    /// The first `bytes` bytes of ``authenticationCode(of:)`` in lowercase hexadecimal, as Python's
    /// `hmac.new(key, message, hashlib.sha256).hexdigest()[:2 * bytes]` writes them.
    func hexadecimal(of message: some Collection<UInt8>, bytes: Int) -> String {
        let digits = Array("0123456789abcdef".utf8)
        let code = authenticationCode(of: message).prefix(bytes)
        return String(decoding: code.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0x0F)]] }, as: UTF8.self)
    }
}
