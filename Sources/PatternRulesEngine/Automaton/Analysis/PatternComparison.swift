/// Two patterns compared as languages, exactly: how the sets of whole inputs they accept relate, and
/// the shortest inputs that show it.
///
/// Built from the two minimal automata (product construction, emptiness, a shortest-first walk), so it
/// answers for every input, not for listed examples; a pattern the automaton cannot read exactly is
/// refused rather than approximated.
///
/// ```swift
/// let old = try Pattern(#"[a-z]+@[a-z]+\.[a-z]{2,}"#)
/// let new = try Pattern(#"[a-z0-9]+@[a-z]+\.[a-z]{2,}"#)
/// let comparison = try old.compared(with: new)
/// comparison.relation                      // .subset: the new pattern accepts more
/// Array(comparison.onlyRight.prefix(2))    // ["0@a.aa", "0@a.ab"]
/// ```
public struct PatternComparison: Sendable {
    /// How the left pattern's language relates to the right one's.
    public enum Relation: String, Sendable, CaseIterable {
        /// The same inputs are valid on both sides.
        case equal
        /// Every input valid on the left is valid on the right, and not the reverse.
        case subset
        /// Every input valid on the right is valid on the left, and not the reverse.
        case superset
        /// Some inputs are valid on both sides, and each side has inputs the other rejects.
        case overlap
        /// No input is valid on both sides (and at least one side accepts something).
        case disjoint
    }

    /// Strings in one part of the comparison, shortest first, then in code-point order; computed as
    /// they are read, and endless for an infinite language.
    public struct Examples: Sequence, Sendable {
        let dfa: DFA

        public func makeIterator() -> some IteratorProtocol<String> { ShortestStrings(dfa) }
    }

    public let relation: Relation
    /// Inputs valid on the left and not on the right.
    public let onlyLeft: Examples
    /// Inputs valid on the right and not on the left.
    public let onlyRight: Examples
    /// Inputs valid on both sides.
    public let both: Examples
}

extension DFA {
    /// Whether the automaton accepts nothing: minimised, only its dead state is left as its start.
    package var isEmpty: Bool { start == 0 }
}
