/// `se.personnummer`: Sweden's personal identity numbers, as `stdnum.se.personnummer` validates them: a
/// birth date (`YYMMDD`, or `YYYYMMDD`), a sign (`-`, or `+` from the year a person turns 100), three
/// digits and a Luhn digit over the last ten. With a two-digit year the century is the latest that does
/// not put the birth year after this year (one more back for `+`), and the date must exist. Written
/// `YYMMDD-NNNN`, `YYYYMMDD-NNNN`, or without the sign (which then reads as `-`).
public struct SEPersonnummerFinder: IdentifierFinder {
    public static let family = "se.personnummer"
    public static let summary =
        "Swedish personal identity numbers: a birth date, a sign, three digits and a Luhn digit (811228-9874)"
    public static let contextWords = ["personnummer"]
    public static let forms = IdentifierForms("[0-9]{6}(?:[0-9]{2})?[-+]?[0-9]{4}", separators: "")

    public init() {}

    public static func isValid(compact: [UInt8]) -> Bool {
        var number = compact
        // As stdnum's compact: ten or twelve digits read with a `-` before the last four.
        if number.count == 10 || number.count == 12, ASCIIText.isDigit(number[number.count - 5]) {
            number.insert(UInt8(ascii: "-"), at: number.count - 4)
        }
        guard number.count == 11 || number.count == 13 else { return false }
        let sign = number[number.count - 5]
        let digits = number[..<(number.count - 5)] + number[(number.count - 4)...]
        guard sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+"), digits.allSatisfy(ASCIIText.isDigit) else {
            return false
        }
        let date = digits.prefix(digits.count - 4)
        var year: Int
        if date.count == 8 {
            year = ASCIIText.number(date.prefix(4))
        } else {
            let thisYear = CalendarDate.today().year
            var century = thisYear / 100
            let twoDigits = ASCIIText.number(date.prefix(2))
            if twoDigits > thisYear % 100 { century -= 1 }
            if sign == UInt8(ascii: "+") { century -= 1 }
            year = century * 100 + twoDigits
        }
        let monthAndDay = date.suffix(4)
        return CalendarDate.exists(
            year: year, month: ASCIIText.number(monthAndDay.prefix(2)), day: ASCIIText.number(monthAndDay.suffix(2)))
            && Luhn.isValid(digits.suffix(10))
    }
}
