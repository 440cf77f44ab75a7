/// `us.itin`: US individual taxpayer identification numbers, as `stdnum.us.itin` validates them: nine
/// digits, the area from 9, the group 70 to 99 but for 89 and 93. There is no check digit. Written
/// `912-71-1234` (stdnum's format) or compact.
public struct USITINFinder: IdentifierFinder {
    public static let family = "us.itin"
    public static let summary =
        "US individual taxpayer numbers: nine digits from 9, the group 70-99 but 89 and 93; no check digit (912-71-1234)"
    public static let contextWords = ["itin", "taxpayer identification"]
    public static let forms = IdentifierForms("9[0-9]{2}-[0-9]{2}-[0-9]{4}|9[0-9]{8}", separators: "-")

    public init() {}

    public static func isValid(compact: [UInt8]) -> Bool {
        guard compact.count == 9, compact.allSatisfy(ASCIIText.isDigit), compact[0] == UInt8(ascii: "9") else {
            return false
        }
        let group = ASCIIText.number(compact[3..<5])
        return (70...99).contains(group) && group != 89 && group != 93
    }
}
