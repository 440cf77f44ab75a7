import Foundation

/// How hard a password is to guess, estimated as zxcvbn 4.5.0 estimates it (Wheeler, "zxcvbn:
/// Low-Budget Password Strength Estimation", USENIX Security 2016): the guesses an attacker who knows
/// common passwords, names, words, keyboard walks, repeats, sequences and dates needs, a score from 0 to
/// 4, and feedback keyed to the weakest part.
///
/// ```swift
/// let strength = PasswordStrength("andreandreandre")
/// strength.score                 // 1
/// strength.feedback.warning      // "Repeated text (abcabcabc) is barely harder to guess than one copy."
/// ```
///
/// The first ``maximumScoredLength`` characters (Unicode scalars) are scored: zxcvbn's search keeps a
/// best match per span, so its cost grows with the square of the length. zxcvbn 4.5.0 itself refuses
/// passwords over 72 characters.
public struct PasswordStrength: Sendable, Hashable {
    /// The most Unicode scalars scored; the rest of a longer password is not looked at.
    public static let maximumScoredLength = 100

    /// The estimated guesses.
    public let guesses: Double
    /// `log10(guesses)`.
    public let log10Guesses: Double
    /// 0 (too guessable: under 10^3 guesses) to 4 (10^10 or more), with zxcvbn's thresholds.
    public let score: Int
    /// A warning and suggestions, in the manner of zxcvbn's feedback.
    public let feedback: PasswordFeedback

    /// Estimates `password`; `userInputs` (the user's name, email, …) count as a list of their own,
    /// ranked in the order given, as zxcvbn's `user_inputs`.
    ///
    /// - Complexity: bounded: at most ``maximumScoredLength`` scalars are scored.
    public init(_ password: String, userInputs: [String] = []) {
        let scalars = Array(password.unicodeScalars.prefix(Self.maximumScoredLength))
        let graphs = KeyboardGraphs.shipped
        let scoring = StrengthScoring.shipped
        let matching = StrengthMatching(
            dictionaries: RankedDictionaries.shipped, userInputs: RankedDictionaries.userInputs(userInputs),
            graphs: graphs, scoring: scoring)
        let analysis = scoring.mostGuessableSequence(scalars, matches: matching.omnimatch(scalars))
        guesses = analysis.guesses
        log10Guesses = log10(analysis.guesses)
        score = Self.score(guesses: analysis.guesses)
        feedback = PasswordFeedback(score: score, sequence: analysis.sequence)
    }

    /// zxcvbn's `guesses_to_score`: thresholds 10^3, 10^6, 10^8, 10^10, each plus 5.
    static func score(guesses: Double) -> Int {
        let thresholds = [1e3, 1e6, 1e8, 1e10]
        return thresholds.firstIndex { guesses < $0 + 5 } ?? 4
    }
}
