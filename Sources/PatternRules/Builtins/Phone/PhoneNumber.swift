/// A valid phone number, as a rule recognised it.
public struct PhoneNumber: Sendable, Hashable, CustomStringConvertible {
    /// The ISO 3166 region (`GB`), or `001` for a non-geographic entity such as `+800`.
    public let region: String
    /// The country calling code, without `+` (`44`).
    public let callingCode: String
    /// The national significant number: no `+`, calling code, national prefix or separators.
    public let nationalNumber: String
    /// What the number reaches.
    public let type: PhoneNumberType

    /// The E.164 form: `+442079460958`.
    public var e164: String { "+\(callingCode)\(nationalNumber)" }

    public var description: String { "\(e164) (\(region), \(type))" }
}

/// A phone rule's answer: the verdict, and the number when it is valid.
public struct PhoneNumberMatch: Sendable, Hashable {
    public let verdict: Verdict
    /// The number, when ``verdict`` is ``Verdict/valid``.
    public let number: PhoneNumber?

    init(verdict: Verdict, number: PhoneNumber? = nil) {
        self.verdict = verdict
        self.number = number
    }

    static let invalid = PhoneNumberMatch(verdict: .invalid)
    static let incomplete = PhoneNumberMatch(verdict: .incomplete)

    /// The more hopeful of two readings of the same input: valid, then incomplete, then invalid.
    static func better(_ first: PhoneNumberMatch, _ second: PhoneNumberMatch) -> PhoneNumberMatch {
        func rank(_ verdict: Verdict) -> Int {
            switch verdict {
            case .valid: 2
            case .incomplete: 1
            case .invalid: 0
            }
        }
        return rank(second.verdict) > rank(first.verdict) ? second : first
    }
}
