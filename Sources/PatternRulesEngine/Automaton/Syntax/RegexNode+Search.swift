/// What a search reads from a parsed pattern: whether its matches are anchored at the start of the text,
/// whether the automaton finds exactly the matches a backtracking engine finds, and the reversed pattern
/// that finds where a match starts.
extension RegexNode {
    /// The pattern without a leading non-multiline start anchor (`^`, `\A`), and whether it had one: such a
    /// pattern matches at the start of the text only.
    package var removingLeadingStartAnchor: (node: RegexNode, anchored: Bool) {
        switch self {
        case .start(multiline: false):
            return (.empty, true)
        case .sequence(let items):
            guard let first = items.first else { return (self, false) }
            let (head, anchored) = first.removingLeadingStartAnchor
            guard anchored else { return (self, false) }
            return (.sequence([head] + items.dropFirst()), true)
        case .capture(let body, let group):
            let (inner, anchored) = body.removingLeadingStartAnchor
            return (anchored ? .capture(inner, group: group) : self, anchored)
        default:
            return (self, false)
        }
    }

    /// Why the leftmost-first automaton cannot find this pattern's matches exactly as PCRE2 and V8 do,
    /// `nil` when it can.
    ///
    /// Backtracking tries alternatives in order, and a priority-ordered subset construction follows the
    /// same order, except in two places: lookarounds that read more than one scalar, which the search
    /// automaton does not decide (``SearchAssertion`` takes anchors, word boundaries and one-scalar
    /// lookarounds), and an optional iteration whose body can match the empty string. There each dialect
    /// has its own rule. JavaScript rejects an iteration that matched nothing and backtracks, which is
    /// what the construction does with an unbounded loop (reaching the loop's state again at the same
    /// place drops that thread), so `javaScript` accepts those; PCRE2 takes such an iteration and leaves
    /// the loop, and a bounded repetition is unrolled into copies that never meet again, so those are
    /// refused, unless JavaScript's rule was written into them first
    /// (``rejectingEmptyOptionalIterations``).
    package func searchRefusal(javaScript: Bool) -> String? {
        switch self {
        case .empty, .scalars:
            return nil
        case .sequence(let items), .alternation(let items):
            return items.lazy.compactMap { $0.searchRefusal(javaScript: javaScript) }.first
        case .capture(let body, _), .lazy(let body):
            return body.searchRefusal(javaScript: javaScript)
        case .repetition(let body, let minimum, let maximum):
            if (maximum ?? .max) > minimum, !body.alwaysConsumes, !(javaScript && maximum == nil) {
                return Self.emptyIterationRefusal
            }
            return body.searchRefusal(javaScript: javaScript)
        case .lookahead(.scalars, _), .lookbehind(.scalars, _), .wordBoundary, .start, .end:
            return nil
        case .lookahead, .lookbehind:
            return "lookarounds longer than one character"
        case .backreference(let group):
            return "backreferences (\\\(group))"
        }
    }

    static let emptyIterationRefusal = "a repetition whose body can match the empty string"

    /// Whether an optional iteration of some repetition can match the empty string (`(a|)*`, `(b?)?`):
    /// where JavaScript rejects such an iteration and backtracks, PCRE2 takes it, so the two find
    /// different matches there.
    package var hasNullableOptionalIteration: Bool {
        switch self {
        case .empty, .scalars, .start, .end, .wordBoundary, .backreference: false
        case .sequence(let items), .alternation(let items): items.contains(where: \.hasNullableOptionalIteration)
        case .capture(let body, _), .lazy(let body), .lookahead(let body, _), .lookbehind(let body, _):
            body.hasNullableOptionalIteration
        case .repetition(let body, let minimum, let maximum):
            ((maximum ?? .max) > minimum && !body.alwaysConsumes) || body.hasNullableOptionalIteration
        }
    }

    /// The pattern whose language is this one's with every string reversed: read backwards from a
    /// match's end, it finds where the match starts. Assertions stay as they are: each speaks of the
    /// scalars before and after its place in the text, whichever way the text is read.
    package var reversed: RegexNode {
        switch self {
        case .sequence(let items): .sequence(items.reversed().map(\.reversed))
        case .alternation(let branches): .alternation(branches.map(\.reversed))
        case .repetition(let body, let minimum, let maximum):
            .repetition(body.reversed, minimum: minimum, maximum: maximum)
        case .capture(let body, _), .lazy(let body): body.reversed
        case .empty, .scalars, .start, .end, .wordBoundary, .lookahead, .lookbehind, .backreference: self
        }
    }

    /// The longest run of single scalars every match contains: consecutive single-scalar atoms of the
    /// pattern's top-level sequence (through groups). A text without them holds no match, which a search
    /// learns with `memchr` before it runs the automaton.
    package var requiredLiteral: [UInt32] {
        var best: [UInt32] = []
        var run: [UInt32] = []
        func visit(_ node: RegexNode) {
            switch node {
            case .empty, .start, .end, .wordBoundary, .lookahead, .lookbehind:
                break  // reads nothing: the run goes on
            case .scalars(let set):
                guard let only = set.onlyScalar else { return close() }
                run.append(only)
            case .sequence(let items):
                items.forEach(visit)
            case .capture(let body, _):
                visit(body)
            default:
                close()
            }
        }
        func close() {
            if run.count > best.count { best = run }
            run = []
        }
        visit(self)
        close()
        return best
    }
}
