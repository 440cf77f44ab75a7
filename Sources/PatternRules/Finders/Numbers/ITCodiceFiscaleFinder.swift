/// `it.codicefiscale`: Italy's fiscal codes, as `stdnum.it.codicefiscale` validates them: a person's
/// sixteen characters (three letters of the surname, three of the name, the birth year, a month letter,
/// the day, plus 40 for women, a place code and a check letter; digits of the year, day and place may be
/// swapped for the letters `LMNPQRSTUV` where two people would clash) with a birth date that exists, or
/// a company's eleven-digit VAT number (`stdnum.it.iva`: a province code and a Luhn digit), which stdnum
/// accepts too. Written compact, in capitals: `RCCMNL83S18D969H`.
public struct ITCodiceFiscaleFinder: IdentifierFinder {
    public static let family = "it.codicefiscale"
    public static let summary =
        "Italian fiscal codes: a person's sixteen characters with a birth date and a check letter (RCCMNL83S18D969H), or a company's eleven digits"
    public static let contextWords = ["codice fiscale", "partita iva"]
    public static let forms = IdentifierForms(
        "[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]|[0-9]{11}",
        separators: "")
    /// What a character of the date or place is worth: a digit, or the letter standing for it.
    private static let swappedDigits = Array("LMNPQRSTUV".utf8)
    /// The month letters, January first.
    private static let months = Array("ABCDEHLMPRST".utf8)
    /// What a digit or letter in an odd place (the first, third, ...) adds to the check: digits as the
    /// letters A to J.
    private static let oddPlaceValues = [
        1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23,
    ]

    public init() {}

    public static func isValid(compact: [UInt8]) -> Bool {
        switch compact.count {
        case 11: isValidVATNumber(compact)
        case 16: isValidPersonalCode(compact)
        default: false
        }
    }

    private static func isValidPersonalCode(_ code: [UInt8]) -> Bool {
        guard code[0..<6].allSatisfy(ASCIIText.isUpper), ASCIIText.isUpper(code[11]), ASCIIText.isUpper(code[15]),
            let month = months.firstIndex(of: code[8])
        else { return false }
        var dateDigits: [Int] = []
        for place in [6, 7, 9, 10, 12, 13, 14] {
            guard let digit = digit(code[place]) else { return false }
            dateDigits.append(digit)
        }
        var sum = 0
        for (place, character) in code.prefix(15).enumerated() {
            let index =
                ASCIIText.isDigit(character) ? ASCIIText.digitValue(character) : Int(character - UInt8(ascii: "A"))
            sum += place % 2 == 0 ? oddPlaceValues[index] : index
        }
        guard code[15] == UInt8(ascii: "A") + UInt8(sum % 26) else { return false }
        // The year in the hundred years from 1920, as stdnum's default `minyear`.
        var year = 1900 + dateDigits[0] * 10 + dateDigits[1]
        if year < 1920 { year += 100 }
        return CalendarDate.exists(year: year, month: month + 1, day: (dateDigits[2] * 10 + dateDigits[3]) % 40)
    }

    private static func digit(_ character: UInt8) -> Int? {
        ASCIIText.isDigit(character) ? ASCIIText.digitValue(character) : swappedDigits.firstIndex(of: character)
    }

    private static func isValidVATNumber(_ number: [UInt8]) -> Bool {
        guard number.allSatisfy(ASCIIText.isDigit), ASCIIText.number(number[0..<7]) != 0 else { return false }
        let province = ASCIIText.number(number[7..<10])
        return ((1...100).contains(province) || [120, 121, 888, 999].contains(province)) && Luhn.isValid(number)
    }
}
