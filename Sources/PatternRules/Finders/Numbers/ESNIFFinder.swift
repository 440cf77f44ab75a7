/// `es.nif`: Spain's tax identification numbers, as `stdnum.es.nif` validates them: a person's DNI or
/// NIE (``ESDNIFinder``, ``ESNIEFinder``), a K, L or M followed by seven digits and the DNI's letter of
/// them, or a company's CIF (a letter of the organisation's kind, seven digits, and a check that is the
/// Luhn digit of the seven or the letter `JABCDEFGHI` names it by). Written in capitals, compact, with a
/// hyphen before the check (`B5812343-8`) or after the country code of a European VAT number
/// (`ESB58123438`).
public struct ESNIFFinder: IdentifierFinder {
    public static let family = "es.nif"
    public static let summary =
        "Spanish tax numbers: a DNI, an NIE, a K/L/M number or a company's CIF (B58123438), optionally after ES"
    public static let contextWords = ["nif", "cif"]
    public static let forms = IdentifierForms("(?:ES)?[0-9A-Z]-?[0-9]{7}-?[0-9A-Z]", separators: "-")
    private static let companyKinds = Array("ABCDEFGHJNPQRSUVW".utf8)

    public init() {}

    public static func isValid(compact: [UInt8]) -> Bool {
        let number =
            compact.count == 11 && compact.starts(with: Array("ES".utf8)) ? Array(compact.dropFirst(2)) : compact
        guard number.count == 9, number[1..<8].allSatisfy(ASCIIText.isDigit) else { return false }
        let lead = number[0]
        if ASCIIText.isDigit(lead) { return ESDNIFinder.isValid(compact: number) }
        if Array("XYZ".utf8).contains(lead) { return ESNIEFinder.isValid(compact: number) }
        if Array("KLM".utf8).contains(lead) { return number[8] == SpanishCheckLetter.letter(for: number[1..<8]) }
        guard companyKinds.contains(lead) else { return false }
        let check = Luhn.checkDigit(for: number[1..<8])
        return number[8] == UInt8(ascii: "0") + UInt8(check) || number[8] == Array("JABCDEFGHI".utf8)[check]
    }
}
