/// `ch.ssn`: Switzerland's social security numbers (AHV-Nr./No AVS), as `stdnum.ch.ssn` validates them:
/// thirteen digits from 756 (the country's EAN prefix) with an EAN-13 check digit. Written
/// `756.9217.0769.85` (stdnum's format) or compact.
public struct CHSSNFinder: IdentifierFinder {
    public static let family = "ch.ssn"
    public static let summary =
        "Swiss social security numbers: thirteen digits from 756 with an EAN-13 check digit (756.9217.0769.85)"
    public static let contextWords = ["ahv", "avs", "sozialversicherungsnummer"]
    public static let forms = IdentifierForms(#"756\.[0-9]{4}\.[0-9]{4}\.[0-9]{2}|756[0-9]{10}"#, separators: ".")

    public init() {}

    public static func isValid(compact: [UInt8]) -> Bool {
        guard compact.count == 13, compact.allSatisfy(ASCIIText.isDigit), compact.starts(with: "756".utf8) else {
            return false
        }
        // EAN: from the right, before the check digit, weights 3 and 1 in turn.
        let sum = WeightedSum.of(compact.dropLast().reversed(), weights: [3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1])
        return ASCIIText.digitValue(compact[12]) == (10 - sum % 10) % 10
    }
}
