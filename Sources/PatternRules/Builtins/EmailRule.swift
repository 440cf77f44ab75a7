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
    private static let html5 = BuiltinPattern.compileLeniently(EmailLevel.html5.patternSource)
    private static let practical = BuiltinPattern.compileLeniently(EmailLevel.practical.patternSource)
    private static let rfc5322 = BuiltinPattern.compileLeniently(EmailLevel.rfc5322.patternSource)
    private static let international = BuiltinPattern.compileLeniently(EmailLevel.international.patternSource)

    private static func defaultPattern(_ level: EmailLevel) -> Pattern {
        switch level {
        case .html5: html5
        case .practical: practical
        case .rfc5322: rfc5322
        case .international: international
        }
    }

    /// A rule at `level` on the default engine: the one `PATTERNRULES_ENGINE` names when it is valid and
    /// can run here, else the automatic chain. Configuration never makes this initialiser fail.
    public init(_ level: EmailLevel = .practical, error: any Error = BuiltinRuleError.email) {
        self.level = level
        self.error = error
        self.pattern = Self.defaultPattern(level)
    }

    /// A rule at `level` on a forced `engine` (`nil`: as ``init(_:error:)``).
    ///
    /// - Throws: ``PatternError`` when the engine cannot run on this machine.
    public init(_ level: EmailLevel = .practical, engine: Engine?, error: any Error = BuiltinRuleError.email)
        throws(PatternError)
    {
        self.level = level
        self.error = error
        self.pattern =
            try engine.map { engine throws(PatternError) in
                try BuiltinPattern.compile(level.patternSource, engine: engine)
            } ?? Self.defaultPattern(level)
    }

    public func verdict(for value: String) -> Verdict {
        guard level.checksLengths else { return pattern._verdictOrIncomplete(for: value) }
        if Self._exceedsLengths(value) { return .invalid }
        return pattern._verdictOrIncomplete(for: value, maximumBytes: Self.maximumOctets)
    }

    /// The rule's automaton for front-ends (docs/EXPORT.md): its pattern, and for the levels that check
    /// lengths the limits of 254 octets (64 in the local part), which `pattern-automaton.js` applies as
    /// this rule does.
    ///
    /// - Throws: ``PatternError`` when the automaton cannot read the level's pattern.
    public func exportedAutomaton() throws(PatternError) -> String {
        try pattern.exportedAutomaton(limits: level.checksLengths ? Self.exportedLimits : nil)
    }

    /// RFC 5321's limit on a whole address, in octets.
    static let maximumOctets = 254
    /// RFC 5321's limit on the local part, in octets.
    static let maximumLocalPartOctets = 64

    /// The two limits, as an exported automaton carries them.
    static let exportedLimits = ExportedLengthLimits(
        maximumUTF8Length: maximumOctets, maximumLocalPartUTF8Length: maximumLocalPartOctets)

    public func validate(_ value: String) -> Validation {
        Validation(verdict(for: value), error: error)
    }

    /// Whether `value` is over 254 octets, or its local part (everything before the last `@`, or the whole
    /// input while no `@` is typed) over 64: appending never cures either.
    static func _exceedsLengths(_ value: String) -> Bool {
        let utf8 = value.utf8
        guard utf8.count > maximumLocalPartOctets else { return false }
        if utf8.count > maximumOctets { return true }
        let localEnd = utf8.lastIndex(of: UInt8(ascii: "@")) ?? utf8.endIndex
        return utf8.distance(from: utf8.startIndex, to: localEnd) > maximumLocalPartOctets
    }
}

extension EmailRule: TypingRule {
    public var typingPattern: Pattern { pattern }

    /// The pattern's verdict from the cursor, and the RFC 5321 lengths beside it, whose check reads at
    /// most the first 255 octets.
    public func verdict(typing cursor: Pattern.Cursor, text: String) -> Verdict {
        guard level.checksLengths else { return (try? cursor.verdict) ?? .incomplete }
        if Self._exceedsLengths(text) { return .invalid }
        return (try? cursor.verdict(typedBytes: text.utf8.count, maximumBytes: Self.maximumOctets)) ?? .incomplete
    }
}
