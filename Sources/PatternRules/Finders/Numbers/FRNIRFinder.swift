/// `fr.nir`: France's social security numbers (numéro d'inscription au répertoire), as `stdnum.fr.nir`
/// validates them: thirteen digits (the department 2A or 2B for Corsica, read as 19 and 18) and a key of
/// two digits, 97 less their remainder modulo 97. Written `2 95 10 99 126 111 93` (stdnum's format) or
/// compact, in capitals.
public struct FRNIRFinder: IdentifierFinder {
    public static let family = "fr.nir"
    public static let summary =
        "French social security numbers (NIR): thirteen digits or Corsica's 2A/2B, and a mod-97 key (2 95 10 99 126 111 93)"
    public static let contextWords = ["nir", "insee", "sécurité sociale"]
    public static let forms = IdentifierForms(
        "[0-9] [0-9]{2} [0-9]{2} (?:[0-9]{2}|2[AB]) [0-9]{3} [0-9]{3} [0-9]{2}|[0-9]{5}(?:[0-9]{2}|2[AB])[0-9]{8}",
        separators: " ")

    public init() {}

    public static func isValid(compact: [UInt8]) -> Bool {
        guard compact.count == 15, compact[0..<5].allSatisfy(ASCIIText.isDigit),
            compact[7...].allSatisfy(ASCIIText.isDigit)
        else { return false }
        var body = Array(compact[0..<13])
        switch (compact[5], compact[6]) {
        case (UInt8(ascii: "2"), UInt8(ascii: "A")): body.replaceSubrange(5..<7, with: "19".utf8)
        case (UInt8(ascii: "2"), UInt8(ascii: "B")): body.replaceSubrange(5..<7, with: "18".utf8)
        case let (first, second) where ASCIIText.isDigit(first) && ASCIIText.isDigit(second): break
        default: return false
        }
        let key = ASCIIText.number(compact[13..<15])
        return key == 97 - Mod97.remainder(of: body)
    }
}
