import Foundation

/// One requirement of a ``PasswordPolicy``: an item of the checklist a sign-up screen shows.
public enum PasswordRequirement: Sendable, Hashable, CustomStringConvertible {
    /// At least this many characters.
    case minimumLength(Int)
    /// At most this many characters.
    case maximumLength(Int)
    /// At most this many bytes of UTF-8: the bound a ``maximumLength(_:)`` of n characters also sets,
    /// at 4 × n, which the checklist names in its place when only the bytes are too many (a few
    /// characters can hold any number of scalars).
    case maximumBytes(Int)
    /// At least this many lowercase letters (any script).
    case lowercaseLetters(Int)
    /// At least this many uppercase letters (any script).
    case uppercaseLetters(Int)
    /// At least this many decimal digits.
    case digits(Int)
    /// At least this many symbols: any Unicode punctuation or symbol (`!`, `_`, `£`, `€`, `→`).
    case symbols(Int)
    /// No white space.
    case noWhitespace
    /// No character more than this many times in a row.
    case maximumRun(Int)
    /// Does not contain the user's own inputs (name, email local part), ignoring case.
    case excludesUserInputs
    /// A strength score (0–4) of at least this.
    case minimumScore(Int)

    /// The requirement in English, as a checklist shows it ("At least 8 characters"): the message of its
    /// ``FailureCode``.
    public var description: String { message(in: .english) }

    /// The requirement as a checklist shows it, in `locale`.
    ///
    /// - Parameters:
    ///   - locale: The language to write it in.
    ///   - overrides: Texts that replace the library's for some codes and locales.
    /// - Returns: The checklist line.
    public func message(in locale: MessageLocale, overrides: MessageOverrides = MessageOverrides()) -> String {
        UnmetPasswordRequirement(requirement: self).message(in: locale, overrides: overrides)
    }

    /// Whether typing more can never make an unmet requirement met (too long, a space, a run, a
    /// user input): an unmet one of these makes the password invalid rather than incomplete.
    var isPermanentWhenUnmet: Bool {
        switch self {
        case .maximumLength, .maximumBytes, .noWhitespace, .maximumRun, .excludesUserInputs: true
        case .minimumLength, .lowercaseLetters, .uppercaseLetters, .digits, .symbols, .minimumScore: false
        }
    }
}
