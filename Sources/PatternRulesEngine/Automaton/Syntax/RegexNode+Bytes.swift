extension RegexNode {
    /// The scalars beyond ASCII that caseless matching in UTF mode pairs with ASCII letters: `ſ` with `s`
    /// and the Kelvin sign with `k`. Read as bytes, case folds in ASCII only, so they drop out.
    private static let caseVariantsOfASCII = ScalarSet(ranges: [0x17F...0x17F, 0x212A...0x212A])
    private static let ascii = ScalarSet(ranges: [0...0x7F])

    /// This tree, parsed from `source` as UTF-8 text, as the automaton of the same pattern reading text as
    /// bytes (``PatternOptions/bytes``), or the refusal.
    ///
    /// An automaton reads UTF-8 characters, and those read as bytes do when the pattern names ASCII only:
    /// every match is then ASCII, so it starts and ends between characters, and an assertion (`\b`, `^`,
    /// a lookaround of one character) sees a byte beyond ASCII as it sees a character beyond ASCII, as
    /// no word character and no line break. So the tree is kept, its caseless letters folded in ASCII
    /// only, when the source is ASCII (a character beyond it stands for several bytes), `\w` and the like
    /// are ASCII (no `PCRE2_UCP`), and every set of the tree is ASCII but for those case variants.
    /// Anything else is refused. The source already compiles with PCRE2 reading bytes, which rejects
    /// `\x{100}` and `(*UTF)`. (A search refuses an empty match too: it would move one byte on, into a
    /// character.)
    func readingBytes(source: String, options: PatternOptions) throws(AutomatonRefusal) -> RegexNode {
        let reason = "text read as bytes"
        guard source.utf8.allSatisfy({ $0 < 0x80 }) else {
            throw AutomatonRefusal("\(reason), and the pattern holds a character beyond ASCII")
        }
        guard !options.contains(.unicodeCharacterClasses) else {
            throw AutomatonRefusal("\(reason) with Unicode character classes")
        }
        return try mappingSets { set throws(AutomatonRefusal) in
            guard set.subtracting(Self.caseVariantsOfASCII).subtracting(Self.ascii).isEmpty else {
                throw AutomatonRefusal(
                    "\(reason), and the pattern can match a byte beyond ASCII (`.`, a negated class or the like), which the automaton reads as part of a character"
                )
            }
            return set.intersection(Self.ascii)
        }
    }

    /// This tree with every set of scalars (those read, and the word characters of a boundary) replaced.
    private func mappingSets(_ transform: (ScalarSet) throws(AutomatonRefusal) -> ScalarSet) throws(AutomatonRefusal)
        -> RegexNode
    {
        switch self {
        case .empty, .start, .end, .backreference: return self
        case .scalars(let set): return .scalars(try transform(set))
        case .wordBoundary(let kind, let word): return .wordBoundary(kind, word: try transform(word))
        case .sequence(let items):
            var mapped: [RegexNode] = []
            for item in items { mapped.append(try item.mappingSets(transform)) }
            return .sequence(mapped)
        case .alternation(let branches):
            var mapped: [RegexNode] = []
            for branch in branches { mapped.append(try branch.mappingSets(transform)) }
            return .alternation(mapped)
        case .repetition(let body, let minimum, let maximum):
            return .repetition(try body.mappingSets(transform), minimum: minimum, maximum: maximum)
        case .lookahead(let body, let negative): return .lookahead(try body.mappingSets(transform), negative: negative)
        case .lookbehind(let body, let negative):
            return .lookbehind(try body.mappingSets(transform), negative: negative)
        case .capture(let body, let group): return .capture(try body.mappingSets(transform), group: group)
        case .lazy(let body): return .lazy(try body.mappingSets(transform))
        }
    }
}
