import Foundation

/// The errors the built-in rules report when none is given, each with a clear English message.
///
/// Pass your own error to any rule to report that instead: `MinLengthRule(8, error: MyError.short)`.
public enum RuleError: Error, Sendable, Hashable, LocalizedError {
    /// A required value is empty (or a required toggle is off).
    case required
    /// Shorter than `minimum` characters.
    case tooShort(minimum: Int)
    /// Longer than `maximum` characters.
    case tooLong(maximum: Int)
    /// Not exactly `length` characters.
    case wrongLength(length: Int)
    /// Does not match the pattern.
    case mismatch(pattern: String)
    /// Greater than the bound, described.
    case notLessThanOrEqual(bound: String)
    /// Less than the bound, described.
    case notGreaterThanOrEqual(bound: String)
    /// Outside the range, described.
    case outOfRange(range: String)
    /// Different from the value it must equal.
    case notEqual
    /// Not one of the allowed values.
    case notOneOf(allowed: [String])
    /// None of several alternative rules holds.
    case noAlternativeHolds
    /// A value that must not satisfy a rule satisfies it.
    case forbidden
    /// Not a number of the expected kind (`whole` numbers only, or any decimal).
    case notANumber(whole: Bool)
    /// A custom check failed.
    case invalid

    public var errorDescription: String? { message }

    /// The English message.
    var message: String { message(in: .english) }
}

extension RuleError: CodedFailure {
    public var code: FailureCode {
        switch self {
        case .required: .required
        case .tooShort: .tooShort
        case .tooLong: .tooLong
        case .wrongLength: .wrongLength
        case .mismatch: .patternMismatch
        case .notLessThanOrEqual: .tooLarge
        case .notGreaterThanOrEqual: .tooSmall
        case .outOfRange: .outOfRange
        case .notEqual: .notEqual
        case .notOneOf: .notOneOf
        case .noAlternativeHolds: .noAlternative
        case .forbidden: .forbidden
        case .notANumber(let whole): whole ? .notAnInteger : .notANumber
        case .invalid: .invalid
        }
    }

    public var parameters: [String: FailureParameter] {
        switch self {
        case .tooShort(let minimum): ["minimum": .count(minimum)]
        case .tooLong(let maximum): ["maximum": .count(maximum)]
        case .wrongLength(let length): ["length": .count(length)]
        case .mismatch(let pattern): ["pattern": .text(pattern)]
        case .notLessThanOrEqual(let bound): ["maximum": .text(bound)]
        case .notGreaterThanOrEqual(let bound): ["minimum": .text(bound)]
        case .outOfRange(let range): ["range": .text(range)]
        case .notOneOf(let allowed): ["allowed": .list(allowed)]
        case .required, .notEqual, .noAlternativeHolds, .forbidden, .notANumber, .invalid: [:]
        }
    }
}
