/// Requires the whole string to match a compiled ``Pattern``, with the pattern's three-state verdict.
///
/// ```swift
/// let zip = try RegexRule(#"\d{5}(-\d{4})?"#)
/// zip.verdict(for: "1234")     // .incomplete
/// zip.verdict(for: "12345")    // .valid
/// zip.verdict(for: "1234a")    // .invalid
/// ```
///
/// A match that a ``MatchLimits`` bound stopped is reported as ``Verdict/incomplete`` (unknown is not
/// invalid) with the ``MatchError`` as its error, so the caller can tell it apart.
public struct RegexRule: ValidationRule, Sendable {
    /// The compiled pattern.
    public let pattern: Pattern
    /// The error reported when the value does not match.
    public let error: any Error

    /// A rule over an already compiled pattern.
    public init(_ pattern: Pattern, error: (any Error)? = nil) {
        self.pattern = pattern
        self.error = error ?? RuleError.mismatch(pattern: pattern.source)
    }

    /// Compiles `source` (see ``Pattern/init(_:options:engine:limits:)``) into a rule.
    ///
    /// - Throws: ``PatternError`` when no engine accepts the pattern.
    public init(_ source: String, options: Pattern.Options = [], error: (any Error)? = nil) throws(PatternError) {
        self.init(try Pattern(source, options: options), error: error)
    }

    public func verdict(for value: String) -> Verdict {
        pattern._verdictOrIncomplete(for: value)
    }

    public func isValid(_ value: String) -> Bool {
        pattern._matchesOrFalse(value)
    }

    public func validate(_ value: String) -> Validation {
        do {
            return Validation(try pattern.verdict(for: value), error: error)
        } catch {
            return .failure(.incomplete, error)
        }
    }
}
