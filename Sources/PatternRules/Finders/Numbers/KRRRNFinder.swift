/// `kr.rrn`: South Korea's resident registration numbers, as `stdnum.kr.rrn` validates them: a birth
/// date that exists (`YYMMDD`, the century in the seventh digit: 1, 2, 5, 6 the 1900s; 3, 4, 7, 8 the
/// 2000s; 9 and 0 the 1800s), a place of birth up to 96, and a check digit (weights 2 to 9, then 2 to
/// 5). Written `971013-9019902` (stdnum's format) or compact.
public struct KRRRNFinder: IdentifierFinder {
    public static let family = "kr.rrn"
    public static let summary =
        "South Korean resident registration numbers: a birth date, a place of birth, a check digit (971013-9019902)"
    public static let contextWords = ["rrn", "resident registration", "주민등록번호"]
    public static let forms = IdentifierForms("[0-9]{6}-[0-9]{7}|[0-9]{13}", separators: "-")

    public init() {}

    public static func isValid(compact: [UInt8]) -> Bool {
        guard compact.count == 13, compact.allSatisfy(ASCIIText.isDigit) else { return false }
        let century: Int
        switch ASCIIText.digitValue(compact[6]) {
        case 1, 2, 5, 6: century = 1900
        case 3, 4, 7, 8: century = 2000
        default: century = 1800
        }
        guard
            CalendarDate.exists(
                year: century + ASCIIText.number(compact[0..<2]), month: ASCIIText.number(compact[2..<4]),
                day: ASCIIText.number(compact[4..<6])
            ),
            ASCIIText.number(compact[7..<9]) <= 96
        else { return false }
        let sum = WeightedSum.of(compact, weights: [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5])
        return ASCIIText.digitValue(compact[12]) == (11 - sum % 11) % 10
    }
}
