/// `in`'s `aadhaar` (`in.aadhaar`): India's Aadhaar numbers, as `stdnum.in_.aadhaar` validates them:
/// twelve digits, the first 2 to 9, not a palindrome, with a Verhoeff check digit. Written
/// `2345 6789 0124` (stdnum's format), with hyphens, or compact.
public struct INAadhaarFinder: IdentifierFinder {
    public static let family = "in.aadhaar"
    public static let summary =
        "Indian Aadhaar numbers: twelve digits from 2-9, a Verhoeff check digit, no palindrome (2345 6789 0124)"
    public static let contextWords = ["aadhaar", "aadhar", "uidai"]
    public static let forms = IdentifierForms(
        "[2-9][0-9]{3} [0-9]{4} [0-9]{4}|[2-9][0-9]{3}-[0-9]{4}-[0-9]{4}|[2-9][0-9]{11}", separators: " -")

    public init() {}

    public static func isValid(compact: [UInt8]) -> Bool {
        guard compact.count == 12, compact.allSatisfy(ASCIIText.isDigit), compact[0] >= UInt8(ascii: "2") else {
            return false
        }
        return compact != compact.reversed() && Verhoeff.isValid(compact)
    }
}
