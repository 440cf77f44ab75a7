/// `es.dni`: Spain's national identity numbers (Documento Nacional de Identidad), as `stdnum.es.dni`
/// validates them: eight digits and the letter of their remainder modulo 23. Written in capitals,
/// `12345678Z` or `12345678-Z`.
public struct ESDNIFinder: IdentifierFinder {
    public static let family = "es.dni"
    public static let summary = "Spanish DNI numbers: eight digits and their mod-23 letter (12345678Z)"
    public static let contextWords = ["dni"]
    public static let forms = IdentifierForms("[0-9]{8}-?[A-Z]", separators: "-")

    public init() {}

    public static func isValid(compact: [UInt8]) -> Bool {
        compact.count == 9 && compact.prefix(8).allSatisfy(ASCIIText.isDigit)
            && compact[8] == SpanishCheckLetter.letter(for: compact.prefix(8))
    }
}
