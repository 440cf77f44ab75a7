/// `tr.tckimlik`: Turkey's personal identification numbers (T.C. Kimlik No.), as `stdnum.tr.tckimlik`
/// validates them: eleven digits, the first not 0, whose last two are check digits (the first from the
/// odd and even places weighted 3 and 1, the second from the first nine digits and the first check).
/// Written compact, as stdnum reads it.
public struct TRTCKimlikFinder: IdentifierFinder {
    public static let family = "tr.tckimlik"
    public static let summary =
        "Turkish identification numbers (T.C. Kimlik): eleven digits, not from 0, two check digits"
    public static let contextWords = ["tc kimlik", "kimlik", "tckn"]
    public static let forms = IdentifierForms("[1-9][0-9]{10}", separators: "")

    public init() {}

    public static func isValid(compact: [UInt8]) -> Bool {
        guard compact.count == 11, compact.allSatisfy(ASCIIText.isDigit), compact[0] != UInt8(ascii: "0") else {
            return false
        }
        let body = compact.prefix(9)
        let weighted = WeightedSum.of(body, weights: [3, 1, 3, 1, 3, 1, 3, 1, 3])
        let first = (10 - weighted % 10) % 10
        let second = (first + WeightedSum.of(body, weights: repeatElement(1, count: 9))) % 10
        return ASCIIText.digitValue(compact[9]) == first && ASCIIText.digitValue(compact[10]) == second
    }
}
