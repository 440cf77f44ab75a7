/// `au.abn`: Australian business numbers, as `stdnum.au.abn` validates them: eleven digits whose first
/// two are 11 plus a weighted sum of the other nine modulo 89. Written `51 824 753 556` (stdnum's
/// format) or compact.
public struct AUABNFinder: IdentifierFinder {
    public static let family = "au.abn"
    public static let summary =
        "Australian business numbers: eleven digits, a mod-89 check in the first two (51 824 753 556)"
    public static let contextWords = ["abn", "business number"]
    public static let forms = IdentifierForms("[0-9]{2} [0-9]{3} [0-9]{3} [0-9]{3}|[0-9]{11}", separators: " ")

    public init() {}

    public static func isValid(compact: [UInt8]) -> Bool {
        guard compact.count == 11, compact.allSatisfy(ASCIIText.isDigit) else { return false }
        let sum = -WeightedSum.of(compact.dropFirst(2), weights: [3, 5, 7, 9, 11, 13, 15, 17, 19])
        let check = 11 + ((sum - 1) % 89 + 89) % 89
        return ASCIIText.number(compact.prefix(2)) == check
    }
}
