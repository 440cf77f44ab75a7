/// `au.tfn`: Australia's tax file numbers, as `stdnum.au.tfn` validates them: eight or nine digits whose
/// weighted sum (1, 4, 3, 7, 5, 8, 6, 9, 10) is a multiple of 11. Written `123 456 782` (stdnum's
/// format) or compact.
public struct AUTFNFinder: IdentifierFinder {
    public static let family = "au.tfn"
    public static let summary = "Australian tax file numbers: eight or nine digits with a mod-11 check (123 456 782)"
    public static let contextWords = ["tfn", "tax file number"]
    public static let forms = IdentifierForms(
        "[0-9]{3} [0-9]{3} [0-9]{2,3}|[0-9]{8,9}", separators: " ")

    public init() {}

    public static func isValid(compact: [UInt8]) -> Bool {
        (compact.count == 8 || compact.count == 9) && compact.allSatisfy(ASCIIText.isDigit)
            && WeightedSum.of(compact, weights: [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 == 0
    }
}
