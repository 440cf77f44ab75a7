/// `dk.cpr`: Denmark's personal identification numbers (CPR), as `stdnum.dk.cpr` validates them: a birth
/// date (`DDMMYY`) that exists and is not after today, its century told by the seventh digit and the
/// year, and three more digits. Numbers have had no check digit since 2007, so any such date is a valid
/// number (docs/PERSONAL-DATA.md gives the chance). Written `DDMMYY-SSSS` or compact.
public struct DKCPRFinder: IdentifierFinder {
    public static let family = "dk.cpr"
    public static let summary = "Danish CPR numbers: a birth date and four digits, with no check digit (211062-5629)"
    public static let contextWords = ["cpr", "personnummer"]
    public static let forms = IdentifierForms("[0-9]{6}-?[0-9]{4}", separators: "-")

    public init() {}

    public static func isValid(compact: [UInt8]) -> Bool {
        guard compact.count == 10, compact.allSatisfy(ASCIIText.isDigit) else { return false }
        let year = ASCIIText.number(compact[4..<6])
        let century: Int
        switch compact[6] {
        case UInt8(ascii: "5")...UInt8(ascii: "8") where year >= 58: century = 1800
        case UInt8(ascii: "0")...UInt8(ascii: "3"): century = 1900
        // A `where` binds to the one pattern before it, so each of the two has its own.
        case UInt8(ascii: "4") where year >= 37, UInt8(ascii: "9") where year >= 37: century = 1900
        default: century = 2000
        }
        let (month, day) = (ASCIIText.number(compact[2..<4]), ASCIIText.number(compact[0..<2]))
        return CalendarDate.exists(year: century + year, month: month, day: day)
            && !CalendarDate.isAfterToday(year: century + year, month: month, day: day)
    }
}
