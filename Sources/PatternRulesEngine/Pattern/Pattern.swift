import Foundation
import PatternRulesSupport

/// A regular expression compiled once, that validates whole strings with a three-state ``Verdict``.
///
/// The match must cover the entire input, whatever anchors the pattern text has (`\A(?:…)\z`
/// semantics): `abc` does not accept `"abc\n"`. The engine is chosen when the pattern is compiled
/// (the automaton, else the PCRE2 JIT, else the PCRE2 interpreter, else Foundation) and is visible as
/// ``engine``.
///
/// ```swift
/// let email = try Pattern(#"[a-z]+@[a-z]+\.[a-z]{2,}"#)
/// email.engine                          // .automaton
/// try email.verdict(for: "ab@")         // .incomplete
/// try email.verdict(for: "ab@cd.ef")    // .valid
/// try email.matches("a b@")             // false
/// ```
///
/// A `Pattern` is immutable and `Sendable`: compile it once and share it between threads. Matching does
/// not allocate in steady state on the automaton and PCRE2 engines.
public struct Pattern: Sendable, CustomStringConvertible {
    /// Compile options: the case, white space, `.`, class and line-anchor settings of PCRE2 (see
    /// ``PatternOptions``, which every stage of the engine reads).
    public typealias Options = PatternOptions
    /// The syntax and meaning a pattern is read in (see ``PatternDialect``).
    public typealias Dialect = PatternDialect

    /// The pattern text as given.
    public let source: String
    /// The options it was compiled with.
    public let options: Options
    /// The dialect it was read in.
    public let dialect: Dialect
    /// Why the automatic chain passed over PCRE2's JIT, `nil` when it did not (or an engine was forced):
    /// for example PCRE2's compile error when a pattern too large for PCRE2 went to Foundation, whose
    /// `incomplete` is weaker and which has no backtracking limits. Tools should show it.
    public let fallbackReason: String?
    /// Why the automatic chain did not run this pattern on the ``Engine/automaton`` (for example
    /// `atomic groups`), `nil` when it did or another engine was forced. Such a pattern's
    /// ``Verdict/incomplete`` is PCRE2's partial match, which can be said of input that cannot become
    /// valid when the pattern has lookarounds.
    public let automatonRefusal: String?
    @usableFromInline package let program: Program
    /// The search program, compiled on the first search (``matches(in:)``) and shared by every copy of
    /// the pattern and every thread: a pattern that only validates never pays for it.
    let searchSlot = OnceValue<Result<any SearchProgram, PatternError>>()
    /// The limits a PCRE2 match of this pattern runs under, in validation and in search.
    let matchLimits: MatchLimits

    /// Compiles `source` for the first engine of the chain that accepts it, or for `engine` when given.
    ///
    /// - Parameters:
    ///   - source: The pattern, in PCRE2 syntax (ICU syntax reaches the Foundation engine).
    ///   - options: Compile options.
    ///   - engine: An engine to force; `nil` follows `PATTERNRULES_ENGINE`, else the automatic chain.
    ///   - limits: The bounds on each match.
    /// - Throws: ``PatternError`` when no engine accepts the pattern (with PCRE2's message and offset),
    ///   when a forced engine is unavailable, or when `PATTERNRULES_ENGINE` names no engine.
    /// - Complexity: Compilation and JIT cost microseconds to a few milliseconds; do it once.
    public init(
        _ source: String, options: Options = [], engine: Engine? = nil, limits: MatchLimits = .default
    ) throws(PatternError) {
        try self.init(source, options: options, engine: engine, limits: limits, environment: true)
    }

    /// Compiles `source` read in `dialect`: ``PatternDialect/pcre2`` as the initialiser above does, a JavaScript
    /// dialect on the automaton only.
    ///
    /// ```swift
    /// let code = try Pattern(#"\w+"#, dialect: .javascript, options: .caseInsensitive)
    /// try code.matches("é")        // false: JavaScript's \w is ASCII
    /// try code.matches("\u{212A}")  // true: KELVIN SIGN folds to k under the i flag
    /// ```
    ///
    /// - Parameters:
    ///   - source: The pattern, in the dialect's syntax.
    ///   - dialect: How to read the pattern.
    ///   - options: For a JavaScript dialect, a subset of ``PatternDialect/javaScriptOptions`` (the flags `i`, `m`,
    ///     `s`).
    ///   - engine: An engine to force; a JavaScript dialect runs on ``Engine/automaton`` only (or, unforced,
    ///     on PCRE2 through an exact translation where the automaton refuses a regular pattern).
    ///   - limits: The bounds on each match, where PCRE2 runs the pattern.
    /// - Throws: ``PatternError`` with V8's message (`Invalid escape`, `Nothing to repeat`, …) and the
    ///   offset when JavaScript rejects the pattern; ``PatternError/Reason/engineUnavailable`` when it is
    ///   valid JavaScript that neither the automaton nor PCRE2's exact translation runs (a backreference
    ///   whose meaning PCRE2 would not keep, a pattern past the compile budget) or another engine is
    ///   forced: PCRE2 and ICU read other dialects.
    public init(
        _ source: String, dialect: Dialect, options: Options = [], engine: Engine? = nil,
        limits: MatchLimits = .default
    ) throws(PatternError) {
        try self.init(source, dialect: dialect, options: options, engine: engine, limits: limits, environment: true)
    }

    /// Compiles as the public initialiser does; `environment: false` ignores `PATTERNRULES_ENGINE` and
    /// `PATTERNRULES_COMPILE_BUDGET`: the built-in rules' patterns are the same whatever a process sets.
    package init(
        _ source: String, dialect: Dialect = .pcre2, options: Options = [], engine: Engine?,
        limits: MatchLimits = .default, environment: Bool
    ) throws(PatternError) {
        self.source = source
        self.options = options
        self.dialect = dialect
        matchLimits = limits
        var preference = engine
        if environment {
            if preference == nil { preference = try Engine.environmentSetting() }
            _ = try Engine.compileBudgetSetting()
        }
        let steps = environment ? CompileBudget.defaultSteps : CompileBudget.standardSteps
        let request = CompileRequest(
            source, dialect: dialect, options: options, limits: limits, steps: steps, isForced: preference != nil)
        let compiled = try Self._compile(request, preference: preference)
        (program, fallbackReason, automatonRefusal) = (
            compiled.program, compiled.fallbackReason, compiled.automatonRefusal
        )
    }

    /// A JSON Schema `pattern`: ECMA-262 with the `u` flag, matched anywhere in the string, so that
    /// ``matches(_:)`` answers whether the string holds a match, as the specification reads it. Annex B's
    /// identity escapes of ASCII punctuation (`\-`, `\:`) and its literal lone braces are read too: schemas
    /// in the wild use them, and their meaning is not in doubt.
    package init(jsonSchemaPattern source: String) throws(PatternError) {
        self.source = source
        options = []
        dialect = .javascript
        matchLimits = .default
        let request = CompileRequest(
            source, dialect: .javascript, options: [], limits: .default, steps: CompileBudget.defaultSteps,
            isForced: false, jsonSchema: true)
        let compiled = try Self._compile(request, preference: nil)
        (program, fallbackReason, automatonRefusal) = (
            compiled.program, compiled.fallbackReason, compiled.automatonRefusal
        )
    }

    /// The engine that runs this pattern.
    public var engine: Engine { program.compiled.engine }

    public var description: String { source }

    /// The three-state verdict for `input`.
    ///
    /// - Throws: ``MatchError`` when a limit stopped the match before it could answer.
    /// - Complexity: One partial-soft match on PCRE2; no allocation in steady state.
    public func verdict(for input: String) throws(MatchError) -> Verdict {
        try _verdict(input)
    }

    /// The three-state verdict for `input`.
    public func verdict(for input: Substring) throws(MatchError) -> Verdict {
        try _verdict(input)
    }

    /// Whether the whole of `input` matches (a complete match only: cheaper than ``verdict(for:)-(String)``
    /// when the caller does not need ``Verdict/incomplete``).
    ///
    /// - Throws: ``MatchError`` when a limit stopped the match before it could answer.
    public func matches(_ input: String) throws(MatchError) -> Bool {
        try _matches(input)
    }

    /// Whether the whole of `input` matches.
    public func matches(_ input: Substring) throws(MatchError) -> Bool {
        try _matches(input)
    }

    // One body per question for both input types; `String(input)` of a `String` does not copy.
    @inline(__always)
    func _verdict<Input: StringProtocol>(_ input: Input) throws(MatchError) -> Verdict {
        try program.verdict(input)
    }

    @inline(__always)
    func _matches<Input: StringProtocol>(_ input: Input) throws(MatchError) -> Bool {
        try program.matches(input)
    }
}

extension Pattern {
    /// Calls `body` with the input's UTF-8 in place; only a bridged, non-contiguous string is copied.
    @inline(__always)
    @inlinable
    static func _withUTF8<Input: StringProtocol, Success>(
        _ input: Input, _ body: (UnsafeBufferPointer<UInt8>) -> Success
    ) -> Success {
        if let result = input.utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = String(input)
        copy.makeContiguousUTF8()
        return copy.utf8.withContiguousStorageIfAvailable(body)!
    }
}
