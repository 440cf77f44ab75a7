/// `pt.nif`: Portugal's tax numbers (Número de Identificação Fiscal), as `stdnum.pt.nif` validates
/// them: nine digits, the first not 0, the last a mod-11 check digit (weights 9 down to 2). Written
/// compact or in groups of three with spaces.
public struct PTNIFFinder: IdentifierFinder {
    public static let family = "pt.nif"
    public static let summary =
        "Portuguese tax numbers (NIF): nine digits, not from 0, a mod-11 check digit (501 964 843)"
    public static let contextWords = ["nif", "contribuinte"]
    public static let forms = IdentifierForms("[1-9][0-9]{2} [0-9]{3} [0-9]{3}|[1-9][0-9]{8}", separators: " ")

    public init() {}

    public static func isValid(compact: [UInt8]) -> Bool {
        guard compact.count == 9, compact.allSatisfy(ASCIIText.isDigit), compact[0] != UInt8(ascii: "0") else {
            return false
        }
        let sum = WeightedSum.of(compact, weights: stride(from: 9, through: 2, by: -1))
        return ASCIIText.digitValue(compact[8]) == (11 - sum % 11) % 11 % 10
    }
}
