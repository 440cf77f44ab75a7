import PatternRulesSupport

/// `bitcoin`: Bitcoin addresses, as `stdnum.bitcoin` validates them: a legacy address (`1` or `3`, base58
/// of 25 bytes whose last four are the first four of the double SHA-256 of the rest), or a segregated
/// witness address (`bc1`, bech32 with its checksum, a witness version up to 16 and a program of 2 to 40
/// bytes, 20 or 32 for version 0). stdnum checks bech32's checksum, not bech32m's, so it refuses taproot
/// (`bc1p`) addresses, and so does this. Written as one word, a bech32 address in lower or upper case.
public struct BitcoinFinder: IdentifierFinder {
    public static let family = "bitcoin"
    public static let summary =
        "Bitcoin addresses: base58check (1..., 3...) or bech32 (bc1...) with their checksums"
    public static let contextWords = ["bitcoin", "btc"]
    public static let forms = IdentifierForms(
        "[13][1-9A-HJ-NP-Za-km-z]{25,34}|bc1[02-9ac-hj-np-z]{8,87}|BC1[02-9AC-HJ-NP-Z]{8,87}", separators: "")

    public init() {}

    public static func isValid(compact: [UInt8]) -> Bool {
        guard let first = compact.first else { return false }
        if first == UInt8(ascii: "1") || first == UInt8(ascii: "3") {
            guard let address = Base58.decode(compact), address.count == 25 else { return false }
            return Array(SHA256.digest(SHA256.digest(address.prefix(21))).prefix(4)) == Array(address.suffix(4))
        }
        let lowered = compact.map { ASCIIText.isUpper($0) ? $0 + 32 : $0 }
        guard lowered.starts(with: Array("bc1".utf8)) else { return false }
        return Bech32.isValidSegWitAddress(lowered)
    }
}
