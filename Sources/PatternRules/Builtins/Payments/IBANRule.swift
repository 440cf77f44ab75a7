/// Requires an IBAN (International Bank Account Number): a country of SWIFT's IBAN registry, that
/// country's length and BBAN structure, and the ISO 7064 mod-97 check digits, as python-stdnum's
/// `iban.is_valid(number, check_country=False)` reads it.
///
/// Spaces, `-` and `.` may separate the characters and letters may be lower case (both are set aside
/// before the check, as stdnum's `compact` does). The national check digits some countries put inside the
/// BBAN are not checked.
///
/// ```swift
/// let rule = IBANRule()
/// rule.verdict(for: "GB82 WEST 1234 5698 7654 32")  // .valid
/// rule.verdict(for: "GB82 WEST 1234")               // .incomplete
/// rule.verdict(for: "GB83 WEST 1234 5698 7654 32")  // .invalid: the check digits are wrong
/// ```
public struct IBANRule: ValidationRule, Sendable {
    /// The error reported for an input that is not a valid IBAN.
    public let error: any Error

    public init(error: any Error = BuiltinRuleError.iban) {
        self.error = error
    }

    /// Each country's BBAN structure, one class (`n`, `a`, `c`) per character.
    static let registry: [String: [UInt8]] = Dictionary(
        IBANRegistryTable.entries.map { ($0.country, Array($0.bban.utf8)) }, uniquingKeysWith: { first, _ in first })

    public func verdict(for value: String) -> Verdict {
        var compact: [UInt8] = []
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "-"), UInt8(ascii: "."): continue
            case UInt8(ascii: "a")...UInt8(ascii: "z"): compact.append(byte - 32)
            default: compact.append(byte)
            }
        }
        return Self.verdict(compact: compact)
    }

    public func validate(_ value: String) -> Validation {
        Validation(verdict(for: value), error: error)
    }

    /// The verdict for upper-case characters without separators: `incomplete` while every character
    /// typed fits the country's structure and more are needed.
    static func verdict(compact: [UInt8]) -> Verdict {
        let isLetter = { (byte: UInt8) in (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
        let isDigit = { (byte: UInt8) in (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        guard compact.count >= 2 else {
            if compact.isEmpty { return .incomplete }
            return isLetter(compact[0]) && registry.keys.contains { $0.utf8.first == compact[0] }
                ? .incomplete : .invalid
        }
        guard let bban = registry[String(decoding: compact.prefix(2), as: UTF8.self)] else { return .invalid }
        for (index, byte) in compact.enumerated().dropFirst(2) {
            let fits: Bool
            if index < 4 {
                // stdnum reads the check digits in base 36 like the rest, so a letter there is checked,
                // not refused.
                fits = isDigit(byte) || isLetter(byte)
            } else if index - 4 < bban.count {
                switch bban[index - 4] {
                case UInt8(ascii: "n"): fits = isDigit(byte)
                case UInt8(ascii: "a"): fits = isLetter(byte)
                default: fits = isDigit(byte) || isLetter(byte)
                }
            } else {
                fits = false
            }
            guard fits else { return .invalid }
        }
        guard compact.count == bban.count + 4 else { return .incomplete }
        return hasValidCheckDigits(compact) ? .valid : .invalid
    }

    /// ISO 7064 mod 97-10 over the BBAN, then the country and check digits, letters as 10 to 35: the
    /// remainder is 1.
    static func hasValidCheckDigits(_ compact: [UInt8]) -> Bool {
        Mod97.remainder(of: compact[4...] + compact[..<4]) == 1
    }
}
