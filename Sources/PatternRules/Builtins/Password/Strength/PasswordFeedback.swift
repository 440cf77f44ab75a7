import Foundation

/// What a strength meter tells the user: a warning about the weakest part of the password and
/// suggestions, chosen as zxcvbn chooses them (from the longest match of the best reading, only while
/// the score is 2 or less). Each is a ``FailureCode``, so the text comes in any shipped language.
///
/// ```swift
/// let feedback = PasswordStrength("abcabcabc").feedback
/// feedback.warningCode                                  // .strengthRepeatedText
/// feedback.warning(in: MessageLocale("de"))             // "Wiederholter Text (abcabcabc) ist kaum …"
/// feedback.suggestions(in: MessageLocale("ja"))         // ["単語をあと1つか2つ加えてください。…", …]
/// ```
public struct PasswordFeedback: Sendable, Hashable {
    /// Why the password is weak, `nil` when nothing stands out.
    public let warningCode: FailureCode?
    /// What to do about it, most useful first.
    public let suggestionCodes: [FailureCode]

    init(warningCode: FailureCode?, suggestionCodes: [FailureCode]) {
        self.warningCode = warningCode
        self.suggestionCodes = suggestionCodes
    }

    /// The warning in English, `nil` when nothing stands out.
    public var warning: String? { warning(in: .english) }

    /// The suggestions in English, most useful first.
    public var suggestions: [String] { suggestions(in: .english) }

    /// The warning in `locale`, `nil` when nothing stands out.
    ///
    /// - Parameters:
    ///   - locale: The language to write it in.
    ///   - overrides: Texts that replace the library's for some codes and locales.
    /// - Returns: The warning's text.
    public func warning(in locale: MessageLocale, overrides: MessageOverrides = MessageOverrides()) -> String? {
        warningCode.map { MessageCatalog.message($0, parameters: [:], in: locale, overrides: overrides) }
    }

    /// The suggestions in `locale`, most useful first.
    ///
    /// - Parameters:
    ///   - locale: The language to write them in.
    ///   - overrides: Texts that replace the library's for some codes and locales.
    /// - Returns: The suggestions' texts.
    public func suggestions(in locale: MessageLocale, overrides: MessageOverrides = MessageOverrides()) -> [String] {
        suggestionCodes.map { MessageCatalog.message($0, parameters: [:], in: locale, overrides: overrides) }
    }

    init(score: Int, sequence: [(match: StrengthMatch, guesses: Double)]) {
        guard let first = sequence.first else {
            self.init(warningCode: nil, suggestionCodes: [.strengthUseFewWords, .strengthNoSymbolsNeeded])
            return
        }
        guard score <= 2 else {
            self.init(warningCode: nil, suggestionCodes: [])
            return
        }
        let longest = sequence.dropFirst().reduce(first) { $1.match.token.count > $0.match.token.count ? $1 : $0 }
        let specific = Self.feedback(for: longest.match, guesses: longest.guesses, isSoleMatch: sequence.count == 1)
        self.init(
            warningCode: specific?.warning, suggestionCodes: [.strengthAddWords] + (specific?.suggestions ?? []))
    }

    private static func feedback(for match: StrengthMatch, guesses: Double, isSoleMatch: Bool)
        -> (warning: FailureCode?, suggestions: [FailureCode])?
    {
        switch match.kind {
        case .dictionary(let rank, let dictionary, let reversed, let sub):
            return dictionaryFeedback(
                match.token, rank: rank, dictionary: dictionary, reversed: reversed, l33t: sub != nil,
                log10Guesses: log10(guesses), isSoleMatch: isSoleMatch)
        case .spatial(_, let turns, _):
            return (turns == 1 ? .strengthStraightRow : .strengthKeyboardPattern, [.strengthLongerKeyboardPattern])
        case .repeated(let base, _, _):
            return (base.count == 1 ? .strengthRepeatedCharacters : .strengthRepeatedText, [.strengthAvoidRepeats])
        case .sequence:
            return (.strengthSequence, [.strengthAvoidSequences])
        case .recentYear:
            return (.strengthRecentYear, [.strengthAvoidRecentYears, .strengthAvoidPersonalYears])
        case .date:
            return (.strengthDate, [.strengthAvoidPersonalDates])
        case .bruteforce:
            return nil
        }
    }

    private static func dictionaryFeedback(
        _ token: [Unicode.Scalar], rank: Int, dictionary: RankedDictionaries.Name, reversed: Bool, l33t: Bool,
        log10Guesses: Double, isSoleMatch: Bool
    ) -> (warning: FailureCode?, suggestions: [FailureCode]) {
        var warning: FailureCode?
        switch dictionary {
        case .passwords:
            if isSoleMatch && !l33t && !reversed {
                warning =
                    rank <= 10
                    ? .strengthTop10Password : rank <= 100 ? .strengthTop100Password : .strengthCommonPassword
            } else if log10Guesses <= 4 {
                warning = .strengthSimilarToCommon
            }
        case .englishWikipedia:
            if isSoleMatch { warning = .strengthSingleWord }
        case .surnames, .maleNames, .femaleNames:
            warning = isSoleMatch ? .strengthNameAlone : .strengthCommonNames
        case .usTVAndFilm, .userInputs:
            break
        }
        var suggestions: [FailureCode] = []
        let upper = token.map(ZxcvbnText.isASCIIUppercase)
        let startsUpper = token.count >= 2 && upper[0] && !upper.dropFirst().contains(true)
        let allUpper = !token.contains(where: ZxcvbnText.isASCIILowercase)
        if startsUpper {
            suggestions.append(.strengthCapitalFirst)
        } else if allUpper && ZxcvbnText.lowercased(token) != token {
            suggestions.append(.strengthAllCapitals)
        }
        if reversed && token.count >= 4 { suggestions.append(.strengthReversedWord) }
        if l33t { suggestions.append(.strengthPredictableSubstitutions) }
        return (warning, suggestions)
    }
}
