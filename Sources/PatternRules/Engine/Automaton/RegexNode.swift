/// Why the automaton engine does not run a pattern (it then runs on PCRE2, and the reason is on
/// ``Pattern/automatonRefusal``).
struct AutomatonRefusal: Error, Sendable, Hashable, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// A parsed pattern, reduced to what decides which strings it matches: groups are gone (capturing does not
/// change the language), and so are greediness and laziness.
indirect enum RegexNode: Sendable, Hashable {
    /// Matches the empty string.
    case empty
    /// One scalar from the set.
    case scalars(ScalarSet)
    case sequence([RegexNode])
    case alternation([RegexNode])
    /// `node{minimum,maximum}`; `maximum == nil` is unbounded.
    case repetition(RegexNode, minimum: Int, maximum: Int?)
    /// `(?=…)`, or `(?!…)` when `negative`.
    case lookahead(RegexNode, negative: Bool)
    /// `^` (multiline when `multiline`), `\A`, `\G`.
    case start(multiline: Bool)
    case end(EndAnchor)

    enum EndAnchor: Sendable, Hashable {
        /// `\z`.
        case absolute
        /// `$` and `\Z`: at the end, or before a final line feed.
        case beforeFinalNewline
        /// `$` in multiline mode: at the end, or before any line feed.
        case beforeAnyNewline
    }

    /// Whether the node can consume no text at all (its longest match is empty).
    var consumesNothing: Bool {
        switch self {
        case .empty, .lookahead, .start, .end: true
        case .scalars(let set): set.isEmpty
        case .sequence(let items): items.allSatisfy(\.consumesNothing)
        case .alternation(let branches): branches.allSatisfy(\.consumesNothing)
        case .repetition(let node, _, let maximum): maximum == 0 || node.consumesNothing
        }
    }

    /// Whether every match consumes at least one scalar.
    var alwaysConsumes: Bool {
        switch self {
        case .empty, .lookahead, .start, .end: false
        case .scalars: true
        case .sequence(let items): items.contains(where: \.alwaysConsumes)
        case .alternation(let branches): !branches.isEmpty && branches.allSatisfy(\.alwaysConsumes)
        case .repetition(let node, let minimum, _): minimum > 0 && node.alwaysConsumes
        }
    }

    /// Whether a lookahead or an anchor occurs inside.
    var hasAssertions: Bool {
        switch self {
        case .empty, .scalars: false
        case .lookahead, .start, .end: true
        case .sequence(let items): items.contains(where: \.hasAssertions)
        case .alternation(let branches): branches.contains(where: \.hasAssertions)
        case .repetition(let node, _, _): node.hasAssertions
        }
    }
}
