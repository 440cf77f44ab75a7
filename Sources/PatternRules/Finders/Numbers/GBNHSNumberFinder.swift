/// `gb.nhs`: the UK's NHS numbers, as `stdnum.gb.nhs` validates them: ten digits whose weighted sum
/// (10 down to 1 from the left) is a multiple of 11. Written `943 476 5919` (stdnum's format), with
/// hyphens, or compact.
public struct GBNHSNumberFinder: IdentifierFinder {
    public static let family = "gb.nhs"
    public static let summary = "UK NHS numbers: ten digits with a mod-11 check digit (943 476 5919)"
    public static let contextWords = ["nhs", "health service"]
    public static let forms = IdentifierForms(
        "[0-9]{3} [0-9]{3} [0-9]{4}|[0-9]{3}-[0-9]{3}-[0-9]{4}|[0-9]{10}", separators: " -")

    public init() {}

    public static func isValid(compact: [UInt8]) -> Bool {
        compact.count == 10 && compact.allSatisfy(ASCIIText.isDigit)
            && WeightedSum.of(compact, weights: stride(from: 10, through: 1, by: -1)) % 11 == 0
    }
}
