/// `be.nn`: Belgium's national register numbers, as `stdnum.be.nn` validates them: `YYMMDD`, three
/// digits, and two check digits, 97 less the nine digits modulo 97 (for a birth after 1999, of the nine
/// after a 2, which stdnum tries where that year is not after this one). The month is 0 to 12 (0 where
/// the date is unknown); a day that the month lacks is allowed, as stdnum allows it, and so is the
/// check alone for its three numbers of unknown birth (`000001`, `002001`, `004001`). Written compact or
/// `YY.MM.DD-XXX.CC`.
public struct BENNFinder: IdentifierFinder {
    public static let family = "be.nn"
    public static let summary =
        "Belgian national register numbers: a birth date, three digits and a mod-97 check (85.07.30-033.28)"
    public static let contextWords = ["rijksregisternummer", "numéro national", "national number"]
    public static let forms = IdentifierForms(
        "[0-9]{2}\\.[0-9]{2}\\.[0-9]{2}-[0-9]{3}\\.[0-9]{2}|[0-9]{11}", separators: ".-")

    public init() {}

    public static func isValid(compact: [UInt8]) -> Bool {
        guard compact.count == 11, compact.allSatisfy(ASCIIText.isDigit), ASCIIText.number(compact) > 0 else {
            return false
        }
        let (nine, check) = (ASCIIText.number(compact.prefix(9)), ASCIIText.number(compact.suffix(2)))
        // Born in the 1900s, or in the 2000s (the nine digits after a 2) where that year has come.
        let bornIn2000s = ASCIIText.number(compact.prefix(2)) + 2000 <= CalendarDate.today().year
        guard 97 - nine % 97 == check || (bornIn2000s && 97 - (2_000_000_000 + nine) % 97 == check) else {
            return false
        }
        // A month past 12 (a bis number's month plus 20 or 40) is refused; an unknown day is not.
        return ASCIIText.number(compact[2..<4]) <= 12
    }
}
