/// Requires an email address, at one of four ``EmailLevel``s (``EmailLevel/practical`` by default), with
/// three verdicts for per-keystroke feedback.
///
/// ```swift
/// let email = EmailRule()
/// email.verdict(for: "adriano@")          // .incomplete
/// email.verdict(for: "adriano@@")         // .invalid
/// email.verdict(for: "adriano@mail")      // .incomplete: a second label is still to come
/// email.verdict(for: "adriano@mail.com")  // .valid
/// email.verdict(for: ".adriano@mail.com") // .invalid
/// ```
///
/// The syntax is a compiled ``Pattern``; the RFC 5321 lengths (local part at most 64 octets, the address
/// at most 254) are counted in UTF-8 octets beside it, which no regex engine can do for Unicode input.
public struct EmailRule: ValidationRule, Sendable {
    /// The strictness.
    public let level: EmailLevel
    /// The compiled syntax.
    public let pattern: Pattern
    /// The error reported for an input that is not an address.
    public let error: any Error

    // Compiled on first use, once per process: each level only when a rule asks for it.
    private static let html5 = _compileBuiltin(EmailLevel.html5.patternSource, engine: nil)
    private static let practical = _compileBuiltin(EmailLevel.practical.patternSource, engine: nil)
    private static let rfc5322 = _compileBuiltin(EmailLevel.rfc5322.patternSource, engine: nil)
    private static let international = _compileBuiltin(EmailLevel.international.patternSource, engine: nil)

    private static func defaultPattern(_ level: EmailLevel) -> Pattern {
        switch level {
        case .html5: html5
        case .practical: practical
        case .rfc5322: rfc5322
        case .international: international
        }
    }

    /// A rule at `level` on the default engine chain, or on `engine` when given.
    public init(
        _ level: EmailLevel = .practical, engine: Engine? = nil, error: any Error = BuiltinRuleError.email
    ) {
        self.level = level
        self.error = error
        self.pattern = engine.map { _compileBuiltin(level.patternSource, engine: $0) } ?? Self.defaultPattern(level)
    }

    /// A rule with the seed libraries' call shape: `EmailRule(ValidationError.validEmail)`.
    public init(_ error: any Error) {
        self.init(.practical, error: error)
    }

    public func verdict(for value: String) -> Verdict {
        if level.checksLengths && Self._exceedsLengths(value) { return .invalid }
        return (try? pattern.verdict(for: value)) ?? .incomplete
    }

    public func validate(_ value: String) -> Validation {
        Validation(verdict(for: value), error: error)
    }

    /// Whether `value` is over 254 octets, or its local part (everything before the last `@`, or the whole
    /// input while no `@` is typed) over 64: appending never cures either.
    static func _exceedsLengths(_ value: String) -> Bool {
        let utf8 = value.utf8
        guard utf8.count > 64 else { return false }
        if utf8.count > 254 { return true }
        let localEnd = utf8.lastIndex(of: UInt8(ascii: "@")) ?? utf8.endIndex
        return utf8.distance(from: utf8.startIndex, to: localEnd) > 64
    }
}

/// Compiles a built-in pattern; the tests compile every built-in on every engine, so failing here is a bug.
func _compileBuiltin(_ source: String, engine: Engine?) -> Pattern {
    do {
        return try Pattern(source, engine: engine)
    } catch {
        preconditionFailure("built-in pattern does not compile on \(engine?.rawValue ?? "auto"): \(error)")
    }
}
