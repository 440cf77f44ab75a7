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

    /// The message, built by concatenation: interpolation took several times longer, and a bulk run
    /// with `--rules` writes a message for every failing field.
    var message: String {
        switch self {
        case .required: "This field is required."
        case .tooShort(let minimum): "Must be at least " + Self.characters(minimum) + " long."
        case .tooLong(let maximum): "Must be at most " + Self.characters(maximum) + " long."
        case .wrongLength(let length): "Must be exactly " + Self.characters(length) + " long."
        case .mismatch: "Does not match the expected format."
        case .notLessThanOrEqual(let bound): "Must be at most " + bound + "."
        case .notGreaterThanOrEqual(let bound): "Must be at least " + bound + "."
        case .outOfRange(let range): "Must be within " + range + "."
        case .notEqual: "The values do not match."
        case .notOneOf(let allowed): "Must be one of: " + allowed.joined(separator: ", ") + "."
        case .noAlternativeHolds: "Does not satisfy any of the accepted forms."
        case .forbidden: "This value is not allowed."
        case .notANumber(let whole): whole ? "Must be a whole number." : "Must be a number."
        case .invalid: "This value is not valid."
        }
    }

    /// `1 character`, `8 characters`.
    private static func characters(_ count: Int) -> String {
        String(count) + (count == 1 ? " character" : " characters")
    }
}
