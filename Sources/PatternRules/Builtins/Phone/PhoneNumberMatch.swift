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
