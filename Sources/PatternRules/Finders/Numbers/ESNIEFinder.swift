/// `es.nie`: Spain's foreigner identity numbers (Número de Identidad de Extranjero), as `stdnum.es.nie`
/// validates them: X, Y or Z (read as 0, 1, 2), seven digits, and the DNI's letter of the eight.
/// Written in capitals, `X2482300W`, or with hyphens, `X-2482300-W`.
public struct ESNIEFinder: IdentifierFinder {
    public static let family = "es.nie"
    public static let summary = "Spanish NIE numbers: X, Y or Z, seven digits and the mod-23 letter (X2482300W)"
    public static let contextWords = ["nie"]
    public static let forms = IdentifierForms("[XYZ]-?[0-9]{7}-?[A-Z]", separators: "-")

    public init() {}

    public static func isValid(compact: [UInt8]) -> Bool {
        guard compact.count == 9, let lead = Array("XYZ".utf8).firstIndex(of: compact[0]),
            compact[1..<8].allSatisfy(ASCIIText.isDigit)
        else { return false }
        return compact[8] == SpanishCheckLetter.letter(for: [UInt8(ascii: "0") + UInt8(lead)] + compact[1..<8])
    }
}
