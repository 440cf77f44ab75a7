/// `bic`: business identifier codes (SWIFT codes, ISO 9362), as `stdnum.bic` validates them: four
/// letters of the institution, a country code that ISO 3166-1 assigns (or `XK`, Kosovo's), two letters or
/// digits of the location, and an optional three of the branch. There is no check character, so most
/// capital words of eight letters whose fifth and sixth are a country are one (docs/PERSONAL-DATA.md
/// gives the chance): looked for in capitals only, never in a word written in lower or mixed case.
public struct BICFinder: IdentifierFinder {
    public static let family = "bic"
    public static let summary =
        "Business identifier codes (SWIFT): a bank, a country, a location and an optional branch (DEUTDEFF500)"
    public static let contextWords = ["bic", "swift"]
    public static let forms = IdentifierForms("[A-Z]{6}[0-9A-Z]{2}(?:[0-9A-Z]{3})?", separators: "")

    public init() {}

    public static func isValid(compact: [UInt8]) -> Bool {
        guard compact.count == 8 || compact.count == 11, compact[0..<6].allSatisfy(ASCIIText.isUpper),
            compact[6...].allSatisfy({ ASCIIText.isUpper($0) || ASCIIText.isDigit($0) })
        else { return false }
        return CountryCodes.assigned.contains(String(decoding: compact[4..<6], as: UTF8.self))
    }
}
