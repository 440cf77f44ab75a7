/// A parsed pattern, reduced to what decides which strings it matches: groups are gone (capturing does not
/// change the language), and so are greediness and laziness. Only a JavaScript pattern with backreferences
/// keeps its capturing groups, for the engine that can run it (``PCRE2Translation``); the automaton
/// refuses a backreference. A JavaScript pattern read for search keeps its lazy quantifiers
/// (``lazy(_:)``), which decide where a match ends.
package indirect enum RegexNode: Sendable, Hashable {
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
    /// `\b`, `\B`, `[[:<:]]`, `[[:>:]]`, where `word` is what `\w` matches (it depends on UCP).
    case wordBoundary(WordBoundary, word: ScalarSet)
    /// `(?<=…)`, or `(?<!…)` when `negative`: a condition on all the input before the position.
    case lookbehind(RegexNode, negative: Bool)
    /// Capturing group `group` (numbered from 1), kept only where a backreference needs it.
    case capture(RegexNode, group: Int)
    /// `\1` or `\k<name>`: the text group `group` captured, or the empty string while it has none (as
    /// JavaScript reads it).
    case backreference(group: Int)
    /// A repetition with a lazy `?` after its quantifier (`a*?`), kept only where it was asked for (a
    /// search, whose match ends where laziness says): its language is the body's, so everything but
    /// ``PCRE2Translation`` reads it as the body, like a capture.
    case lazy(RegexNode)

    package enum WordBoundary: Sendable, Hashable {
        /// `\b`: a word character on exactly one side.
        case boundary
        /// `\B`: word characters on both sides or on neither.
        case notBoundary
        /// `[[:<:]]`: no word character before, one after.
        case wordStart
        /// `[[:>:]]`: a word character before, none after.
        case wordEnd
    }

    package enum EndAnchor: Sendable, Hashable {
        /// `\z`.
        case absolute
        /// `$` and `\Z`: at the end, or before a final line feed.
        case beforeFinalNewline
        /// `$` in multiline mode: at the end, or before any line feed.
        case beforeAnyNewline
        /// JavaScript's `$` with the `m` flag: at the end, or before any of its four line terminators.
        case beforeAnyLineTerminator
    }

    /// Whether the node can consume no text at all (its longest match is empty).
    var consumesNothing: Bool {
        switch self {
        case .empty, .lookahead, .start, .end, .wordBoundary, .lookbehind: true
        case .backreference: false
        case .capture(let body, _), .lazy(let body): body.consumesNothing
        case .scalars(let set): set.isEmpty
        case .sequence(let items): items.allSatisfy(\.consumesNothing)
        case .alternation(let branches): branches.allSatisfy(\.consumesNothing)
        case .repetition(let node, _, let maximum): maximum == 0 || node.consumesNothing
        }
    }

    /// Whether every match consumes at least one scalar.
    var alwaysConsumes: Bool {
        switch self {
        case .empty, .lookahead, .start, .end, .wordBoundary, .lookbehind, .backreference: false
        case .capture(let body, _), .lazy(let body): body.alwaysConsumes
        case .scalars: true
        case .sequence(let items): items.contains(where: \.alwaysConsumes)
        case .alternation(let branches): !branches.isEmpty && branches.allSatisfy(\.alwaysConsumes)
        case .repetition(let node, let minimum, _): minimum > 0 && node.alwaysConsumes
        }
    }

    /// Repetitions containing an assertion are unrolled up to this count, in validation's language
    /// operations (``StartAnchors`` and the NFA builder); a longer one is refused.
    static let assertionUnrollLimit = 64

    /// Whether a lookahead or an anchor occurs inside: assertions whose meaning depends on where they
    /// stand in the pattern, so a repetition holding one is unrolled. Word boundaries and lookbehinds
    /// depend on the input only and are not counted.
    var hasAssertions: Bool {
        switch self {
        case .empty, .scalars, .wordBoundary, .lookbehind, .backreference: false
        case .capture(let body, _), .lazy(let body): body.hasAssertions
        case .lookahead, .start, .end: true
        case .sequence(let items): items.contains(where: \.hasAssertions)
        case .alternation(let branches): branches.contains(where: \.hasAssertions)
        case .repetition(let node, _, _): node.hasAssertions
        }
    }

    /// Whether anything inside reads the text around where it stands (an anchor, a lookaround, a word
    /// boundary) or what an earlier group took (a backreference): without any, whether a text holds a
    /// match depends on its scalars alone.
    var readsContext: Bool {
        switch self {
        case .empty, .scalars: false
        case .lookahead, .lookbehind, .start, .end, .wordBoundary, .backreference: true
        case .capture(let body, _), .lazy(let body), .repetition(let body, _, _): body.readsContext
        case .sequence(let items), .alternation(let items): items.contains(where: \.readsContext)
        }
    }

    /// Whether a lookahead occurs inside, a lookbehind's body included.
    var hasLookahead: Bool {
        switch self {
        case .lookahead: true
        case .empty, .scalars, .start, .end, .wordBoundary, .backreference: false
        case .capture(let body, _), .lazy(let body): body.hasLookahead
        case .lookbehind(let body, _): body.hasLookahead
        case .sequence(let items), .alternation(let items): items.contains(where: \.hasLookahead)
        case .repetition(let body, _, _): body.hasLookahead
        }
    }

    /// Whether a word boundary or a lookbehind occurs inside: conditions on the input around a
    /// position, which the subset construction decides (see ``NFA/Condition``).
    var hasInputConditions: Bool {
        switch self {
        case .empty, .scalars, .start, .end, .backreference: false
        case .capture(let body, _), .lazy(let body): body.hasInputConditions
        case .wordBoundary, .lookbehind: true
        case .lookahead(let body, _): body.hasInputConditions
        case .sequence(let items): items.contains(where: \.hasInputConditions)
        case .alternation(let branches): branches.contains(where: \.hasInputConditions)
        case .repetition(let node, _, _): node.hasInputConditions
        }
    }
}
