/// `no.fodselsnummer`: Norway's national identity numbers, as `stdnum.no.fodselsnummer` validates them:
/// a birth date (`DDMMYY`, the day plus 40 for a D-number, the month plus 40 for an H-number), three
/// individual digits that also say the century, and two check digits (mod 11); the date must exist and
/// not be after today, and an FH-number (day 80 or more) is refused. Written compact or `DDMMYY IIIKK`.
public struct NOFodselsnummerFinder: IdentifierFinder {
    public static let family = "no.fodselsnummer"
    public static let summary =
        "Norwegian national identity numbers: a birth date, individual digits and two check digits (151086 95088)"
    public static let contextWords = ["fødselsnummer", "fodselsnummer", "personnummer"]
    public static let forms = IdentifierForms("[0-9]{6} ?[0-9]{5}", separators: " ")

    public init() {}

    public static func isValid(compact: [UInt8]) -> Bool {
        guard compact.count == 11, compact.allSatisfy(ASCIIText.isDigit) else { return false }
        let first = (11 - WeightedSum.of(compact.prefix(9), weights: [3, 7, 6, 1, 8, 9, 4, 5, 2]) % 11) % 11
        let second = (11 - WeightedSum.of(compact.prefix(10), weights: [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11) % 11
        // A check of 10 cannot be written in one digit: no number has it.
        guard first < 10, second < 10, ASCIIText.digitValue(compact[9]) == first,
            ASCIIText.digitValue(compact[10]) == second
        else { return false }
        var (day, month) = (ASCIIText.number(compact[0..<2]), ASCIIText.number(compact[2..<4]))
        let (year, individual) = (ASCIIText.number(compact[4..<6]), ASCIIText.number(compact[6..<9]))
        guard day < 80 else { return false }
        if day > 40 { day -= 40 }
        if month > 40 { month -= 40 }
        let century: Int
        if individual < 500 {
            century = 1900
        } else if individual < 750, year >= 54 {
            century = 1800
        } else if year < 40 {
            century = 2000
        } else if individual >= 900 {
            century = 1900
        } else {
            return false
        }
        return CalendarDate.exists(year: century + year, month: month, day: day)
            && !CalendarDate.isAfterToday(year: century + year, month: month, day: day)
    }
}
