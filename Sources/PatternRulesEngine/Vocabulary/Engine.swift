#if SystemPCRE2
    import CPCRE2System
#else
    import CPCRE2
#endif

/// The regular-expression engine that runs a compiled ``Pattern``.
///
/// A pattern is compiled for the first engine of the chain that accepts it: ``automaton`` (for patterns
/// that denote a regular language, the common case), then ``pcre2JIT``, then ``pcre2Interpreter`` (when
/// the JIT is unavailable or cannot compile the pattern), then ``foundation`` (when PCRE2 rejects the
/// pattern's syntax but ICU accepts it, as for `\N{LATIN SMALL LETTER A}`). The chosen engine is
/// visible as ``Pattern/engine``.
///
/// Force an engine with `Pattern(_:engine:)` or, for a whole process, with the environment variable
/// `PATTERNRULES_ENGINE` (`auto`, `automaton`, `pcre2-jit`, `pcre2`, `foundation`).
///
/// An engine is a name, which every stage may speak; what the library knows about it (whether its
/// verdicts are exact, how its backtracking is measured, whether it runs here) is declared by the
/// engine's own type in the registry (`Engine.registry`, on top of the stages), and everything that
/// lists engines reads it from there, as do ``init(rawValue:)`` and ``allCases``.
public struct Engine: Sendable, Hashable, RawRepresentable, CaseIterable, CustomStringConvertible {
    /// The name used on the command line and in `PATTERNRULES_ENGINE`, such as `pcre2-jit`.
    public let rawValue: String

    /// An engine's identity, for the one type that declares it.
    package init(declaring name: String) { rawValue = name }

    /// A minimal deterministic automaton over UTF-8 bytes, built from the pattern: one table look-up per
    /// byte, and exact verdicts (``Verdict/incomplete`` only when a continuation really can match),
    /// lookaheads, lookbehinds and word boundaries included. Patterns with backreferences, atomic groups,
    /// possessive quantifiers, recursion, conditionals or verbs stay on PCRE2; see
    /// ``Pattern/automatonRefusal``.
    public static let automaton = Engine(declaring: "automaton")
    /// PCRE2 compiled to machine code by its JIT (`pcre2_jit_match`). The fastest.
    public static let pcre2JIT = Engine(declaring: "pcre2-jit")
    /// PCRE2's interpreter (`pcre2_match`).
    public static let pcre2Interpreter = Engine(declaring: "pcre2")
    /// Foundation's `NSRegularExpression` (ICU syntax). ``Verdict/incomplete`` is derived from ICU's
    /// hit-end report, which can err towards incomplete; see <doc:Engines>.
    public static let foundation = Engine(declaring: "foundation")

    /// The name used on the command line and in `PATTERNRULES_ENGINE`.
    public var description: String { rawValue }

    /// The PCRE2 library version, such as `10.42 2022-12-11`.
    public static let pcre2Version: String = {
        var buffer = [UInt8](repeating: 0, count: 64)
        let length = cpcre2_config(UInt32(PCRE2_CONFIG_VERSION), &buffer)
        guard length > 1 else { return "unknown" }
        return String(decoding: buffer.prefix(Int(length) - 1), as: UTF8.self)
    }()

    /// The linked PCRE2's release as (major, minor): `(10, 46)` inside the package; the system's with the
    /// SystemPCRE2 trait. The automaton reads a pattern as this release does.
    package static let pcre2Release: (major: Int, minor: Int) = {
        let numbers = pcre2Version.prefix { $0 != " " }.split(separator: ".").compactMap { Int($0) }
        return numbers.count >= 2 ? (numbers[0], numbers[1]) : (0, 0)
    }()

    /// The name of the environment variable that forces an engine for the whole process.
    public static let environmentVariable = "PATTERNRULES_ENGINE"
}
