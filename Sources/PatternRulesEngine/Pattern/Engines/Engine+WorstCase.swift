extension Engine {
    /// How an engine's time grows on a pattern's worst input, as its registered type declares it.
    public enum WorstCase: String, Sendable, Hashable {
        /// It does not backtrack: every input costs time linear in its length (the automaton).
        case linear
        /// It backtracks, and ``MatchLimits`` stop a match that would take too long, which then reports
        /// ``MatchError`` (PCRE2's engines).
        case boundedByMatchLimits
        /// It backtracks with no limit of ours to stop it (Foundation's ICU): keep it away from untrusted
        /// patterns on long inputs.
        case unbounded
    }

    /// How this engine's time grows on a pattern's worst input: what `patterns risk` measures (not at
    /// all, in PCRE2's steps, or in time) and what a caller choosing an engine for untrusted input asks.
    public var worstCase: WorstCase {
        switch facts.risk {
        case .linear: .linear
        case .steps: .boundedByMatchLimits
        case .time: .unbounded
        }
    }
}
