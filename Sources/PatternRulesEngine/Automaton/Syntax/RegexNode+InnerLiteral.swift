/// Where a search can start from a literal inside the pattern rather than from its first character: the
/// reverse inner strategy (``AutomatonSearchProgram``), for patterns such as `[A-Za-z]+ the [a-z]+`
/// whose matches begin with a class too common to skip to.
extension RegexNode {
    /// The pattern cut at a literal it holds at the top level: the items before it (`prefix`), and the
    /// literal's UTF-8. Every match is a match of `prefix` ending where an occurrence of the literal begins.
    package struct InnerLiteral: Sendable {
        package let prefix: RegexNode
        package let literal: [UInt8]
    }

    /// The shortest literal, in bytes, worth searching for before the automaton runs.
    static let innerLiteralMinimumLength = 3

    /// The first literal of at least ``innerLiteralMinimumLength`` bytes among the pattern's top-level
    /// items (after the first), where the items before it can be found backwards from each occurrence
    /// without missing an earlier match; `nil` where there is none.
    ///
    /// The condition: the prefix consumes only scalars (no assertion) and cannot consume some scalar of
    /// the literal. Then no string the prefix matches holds an occurrence of the literal, nor part of
    /// one that overlaps another (an overlap repeats the literal's first bytes, and so each of its
    /// scalars). So the leftmost match's literal is the first occurrence at or after its start: a match
    /// that began before an occurrence and ended after it would read that occurrence inside its prefix.
    /// That makes the first occurrence's reverse scan of the prefix give the leftmost start, and each
    /// reverse scan stop at the occurrence before (regex-automata's reverse inner condition, made exact
    /// this way rather than by a check of the prefix's language).
    package var innerLiteral: InnerLiteral? {
        let items = topLevelItems
        guard items.count >= 2 else { return nil }
        var consumed = ScalarSet()
        var index = 0
        while index < items.count {
            var scalars: [UInt32] = []
            var end = index
            while end < items.count, case .scalars(let set) = items[end], let only = set.onlyScalar {
                scalars.append(only)
                end += 1
            }
            let bytes = scalars.flatMap { Unicode.Scalar($0).map { Array(String($0).utf8) } ?? [] }
            if index > 0, bytes.count >= Self.innerLiteralMinimumLength,
                scalars.contains(where: { !consumed.contains($0) })
            {
                return InnerLiteral(prefix: .sequence(Array(items[..<index])), literal: bytes)
            }
            // The items before the next candidate become the prefix: each must only consume.
            for item in items[index..<max(end, index + 1)] {
                guard let scalars = item.consumableScalars else { return nil }
                consumed.formUnion(scalars)
            }
            index = max(end, index + 1)
        }
        return nil
    }

    /// The items of the top-level sequence, nested sequences flattened (which changes neither the
    /// language nor the order of choices).
    private var topLevelItems: [RegexNode] {
        guard case .sequence(let items) = self else { return [self] }
        return items.flatMap(\.topLevelItems)
    }

    /// Every scalar the node can consume, `nil` when it holds anything but scalars, sequences,
    /// alternations and repetitions (an assertion reads context the reverse scan does not check).
    private var consumableScalars: ScalarSet? {
        switch self {
        case .empty:
            return ScalarSet()
        case .scalars(let set):
            return set
        case .sequence(let items), .alternation(let items):
            var union = ScalarSet()
            for item in items {
                guard let scalars = item.consumableScalars else { return nil }
                union.formUnion(scalars)
            }
            return union
        case .repetition(let body, _, _), .lazy(let body):
            return body.consumableScalars
        case .start, .end, .wordBoundary, .lookahead, .lookbehind, .capture, .backreference:
            return nil
        }
    }
}
