/// `nl.bsn`: the Netherlands' citizen service numbers (burgerservicenummer), as `stdnum.nl.bsn`
/// validates them: nine digits, not all zero, passing the eleven test (weights 9 down to 2, and -1 for
/// the last digit). Written `1112.22.333` (stdnum's format) or compact; stdnum also takes fewer digits,
/// zero-filled, which text does not write.
public struct NLBSNFinder: IdentifierFinder {
    public static let family = "nl.bsn"
    public static let summary = "Dutch citizen service numbers (BSN): nine digits passing the eleven test (1112.22.333)"
    public static let contextWords = ["bsn", "burgerservicenummer", "sofinummer"]
    public static let forms = IdentifierForms(#"[0-9]{4}\.[0-9]{2}\.[0-9]{3}|[0-9]{9}"#, separators: ".")

    public init() {}

    public static func isValid(compact: [UInt8]) -> Bool {
        guard compact.count == 9, compact.allSatisfy(ASCIIText.isDigit),
            compact.contains(where: { $0 != UInt8(ascii: "0") })
        else { return false }
        let sum = WeightedSum.of(compact, weights: [9, 8, 7, 6, 5, 4, 3, 2, -1])
        return sum % 11 == 0
    }
}
