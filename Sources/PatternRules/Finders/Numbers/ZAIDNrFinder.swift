/// `za.idnr`: South Africa's identity numbers, as `stdnum.za.idnr` validates them: a birth date
/// (`YYMMDD`, in the hundred years up to this year) that exists, four digits, a citizenship digit (0 a
/// citizen, 1 a permanent resident), one more digit and a Luhn digit. Written compact or
/// `YYMMDD SSSS CC Z`.
public struct ZAIDNrFinder: IdentifierFinder {
    public static let family = "za.idnr"
    public static let summary =
        "South African identity numbers: a birth date, four digits, a citizenship digit and a Luhn digit (7503305044089)"
    public static let contextWords = ["id number", "identity number"]
    public static let forms = IdentifierForms("[0-9]{6} [0-9]{4} [0-9]{2} [0-9]|[0-9]{13}", separators: " ")

    public init() {}

    public static func isValid(compact: [UInt8]) -> Bool {
        guard compact.count == 13, compact.allSatisfy(ASCIIText.isDigit) else { return false }
        let thisYear = CalendarDate.today().year
        var year = ASCIIText.number(compact.prefix(2)) + thisYear / 100 * 100
        if year > thisYear { year -= 100 }
        return CalendarDate.exists(
            year: year, month: ASCIIText.number(compact[2..<4]), day: ASCIIText.number(compact[4..<6]))
            && (compact[10] == UInt8(ascii: "0") || compact[10] == UInt8(ascii: "1")) && Luhn.isValid(compact)
    }
}
