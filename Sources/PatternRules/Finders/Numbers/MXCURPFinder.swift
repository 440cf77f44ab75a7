/// `mx.curp`: Mexico's unique population registry codes (CURP), as `stdnum.mx.curp` validates them: four
/// letters of the name (not one of the words RENAPO's rules replace), a birth date that exists (`YYMMDD`,
/// the 1900s where the seventeenth character is a digit, the 2000s where it is a letter), `H` or `M`,
/// the state of birth's code (or `NE`, born abroad), three consonants, that character, and a check digit
/// (each character's place in `0-9A-N&O-Z` weighted 18 down to 2, mod 10). Written compact in capitals:
/// `BOXW310820HNERXN09`.
public struct MXCURPFinder: IdentifierFinder {
    public static let family = "mx.curp"
    public static let summary =
        "Mexican CURP codes: name letters, a birth date, sex, state, consonants and a check digit (BOXW310820HNERXN09)"
    public static let contextWords = ["curp"]
    public static let forms = IdentifierForms("[A-Z]{4}[0-9]{6}[A-Z]{6}[0-9A-Z][0-9]", separators: "")
    private static let checkAlphabet = Array("0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ".utf8)
    /// The state codes, `NE` for a birth abroad.
    private static let states: Set<String> = Set(
        """
        AS BC BS CC CH CL CM CS DF DG GR GT HG JC MC MN MS NE NL NT OC PL QR QT SL SP SR TC TL TS VZ YN ZS
        """.split(separator: " ").map(String.init))
    /// The four-letter words a CURP never begins with: RENAPO's rules write an `X` in their second place.
    private static let replacedWords: Set<String> = Set(
        """
        BACA BAKA BUEI BUEY CACA CACO CAGA CAGO CAKA CAKO COGE COGI COJA COJE COJI COJO COLA CULO FALO FETO
        GETA GUEI GUEY JETA JOTO KACA KACO KAGA KAGO KAKA KAKO KOGE KOGI KOJA KOJE KOJI KOJO KOLA KULO LILO
        LOCA LOCO LOKA LOKO MAME MAMO MEAR MEAS MEON MIAR MION MOCO MOKO MULA MULO NACA NACO PEDA PEDO PENE
        PIPI PITO POPO PUTA PUTO QULO RATA ROBA ROBE ROBO RUIN SENO TETA VACA VAGA VAGO VAKA VUEI VUEY WUEI
        WUEY
        """.split(whereSeparator: \.isWhitespace).map(String.init))

    public init() {}

    public static func isValid(compact code: [UInt8]) -> Bool {
        guard code.count == 18, code[0..<4].allSatisfy(ASCIIText.isUpper), code[4..<10].allSatisfy(ASCIIText.isDigit),
            code[10..<16].allSatisfy(ASCIIText.isUpper), ASCIIText.isUpper(code[16]) || ASCIIText.isDigit(code[16]),
            ASCIIText.isDigit(code[17]),
            !replacedWords.contains(String(decoding: code[0..<4], as: UTF8.self))
        else { return false }
        let year = ASCIIText.number(code[4..<6]) + (ASCIIText.isDigit(code[16]) ? 1900 : 2000)
        guard
            CalendarDate.exists(
                year: year, month: ASCIIText.number(code[6..<8]), day: ASCIIText.number(code[8..<10])),
            code[10] == UInt8(ascii: "H") || code[10] == UInt8(ascii: "M"),
            states.contains(String(decoding: code[11..<13], as: UTF8.self))
        else { return false }
        var sum = 0
        for (place, character) in code.prefix(17).enumerated() {
            guard let value = checkAlphabet.firstIndex(of: character) else { return false }
            sum += value * (18 - place)
        }
        return ASCIIText.digitValue(code[17]) == (10 - sum % 10) % 10
    }
}
