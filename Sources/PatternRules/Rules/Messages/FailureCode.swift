/// A stable name for one kind of failure: what a program branches on and what translations are keyed
/// by. A code never changes meaning once released; `FailureCodes.txt` in the tests lists them all.
public struct FailureCode: RawRepresentable, Sendable, Hashable, Comparable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }
    public static func < (left: FailureCode, right: FailureCode) -> Bool { left.rawValue < right.rawValue }

    public static let required = FailureCode(rawValue: "required")
    /// Parameters: `minimum` (characters).
    public static let tooShort = FailureCode(rawValue: "too_short")
    /// Parameters: `maximum` (characters).
    public static let tooLong = FailureCode(rawValue: "too_long")
    /// Parameters: `length` (characters).
    public static let wrongLength = FailureCode(rawValue: "wrong_length")
    /// Parameters: `pattern`.
    public static let patternMismatch = FailureCode(rawValue: "pattern_mismatch")
    /// Parameters: `maximum` (the bound, as written).
    public static let tooLarge = FailureCode(rawValue: "too_large")
    /// Parameters: `minimum` (the bound, as written).
    public static let tooSmall = FailureCode(rawValue: "too_small")
    /// Parameters: `range` (as written).
    public static let outOfRange = FailureCode(rawValue: "out_of_range")
    public static let notEqual = FailureCode(rawValue: "not_equal")
    /// Parameters: `allowed` (the values).
    public static let notOneOf = FailureCode(rawValue: "not_one_of")
    public static let noAlternative = FailureCode(rawValue: "no_alternative")
    public static let forbidden = FailureCode(rawValue: "forbidden")
    public static let notAnInteger = FailureCode(rawValue: "not_an_integer")
    public static let notANumber = FailureCode(rawValue: "not_a_number")
    public static let invalid = FailureCode(rawValue: "invalid")
    public static let email = FailureCode(rawValue: "email")
    public static let phoneNumber = FailureCode(rawValue: "phone_number")
    /// Not a valid IBAN (``IBANRule``).
    public static let iban = FailureCode(rawValue: "iban")
    /// Not a valid payment card number (``CardNumberRule``).
    public static let cardNumber = FailureCode(rawValue: "card_number")
    public static let callingCode = FailureCode(rawValue: "calling_code")
    /// A record's field that the rule set does not name.
    public static let unknownField = FailureCode(rawValue: "unknown_field")
    /// Parameters: `minimum` (characters).
    public static let passwordTooShort = FailureCode(rawValue: "password_too_short")
    /// Parameters: `maximum` (characters).
    public static let passwordTooLong = FailureCode(rawValue: "password_too_long")
    /// Parameters: `maximum` (UTF-8 bytes).
    public static let passwordTooManyBytes = FailureCode(rawValue: "password_too_many_bytes")
    /// Parameters: `minimum` (lowercase letters).
    public static let passwordLowercase = FailureCode(rawValue: "password_lowercase")
    /// Parameters: `minimum` (uppercase letters).
    public static let passwordUppercase = FailureCode(rawValue: "password_uppercase")
    /// Parameters: `minimum` (digits).
    public static let passwordDigits = FailureCode(rawValue: "password_digits")
    /// Parameters: `minimum` (symbols).
    public static let passwordSymbols = FailureCode(rawValue: "password_symbols")
    public static let passwordWhitespace = FailureCode(rawValue: "password_whitespace")
    /// Parameters: `maximum` (times one character may repeat in a row).
    public static let passwordRepeated = FailureCode(rawValue: "password_repeated")
    public static let passwordContainsUserInput = FailureCode(rawValue: "password_contains_user_input")
    /// Parameters: `minimum` (zxcvbn score, 0 to 4).
    public static let passwordTooWeak = FailureCode(rawValue: "password_too_weak")

    /// Every code the library reports, the strength meter's feedback included, sorted.
    public static let all: [FailureCode] =
        ([
            required, tooShort, tooLong, wrongLength, patternMismatch, tooLarge, tooSmall, outOfRange, notEqual,
            notOneOf, noAlternative, forbidden, notAnInteger, notANumber, invalid, email, phoneNumber, iban, cardNumber,
            callingCode,
            unknownField, passwordTooShort, passwordTooLong, passwordTooManyBytes, passwordLowercase,
            passwordUppercase, passwordDigits, passwordSymbols, passwordWhitespace, passwordRepeated,
            passwordContainsUserInput, passwordTooWeak,
        ] + schemaKeywords + strengthFeedback).sorted()
}

/// A typed parameter of a failure: a count (pluralised and formatted for the locale), a text as
/// written (a bound, a pattern), or a list of values.
public enum FailureParameter: Sendable, Hashable {
    case count(Int)
    case text(String)
    case list([String])

    /// What a parameter holds: only a count takes a `plural` placeholder.
    public enum Kind: Sendable, Hashable {
        case count, text, list
    }
}

extension FailureCode {
    /// The parameters a failure of this code carries, by name: the placeholders its templates may use.
    public var parameterKinds: [String: FailureParameter.Kind] {
        switch self {
        case .tooShort, .passwordTooShort, .passwordLowercase, .passwordUppercase, .passwordDigits, .passwordSymbols,
            .passwordTooWeak, .tooFewProperties, .tooFewItems, .tooFewContained:
            ["minimum": .count]
        case .tooLong, .passwordTooLong, .passwordTooManyBytes, .passwordRepeated, .tooManyProperties, .tooManyItems,
            .tooManyContained, .tooManyFailures:
            ["maximum": .count]
        case .wrongLength: ["length": .count]
        case .patternMismatch: ["pattern": .text]
        case .tooLarge: ["maximum": .text]
        case .tooSmall, .notAboveMinimum: ["minimum": .text]
        case .notBelowMaximum: ["maximum": .text]
        case .wrongType: ["expected": .list, "found": .text]
        case .format: ["format": .text]
        case .notMultipleOf: ["divisor": .text]
        case .missingProperty, .propertyNotAllowed: ["property": .text]
        case .missingDependency: ["property": .text, "dependency": .text]
        case .duplicateItem: ["index": .count]
        case .severalAlternatives: ["count": .count]
        case .notDecided: ["reason": .text]
        case .outOfRange: ["range": .text]
        case .notOneOf: ["allowed": .list]
        default: [:]
        }
    }
}

/// A failure with a stable ``FailureCode`` and its parameters. The library's errors adopt it; an app's
/// own error types need not, and keep their own messages.
public protocol CodedFailure: Error {
    var code: FailureCode { get }
    /// The values its message names, by parameter name.
    var parameters: [String: FailureParameter] { get }
}
