/// `de.idnr`: Germany's tax identification numbers (Steuerliche Identifikationsnummer), as
/// `stdnum.de.idnr` validates them: eleven digits, not from 0, in whose first ten exactly one digit
/// appears two or three times and every other at most once, the last an ISO 7064 MOD 11,10 check digit.
/// Written `36 574 261 809` (stdnum's format) or compact.
public struct DEIdNrFinder: IdentifierFinder {
    public static let family = "de.idnr"
    public static let summary =
        "German tax identification numbers: eleven digits, one repeated digit, an ISO 7064 check (36 574 261 809)"
    public static let contextWords = ["idnr", "steuer-id", "steueridentifikationsnummer", "tax id"]
    public static let forms = IdentifierForms("[1-9][0-9] [0-9]{3} [0-9]{3} [0-9]{3}|[1-9][0-9]{10}", separators: " ")

    public init() {}

    public static func isValid(compact: [UInt8]) -> Bool {
        guard compact.count == 11, compact.allSatisfy(ASCIIText.isDigit), compact[0] != UInt8(ascii: "0") else {
            return false
        }
        var counts = [Int](repeating: 0, count: 10)
        for byte in compact.prefix(10) { counts[ASCIIText.digitValue(byte)] += 1 }
        let repeated = counts.filter { $0 > 1 }
        return repeated.count == 1 && (2...3).contains(repeated[0]) && ISO7064.passesMod11Radix10(compact)
    }
}
