#if SystemPCRE2
    import CPCRE2System
#else
    import CPCRE2
#endif

/// The bounds PCRE2 puts on one match, so that a catastrophic pattern fails fast instead of hanging.
///
/// With the defaults, `(a+)+b` against 5,000 `a`s stops within milliseconds and throws
/// ``MatchError/matchLimitExceeded``.
///
/// ```swift
/// var limits = MatchLimits.default
/// limits.match = 50_000
/// let pattern = try Pattern("(a+)+b", limits: limits)
/// ```
public struct MatchLimits: Sendable, Hashable {
    /// The most times PCRE2 may call its internal match function (backtracking steps) per match
    /// (`pcre2_set_match_limit`). Applies to the JIT and the interpreter.
    public var match: UInt32
    /// The deepest nesting of backtracking PCRE2 may reach (`pcre2_set_depth_limit`). Interpreter only.
    public var depth: UInt32
    /// The most heap, in KiB, the interpreter may use for backtracking (`pcre2_set_heap_limit`).
    public var heapKibibytes: UInt32

    /// Limits with every field given.
    public init(match: UInt32, depth: UInt32, heapKibibytes: UInt32) {
        self.match = match
        self.depth = depth
        self.heapKibibytes = heapKibibytes
    }

    /// One million steps, depth 10,000, 8 MiB of heap: far above what a validation pattern needs on
    /// inputs of a few kilobytes, far below PCRE2's own defaults (10 million steps, 20 MiB).
    public static let `default` = MatchLimits(match: 1_000_000, depth: 10_000, heapKibibytes: 8 * 1024)
}
