import Foundation

/// One curated pattern of the ``PatternCatalogue``: what it accepts, with examples that prove it.
public struct CatalogueEntry: Sendable, Hashable, Identifiable {
    /// Compile flags, as the JSON spells them.
    /// A flag an entry's pattern is compiled with (the names are ``Pattern/Flag``'s).
    public typealias Flag = Pattern.Flag

    /// Dotted, such as `password.upper-lower-digit-8-15`; also the file name (`<id>.json`).
    public let id: String
    public let title: String
    public let description: String
    /// The pattern text (PCRE2 syntax). For an entry that points at a built-in rule, the rule's pattern
    /// when it has one, else empty.
    public let pattern: String
    /// The dialect ``pattern`` is written in: PCRE2 unless the entry's JSON names another
    /// (`"dialect": "javascript"`).
    public let dialect: Pattern.Dialect
    /// The pattern written for JavaScript (the `javascript` and `html` dialects), where the PCRE2 text
    /// means another language there: the same language as ``pattern`` (`patterns check` proves it).
    public let javaScriptPattern: String?
    /// The built-in rule this entry stands for (`email:practical`), when it is one.
    public let rule: String?
    public let flags: [Flag]
    public let tags: [String]
    /// Inputs that must be valid.
    public let matching: [String]
    /// Inputs that must not be valid.
    public let nonMatching: [String]
    /// Prefixes that must be incomplete (some continuation is valid).
    public let incomplete: [String]
    /// Inputs that no continuation makes valid, so that an exact engine must call them invalid. The
    /// ``Engine/automaton`` (and the automatic chain, where it runs the entry) answers `invalid`; PCRE2
    /// may over-report `incomplete` for patterns with lookarounds, so on PCRE2 they must only not be valid.
    public let invalid: [String]
    /// Where it comes from: a standard, a public library, or written here.
    public let source: String
    /// Caveats, known flaws, engine differences.
    public let notes: String
    /// Engines known to answer differently (`foundation`, `swift-regex`), each with the reason.
    public let knownDifferences: [String: String]
    /// The entry's JSON as stored.
    public let json: String

    public var options: Pattern.Options {
        flags.reduce(into: []) { $0.formUnion($1.option) }
    }

    /// ``pattern`` compiled in its ``dialect`` with its flags.
    public func compiledPattern(engine: Engine? = nil) throws(PatternError) -> Pattern {
        try Pattern(pattern, dialect: dialect, options: options, engine: engine)
    }

    /// The rule the entry describes: its built-in rule, or a ``RegexRule`` of its pattern.
    ///
    /// - Throws: ``PatternError`` when a forced `engine` does not run the pattern or cannot run here.
    ///   The catalogue checked the entry on the automatic chain when it was loaded, so nothing else fails.
    public func rule(engine: Engine? = nil) throws(PatternError) -> any ValidationRule<String> & Sendable {
        guard let rule else { return RegexRule(try compiledPattern(engine: engine)) }
        do {
            return try BuiltinRules.rule(named: rule, engine: engine)
        } catch {
            switch error {
            case .engineUnavailable(let error), .phoneConfiguration(.engineUnavailable(let error)): throw error
            default:
                // Only a hand-made entry gets here: a loaded one had its rule name checked.
                throw PatternError(.engineUnavailable, pattern: rule, engine: engine, message: error.description)
            }
        }
    }
}
