/// `in.pan`: India's permanent account numbers, as `stdnum.in_.pan` validates them: five capitals, four
/// digits not all zero, a capital; the fourth letter one of the holder types (A, B, C, F, G, H, J, K,
/// L, P, T). There is no check character. Written in capitals, `ABCPD1234E`.
public struct INPANFinder: IdentifierFinder {
    public static let family = "in.pan"
    public static let summary =
        "Indian permanent account numbers: five capitals (the fourth a holder type), four digits, a capital (ABCPD1234E)"
    public static let contextWords = ["pan", "permanent account number"]
    public static let forms = IdentifierForms("[A-Z]{3}[ABCFGHJKLPT][A-Z][0-9]{4}[A-Z]", separators: "")

    public init() {}

    public static func isValid(compact: [UInt8]) -> Bool {
        guard compact.count == 10, compact[0..<5].allSatisfy(ASCIIText.isUpper),
            compact[5..<9].allSatisfy(ASCIIText.isDigit), ASCIIText.isUpper(compact[9]),
            "ABCFGHJKLPT".utf8.contains(compact[3])
        else { return false }
        return !compact[5..<9].allSatisfy { $0 == UInt8(ascii: "0") }
    }
}
