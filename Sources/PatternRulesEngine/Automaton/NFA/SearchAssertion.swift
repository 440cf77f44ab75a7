/// An assertion as a search reads it: a condition on the scalar just before a position and the one just
/// after it (or the text's edge), which is all `^`, `$`, `\b` and one-scalar lookarounds look at. The
/// search automaton (``LeftmostFirstDFA``) decides it while it reads the scalar after the position, so
/// a search never looks further than one scalar ahead, and reads the text once.
enum SearchAssertion: Hashable {
    /// `^` outside multiline mode, `\A`: the start of the text.
    case textStart
    /// PCRE2's multiline `^`: the start of the text, or after a line feed that is not the text's last
    /// scalar.
    case lineStart
    /// `$`, `\Z`, `\z` and their multiline and JavaScript forms (``RegexNode/EndAnchor``).
    case end(RegexNode.EndAnchor)
    /// `\b` and its kin, with the scalars that are word characters (``SearchContext/sets`` number `word`).
    case word(RegexNode.WordBoundary, word: Int)
    /// A lookbehind of one scalar: the scalar before is (`inSet`) or is not in set number `set`; at the
    /// start of the text, only the negative form holds (JavaScript's multiline `^` is one).
    case before(set: Int, inSet: Bool)
    /// A lookahead of one scalar, likewise with the scalar after.
    case after(set: Int, inSet: Bool)

    /// Whether the assertion holds between the `before` and `after` contexts.
    func holds(before: SearchContext, after: SearchContext) -> Bool {
        switch self {
        case .textStart:
            return before.isEdge
        case .lineStart:
            return before.isEdge || (before.contains(SearchContext.lineFeedSet) && !after.isEdge)
        case .end(let anchor):
            guard !after.isEdge else { return true }
            switch anchor {
            case .absolute: return false
            case .beforeFinalNewline: return after.isFinalLineFeed
            case .beforeAnyNewline: return after.contains(SearchContext.lineFeedSet)
            case .beforeAnyLineTerminator: return after.contains(SearchContext.lineTerminatorSet)
            }
        case .word(let kind, let word):
            let (wordBefore, wordAfter) = (before.contains(word), after.contains(word))
            switch kind {
            case .boundary: return wordBefore != wordAfter
            case .notBoundary: return wordBefore == wordAfter
            case .wordStart: return !wordBefore && wordAfter
            case .wordEnd: return wordBefore && !wordAfter
            }
        case .before(let set, let inSet):
            return before.contains(set) == inSet  // the edge belongs to no set
        case .after(let set, let inSet):
            return after.contains(set) == inSet
        }
    }
}

/// What an assertion can know of one side of a position: the text's edge, or the scalar there, by the
/// sets it belongs to (``SearchContext/sets``, numbered from the NFA's list), and whether it is the line
/// feed that ends the text. A byte that is not UTF-8 belongs to no set.
struct SearchContext: Hashable {
    var bits: UInt64

    /// The numbers of the two sets every search automaton separates: `$` and `^` read them.
    static let lineFeedSet = 0
    static let lineTerminatorSet = 1
    /// The sets a pattern's assertions read first: the line feed, then JavaScript's line terminators.
    static let baseSets = [ScalarSet(0x0A), ScalarSet(ranges: [0x0A...0x0A, 0x0D...0x0D, 0x2028...0x2029])]
    /// The most sets one pattern's assertions may read.
    static let setLimit = 60

    static let edge = SearchContext(bits: 1)
    static let invalidByte = SearchContext(bits: 0)

    var isEdge: Bool { bits & 1 != 0 }
    var isFinalLineFeed: Bool { bits & 2 != 0 }
    func contains(_ set: Int) -> Bool { bits & (1 << (set + 2)) != 0 }

    /// The context of `scalar` among `sets`, `final` when it is the text's last scalar and a line feed.
    init(scalar: UInt32, sets: [ScalarSet], finalLineFeed: Bool) {
        bits = finalLineFeed ? 2 : 0
        for (number, set) in sets.enumerated() where set.contains(scalar) { bits |= 1 << (number + 2) }
    }

    init(bits: UInt64) { self.bits = bits }
}
