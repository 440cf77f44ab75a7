/// `br.cpf`: Brazil's individual taxpayer numbers (Cadastro de Pessoas Físicas), as `stdnum.br.cpf`
/// validates them: eleven digits, not all zero, whose last two are mod-11 check digits (weights 10
/// down to 2 for the first, 11 down to 2 for the second). Written `390.533.447-05` (stdnum's format)
/// or compact.
public struct BRCPFFinder: IdentifierFinder {
    public static let family = "br.cpf"
    public static let summary = "Brazilian CPF numbers: eleven digits, two mod-11 check digits (390.533.447-05)"
    public static let contextWords = ["cpf"]
    public static let forms = IdentifierForms(#"[0-9]{3}\.[0-9]{3}\.[0-9]{3}-[0-9]{2}|[0-9]{11}"#, separators: ".-")

    public init() {}

    public static func isValid(compact: [UInt8]) -> Bool {
        guard compact.count == 11, compact.allSatisfy(ASCIIText.isDigit),
            compact.contains(where: { $0 != UInt8(ascii: "0") })
        else { return false }
        let first = (11 - WeightedSum.of(compact, weights: stride(from: 10, through: 2, by: -1)) % 11) % 11 % 10
        let second =
            (11 - (WeightedSum.of(compact, weights: stride(from: 11, through: 3, by: -1)) + 2 * first) % 11) % 11 % 10
        return ASCIIText.digitValue(compact[9]) == first && ASCIIText.digitValue(compact[10]) == second
    }
}
