import Foundation

/// What a strength meter tells the user: a warning about the weakest part of the password and
/// suggestions, chosen as zxcvbn chooses them (from the longest match of the best reading, only while
/// the score is 2 or less), worded here.
public struct PasswordFeedback: Sendable, Hashable {
    /// Why the password is weak, `nil` when nothing stands out.
    public let warning: String?
    /// What to do about it, most useful first.
    public let suggestions: [String]

    static let addWords = "Add another word or two; uncommon words are better."

    init(warning: String?, suggestions: [String]) {
        self.warning = warning
        self.suggestions = suggestions
    }

    init(score: Int, sequence: [(match: StrengthMatch, guesses: Double)]) {
        guard let first = sequence.first else {
            self.init(
                warning: nil,
                suggestions: [
                    "Use a few words and avoid common phrases.", "Symbols, digits and capitals are not needed.",
                ])
            return
        }
        guard score <= 2 else {
            self.init(warning: nil, suggestions: [])
            return
        }
        let longest = sequence.dropFirst().reduce(first) { $1.match.token.count > $0.match.token.count ? $1 : $0 }
        let specific = Self.feedback(for: longest.match, guesses: longest.guesses, isSoleMatch: sequence.count == 1)
        self.init(
            warning: specific?.warning.flatMap { $0.isEmpty ? nil : $0 },
            suggestions: [Self.addWords] + (specific?.suggestions ?? []))
    }

    private static func feedback(for match: StrengthMatch, guesses: Double, isSoleMatch: Bool)
        -> (warning: String?, suggestions: [String])?
    {
        switch match.kind {
        case .dictionary(let rank, let dictionary, let reversed, let sub):
            return dictionaryFeedback(
                match.token, rank: rank, dictionary: dictionary, reversed: reversed, l33t: sub != nil,
                log10Guesses: log10(guesses), isSoleMatch: isSoleMatch)
        case .spatial(_, let turns, _):
            return (
                turns == 1 ? "A straight row of keys is easy to guess." : "A short keyboard pattern is easy to guess.",
                ["Use a longer keyboard pattern with more turns."]
            )
        case .repeated(let base, _, _):
            return (
                base.count == 1
                    ? "Repeated characters (aaa) are easy to guess."
                    : "Repeated text (abcabcabc) is barely harder to guess than one copy.",
                ["Avoid repeated words and characters."]
            )
        case .sequence:
            return ("Sequences (abc, 6543) are easy to guess.", ["Avoid sequences."])
        case .recentYear:
            return (
                "Recent years are easy to guess.", ["Avoid recent years.", "Avoid years that mean something to you."]
            )
        case .date:
            return ("Dates are often easy to guess.", ["Avoid dates and years that mean something to you."])
        case .bruteforce:
            return nil
        }
    }

    private static func dictionaryFeedback(
        _ token: [Unicode.Scalar], rank: Int, dictionary: RankedDictionaries.Name, reversed: Bool, l33t: Bool,
        log10Guesses: Double, isSoleMatch: Bool
    ) -> (warning: String?, suggestions: [String]) {
        var warning: String?
        switch dictionary {
        case .passwords:
            if isSoleMatch && !l33t && !reversed {
                warning =
                    rank <= 10
                    ? "This is one of the 10 most common passwords."
                    : rank <= 100 ? "This is one of the 100 most common passwords." : "This is a very common password."
            } else if log10Guesses <= 4 {
                warning = "This is close to a commonly used password."
            }
        case .englishWikipedia:
            if isSoleMatch { warning = "A single word is easy to guess." }
        case .surnames, .maleNames, .femaleNames:
            warning =
                isSoleMatch
                ? "A name or surname on its own is easy to guess." : "Common names and surnames are easy to guess."
        case .usTVAndFilm, .userInputs:
            break
        }
        var suggestions: [String] = []
        let upper = token.map(ZxcvbnText.isASCIIUppercase)
        let startsUpper = token.count >= 2 && upper[0] && !upper.dropFirst().contains(true)
        let allUpper = !token.contains(where: ZxcvbnText.isASCIILowercase)
        if startsUpper {
            suggestions.append("A capital first letter adds little.")
        } else if allUpper && ZxcvbnText.lowercased(token) != token {
            suggestions.append("All capitals are almost as easy to guess as all lower case.")
        }
        if reversed && token.count >= 4 { suggestions.append("A word spelt backwards is not much harder to guess.") }
        if l33t { suggestions.append("Predictable substitutions (@ for a, 0 for o) add little.") }
        return (warning, suggestions)
    }
}
