import Foundation

/// A match that PCRE2 stopped before it could answer, so the input has no verdict.
///
/// The limits that trigger these come from ``MatchLimits``. A caller can tell them apart from an
/// ordinary ``Verdict/invalid``: the rule layer reports them as violations carrying this error.
///
/// ```swift
/// let pattern = try Pattern("(a+)+b")
/// do { _ = try pattern.verdict(for: String(repeating: "a", count: 5_000)) }
/// catch .matchLimitExceeded { print("gave up") }
/// ```
public enum MatchError: Error, Sendable, Hashable, CustomStringConvertible, LocalizedError {
    /// The pattern needed more backtracking steps than ``MatchLimits/match`` (`PCRE2_ERROR_MATCHLIMIT`).
    case matchLimitExceeded
    /// The backtracking nested deeper than ``MatchLimits/depth`` (`PCRE2_ERROR_DEPTHLIMIT`).
    case depthLimitExceeded
    /// The interpreter needed more heap than ``MatchLimits/heapKibibytes`` (`PCRE2_ERROR_HEAPLIMIT`).
    case heapLimitExceeded
    /// The JIT's per-thread stack (1 MiB) was exhausted (`PCRE2_ERROR_JIT_STACKLIMIT`).
    case jitStackExhausted
    /// The Foundation engine ran past its progress budget (ICU offers no backtracking limit).
    case timeLimitExceeded
    /// ICU stopped the match itself, reporting an internal error (`NSRegularExpression`'s
    /// `internalError` flag; ICU's `U_REGEX_STACK_OVERFLOW` when its backtracking stack is full).
    case engineStopped
    /// Any other failure the engine reported, with its code and message.
    case engineFailure(code: Int, message: String)

    /// Whether a resource limit stopped the match (as opposed to an engine failure).
    public var isLimitExceeded: Bool {
        if case .engineFailure = self { return false }
        return true
    }

    public var description: String {
        switch self {
        case .matchLimitExceeded: "match limit exceeded (too much backtracking)"
        case .depthLimitExceeded: "depth limit exceeded (backtracking nested too deeply)"
        case .heapLimitExceeded: "heap limit exceeded"
        case .jitStackExhausted: "JIT stack exhausted"
        case .timeLimitExceeded: "time limit exceeded"
        case .engineStopped: "the Foundation (ICU) engine stopped the match (backtracking stack full)"
        case .engineFailure(let code, let message): "matching failed (\(code)): \(message)"
        }
    }

    public var errorDescription: String? { description }
}
