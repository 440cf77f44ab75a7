/// `ca.sin`: Canada's social insurance numbers, as `stdnum.ca.sin` validates them: nine digits, the
/// first neither 0 nor 8, passing the Luhn check. Written `123-456-782` (stdnum's format), with spaces,
/// or compact.
public struct CASINFinder: IdentifierFinder {
    public static let family = "ca.sin"
    public static let summary =
        "Canadian social insurance numbers: nine digits, not from 0 or 8, passing the Luhn check (123-456-782)"
    public static let contextWords = ["sin", "social insurance"]
    public static let forms = IdentifierForms(
        "[0-9]{3}-[0-9]{3}-[0-9]{3}|[0-9]{3} [0-9]{3} [0-9]{3}|[0-9]{9}", separators: " -")

    public init() {}

    public static func isValid(compact: [UInt8]) -> Bool {
        compact.count == 9 && compact.allSatisfy(ASCIIText.isDigit) && compact[0] != UInt8(ascii: "0")
            && compact[0] != UInt8(ascii: "8") && Luhn.isValid(compact)
    }
}
