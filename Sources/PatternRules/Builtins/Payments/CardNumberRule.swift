/// Requires a payment card number: a network's leading digits and lengths (``CardIssuer/all``) and the
/// Luhn check digit. Single spaces or hyphens may separate groups of digits, as cards print them.
///
/// ```swift
/// let rule = CardNumberRule()
/// rule.verdict(for: "4111 1111 1111 1111")  // .valid (a Visa test number)
/// rule.verdict(for: "4111 1111")            // .incomplete
/// rule.verdict(for: "4111 1111 1111 1112")  // .invalid: the Luhn check fails
/// rule.issuer(of: "378282246310005")        // American Express
/// ```
public struct CardNumberRule: ValidationRule, Sendable {
    /// The error reported for an input that is not a valid card number.
    public let error: any Error

    public init(error: any Error = BuiltinRuleError.cardNumber) {
        self.error = error
    }

    public func verdict(for value: String) -> Verdict {
        guard let digits = Self.digits(of: value) else { return .invalid }
        if Self.issuer(ofDigits: digits) != nil { return .valid }
        return CardIssuer.all.contains { $0.mayBegin(digits) } ? .incomplete : .invalid
    }

    public func validate(_ value: String) -> Validation {
        Validation(verdict(for: value), error: error)
    }

    /// The network of a valid card number, `nil` when `value` is not one.
    public func issuer(of value: String) -> CardIssuer? {
        Self.digits(of: value).flatMap(Self.issuer(ofDigits:))
    }

    static func issuer(ofDigits digits: [UInt8]) -> CardIssuer? {
        guard Luhn.isValid(digits) else { return nil }
        return CardIssuer.all.first { $0.holds(digits) }
    }

    /// The ASCII digits of `value`, `nil` when it holds anything but digits and single spaces or hyphens
    /// between them (a trailing one is allowed while typing).
    static func digits(of value: String) -> [UInt8]? {
        var digits: [UInt8] = []
        var afterSeparator = true
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digits.append(byte)
                afterSeparator = false
            case UInt8(ascii: " "), UInt8(ascii: "-"):
                guard !afterSeparator else { return nil }
                afterSeparator = true
            default:
                return nil
            }
            guard digits.count <= CardIssuer.lengthRange.upperBound else { return nil }
        }
        return digits
    }
}
