/// `pl.pesel`: Poland's national identification numbers, as `stdnum.pl.pesel` validates them: eleven
/// digits, a check digit (weights 1, 3, 7, 9 repeated), and a birth date that exists (the month plus
/// 20 per century from 1800: 80 for the 1800s, 0 for the 1900s, 20 for the 2000s, ...). Written
/// compact.
public struct PLPESELFinder: IdentifierFinder {
    public static let family = "pl.pesel"
    public static let summary = "Polish PESEL numbers: eleven digits, a birth date that exists, a check digit"
    public static let contextWords = ["pesel"]
    public static let forms = IdentifierForms("[0-9]{11}", separators: "")

    public init() {}

    public static func isValid(compact: [UInt8]) -> Bool {
        guard compact.count == 11, compact.allSatisfy(ASCIIText.isDigit) else { return false }
        let weighted = WeightedSum.of(compact.prefix(10), weights: [1, 3, 7, 9, 1, 3, 7, 9, 1, 3])
        guard ASCIIText.digitValue(compact[10]) == (10 - weighted % 10) % 10 else { return false }
        let encodedMonth = ASCIIText.number(compact[2..<4])
        let century = [1900, 2000, 2100, 2200, 1800][encodedMonth / 20]
        return CalendarDate.exists(
            year: century + ASCIIText.number(compact[0..<2]), month: encodedMonth % 20,
            day: ASCIIText.number(compact[4..<6]))
    }
}
