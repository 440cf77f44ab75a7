/// `us.ssn`: US social security numbers, as `stdnum.us.ssn` validates them: nine digits, no area 000,
/// 666 or 9xx, no group 00, no serial 0000, and none of the three numbers published in advertising
/// (078-05-1120, 457-55-5462, 219-09-9999). There is no check digit. Written `123-45-6789` (stdnum's
/// format) or compact.
public struct USSSNFinder: IdentifierFinder {
    public static let family = "us.ssn"
    public static let summary =
        "US social security numbers: nine digits in issued areas, groups and serials; no check digit (123-45-6789)"
    public static let contextWords = ["ssn", "ssns", "social security"]
    public static let forms = IdentifierForms("[0-9]{3}-[0-9]{2}-[0-9]{4}|[0-9]{9}", separators: "-")
    /// The numbers stdnum refuses though they have an SSN's shape: published in advertising.
    private static let published: Set<[UInt8]> = [
        Array("078051120".utf8), Array("457555462".utf8), Array("219099999".utf8),
    ]

    public init() {}

    public static func isValid(compact: [UInt8]) -> Bool {
        guard compact.count == 9, compact.allSatisfy(ASCIIText.isDigit) else { return false }
        let (area, group, serial) = (compact[0..<3], compact[3..<5], compact[5..<9])
        let zero = UInt8(ascii: "0")
        return !area.allSatisfy { $0 == zero } && !area.elementsEqual("666".utf8) && area.first != UInt8(ascii: "9")
            && !group.allSatisfy { $0 == zero } && !serial.allSatisfy { $0 == zero } && !published.contains(compact)
    }
}
