/// `imei`: mobile equipment identities, as `stdnum.imei` validates them, in the one form that carries a
/// check: fifteen digits passing the Luhn check. Written `35-686800-004141-2` (stdnum's format) or
/// compact. stdnum also calls any 14 digits (an IMEI without its check digit) and any 16 (an IMEISV)
/// valid; those are not looked for in text, where every such run of digits would be one.
public struct IMEIFinder: IdentifierFinder {
    public static let family = "imei"
    public static let summary = "IMEIs: fifteen digits passing the Luhn check (35-686800-004141-2)"
    public static let contextWords = ["imei"]
    public static let forms = IdentifierForms("[0-9]{2}-[0-9]{6}-[0-9]{6}-[0-9]|[0-9]{15}", separators: "-")

    public init() {}

    public static func isValid(compact: [UInt8]) -> Bool {
        compact.count == 15 && compact.allSatisfy(ASCIIText.isDigit) && Luhn.isValid(compact)
    }
}
