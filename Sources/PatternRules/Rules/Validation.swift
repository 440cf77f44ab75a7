import Foundation

/// The outcome of validating a value: a three-state ``Verdict`` and every error to report, in rule order.
///
/// Collects every error instead of stopping at the first; ``firstError`` and ``check()`` are views on
/// top for callers that want one.
///
/// ```swift
/// let result = MinLengthRule(8).validate("secret")
/// result.verdict      // .incomplete
/// result.isValid      // false
/// result.messages     // ["Must be at least 8 characters long."]
/// ```
public struct Validation: Sendable {
    /// The verdict: ``Verdict/valid`` exactly when ``errors`` is empty.
    public let verdict: Verdict
    /// Every violation, in rule order.
    public let errors: [any Error]

    /// A passing validation.
    public static let valid = Validation(verdict: .valid, errors: [])

    /// A failing validation with `verdict` (``Verdict/incomplete`` or ``Verdict/invalid``) and `error`.
    public static func failure(_ verdict: Verdict, _ error: any Error) -> Validation {
        precondition(verdict != .valid, "a failure needs the verdict incomplete or invalid")
        return Validation(verdict: verdict, errors: [error])
    }

    /// `valid`, or a failure with `verdict` and `error` when `verdict` is not valid.
    public init(_ verdict: Verdict, error: @autoclosure () -> any Error) {
        self = verdict == .valid ? .valid : .failure(verdict, error())
    }

    /// The validation of "all of these": the combined verdict (see ``Verdict/all(_:)``) and the errors of
    /// each, in order.
    public init(combining validations: some Sequence<Validation>) {
        // Folded as it goes: no array of verdicts, and no errors array at all while everything passes.
        var verdict = Verdict.valid
        var errors: [any Error] = []
        for validation in validations where validation.verdict != .valid {
            if verdict != .invalid { verdict = validation.verdict }
            errors += validation.errors
        }
        self.init(verdict: verdict, errors: errors)
    }

    init(verdict: Verdict, errors: [any Error]) {
        self.verdict = verdict
        self.errors = errors
    }

    /// Whether the value satisfied every rule.
    public var isValid: Bool { verdict == .valid }

    /// The first error, `nil` when valid.
    public var firstError: (any Error)? { errors.first }

    /// The errors' messages in English: a `LocalizedError`'s `errorDescription`, else the error's
    /// description.
    public var messages: [String] { errors.map(\.validationMessage) }

    /// The errors' messages in `locale`; an app's own error keeps its own text.
    ///
    /// - Parameters:
    ///   - locale: The language of the library's messages.
    ///   - overrides: Texts that replace the library's for some codes and locales.
    /// - Returns: The messages, in rule order.
    public func messages(in locale: MessageLocale, overrides: MessageOverrides = MessageOverrides()) -> [String] {
        errors.map { $0.failureMessage(in: locale, overrides: overrides) }
    }

    /// Throws the first error when the value is not valid.
    public func check() throws {
        if let firstError { throw firstError }
    }
}

extension Error {
    /// The message to show for this error: `errorDescription` of a `LocalizedError`, else its description.
    var validationMessage: String {
        // The library's own errors first: a cast to one type is cheaper than the search for a
        // conformance to `LocalizedError`, and a bulk run asks this for every failing field.
        if let error = self as? RuleError { return error.message }
        if let error = self as? ValidationMessage { return error.message }
        if let error = self as? any CodedFailure { return error.message(in: .english) }
        return (self as? any LocalizedError)?.errorDescription ?? String(describing: self)
    }
}
