/// `fi.hetu`: Finland's personal identity codes (henkilötunnus), as `stdnum.fi.hetu` validates them:
/// a birth date that exists (`DDMMYY`), a century sign (`+` the 1800s; `-`, `Y`, `X`, `W`, `V`, `U` the
/// 1900s; `A` to `F` the 2000s), an individual number from 002 to 899 (900 and above are temporary,
/// which stdnum refuses unless asked) and a control character, the nine digits modulo 31. Written in
/// capitals, as `131052-308T`.
public struct FIHetuFinder: IdentifierFinder {
    public static let family = "fi.hetu"
    public static let summary =
        "Finnish personal identity codes: a birth date, a century sign, an individual number and a control character (131052-308T)"
    public static let contextWords = ["hetu", "henkilötunnus", "personal identity code"]
    public static let forms = IdentifierForms(
        "[0-3][0-9][01][0-9][0-9]{2}[-+ABCDEFYXWVU][0-9]{3}[0-9ABCDEFHJKLMNPRSTUVWXY]", separators: "")
    /// The control characters, by the nine digits' remainder modulo 31.
    private static let controls = Array("0123456789ABCDEFHJKLMNPRSTUVWXY".utf8)

    public init() {}

    public static func isValid(compact: [UInt8]) -> Bool {
        guard compact.count == 11 else { return false }
        let digits = compact[0..<6] + compact[7..<10]
        guard digits.allSatisfy(ASCIIText.isDigit) else { return false }
        let century: Int
        switch compact[6] {
        case UInt8(ascii: "+"): century = 1800
        case UInt8(ascii: "-"), UInt8(ascii: "Y"), UInt8(ascii: "X"), UInt8(ascii: "W"), UInt8(ascii: "V"),
            UInt8(ascii: "U"):
            century = 1900
        case UInt8(ascii: "A")...UInt8(ascii: "F"): century = 2000
        default: return false
        }
        let individual = ASCIIText.number(compact[7..<10])
        guard
            CalendarDate.exists(
                year: century + ASCIIText.number(compact[4..<6]), month: ASCIIText.number(compact[2..<4]),
                day: ASCIIText.number(compact[0..<2])),
            (2..<900).contains(individual)
        else { return false }
        return compact[10] == controls[ASCIIText.number(digits) % 31]
    }
}
