/// The checklist, score and verdict of one password against a ``PasswordPolicy``.
public struct PasswordReport: Sendable, Hashable {
    /// One line of the checklist.
    public struct Item: Sendable, Hashable {
        public let requirement: PasswordRequirement
        public let isMet: Bool
    }

    /// Every requirement, met or not, in policy order.
    public let checklist: [Item]
    /// The strength score, 0 (too guessable: under 10^3 guesses) to 4 (10^10 guesses or more).
    public let score: Int
    /// log10 of the estimated guesses the score comes from.
    public let log10Guesses: Double
    public let verdict: Verdict

    /// The requirements not met yet.
    public var unmet: [PasswordRequirement] { checklist.filter { !$0.isMet }.map(\.requirement) }
}
