/// The checklist, score and verdict of one password against a ``PasswordPolicy``.
public struct PasswordReport: Sendable, Hashable {
    /// One line of the checklist.
    public struct Item: Sendable, Hashable {
        public let requirement: PasswordRequirement
        public let isMet: Bool
    }

    /// Every requirement, met or not, in policy order.
    public let checklist: [Item]
    /// The zxcvbn strength estimate: guesses, score and feedback.
    public let strength: PasswordStrength
    public let verdict: Verdict

    /// The strength score, 0 (too guessable: under 10^3 guesses) to 4 (10^10 guesses or more).
    public var score: Int { strength.score }
    /// log10 of the estimated guesses the score comes from.
    public var log10Guesses: Double { strength.log10Guesses }
    /// A warning and suggestions about the weakest part of the password.
    public var feedback: PasswordFeedback { strength.feedback }

    /// The requirements not met yet.
    public var unmet: [PasswordRequirement] { checklist.filter { !$0.isMet }.map(\.requirement) }
}
