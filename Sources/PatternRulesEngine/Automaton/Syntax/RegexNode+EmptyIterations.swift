/// JavaScript's rule for an iteration that matches nothing, written into a bounded repetition so that the
/// leftmost-first automaton finds V8's matches.
///
/// V8 (ECMAScript's RepeatMatcher) rejects an iteration beyond the repetition's minimum that ends where
/// it began, and backtracks into the body's next alternative, then past the iteration. An unbounded
/// loop gets this from the automaton's construction (the loop's state reached again at the same place
/// drops that thread); a bounded one is unrolled into copies that never meet again, so here each of its
/// optional iterations becomes an iteration of the body's non-empty matches, in the order the body tries
/// them: `(?:a|b?){0,2}` is searched as `(?:a|b){0,2}`, `(?:\b|a)?x` as `(?:\ba|a)?x`... The language is
/// the same; only which match is the leftmost-first one changes, to V8's.
extension RegexNode {
    /// This pattern with every optional iteration of a bounded repetition whose body can match nothing
    /// replaced by an iteration of the body's non-empty matches, `nil` when a body's matches are too many
    /// kinds to write out (``pathLimit``): such a pattern stays refused.
    package var rejectingEmptyOptionalIterations: RegexNode? {
        switch self {
        case .empty, .scalars, .start, .end, .wordBoundary, .backreference:
            return self
        case .sequence(let items):
            return Self.all(items).map(RegexNode.sequence)
        case .alternation(let branches):
            return Self.all(branches).map(RegexNode.alternation)
        case .capture(let body, let group):
            return body.rejectingEmptyOptionalIterations.map { .capture($0, group: group) }
        case .lookahead(let body, let negative):
            return body.rejectingEmptyOptionalIterations.map { .lookahead($0, negative: negative) }
        case .lookbehind(let body, let negative):
            return body.rejectingEmptyOptionalIterations.map { .lookbehind($0, negative: negative) }
        case .repetition(let body, let minimum, let maximum):
            return body.rejectingEmptyOptionalIterations.flatMap {
                Self.iterations(of: $0, minimum: minimum, maximum: maximum, lazy: false)
            }
        case .lazy(.repetition(let body, let minimum, let maximum)):
            return body.rejectingEmptyOptionalIterations.flatMap {
                Self.iterations(of: $0, minimum: minimum, maximum: maximum, lazy: true)
            }
        case .lazy(let body):
            return body.rejectingEmptyOptionalIterations.map(RegexNode.lazy)
        }
    }

    /// The most kinds of path (runs of matches that consume, or that do not) a body is written out as.
    static let pathLimit = 64

    private static func all(_ nodes: [RegexNode]) -> [RegexNode]? {
        var rewritten: [RegexNode] = []
        for node in nodes {
            guard let node = node.rejectingEmptyOptionalIterations else { return nil }
            rewritten.append(node)
        }
        return rewritten
    }

    /// `body{minimum,maximum}` (its body already rewritten) with V8's rule for its optional iterations.
    private static func iterations(of body: RegexNode, minimum: Int, maximum: Int?, lazy: Bool) -> RegexNode? {
        let repetition = { (body: RegexNode, minimum: Int, maximum: Int?) -> RegexNode in
            let repetition = RegexNode.repetition(body, minimum: minimum, maximum: maximum)
            return lazy ? .lazy(repetition) : repetition
        }
        guard let maximum, maximum > minimum, !body.alwaysConsumes else { return repetition(body, minimum, maximum) }
        guard let paths = body.paths else { return nil }
        // The iterations up to the minimum may match nothing; a count has no order to keep.
        let mandatory: [RegexNode] = minimum > 0 ? [.repetition(body, minimum: minimum, maximum: minimum)] : []
        // A body that only matches nothing has no optional iteration V8 keeps.
        guard let nonEmpty = Self.consumingRuns(of: paths) else { return mandatory.isEmpty ? .empty : mandatory[0] }
        return .sequence(mandatory + [repetition(nonEmpty, 0, maximum - minimum)])
    }

    /// A run of a node's matches in the order a backtracking engine tries them: each either consumes at
    /// least one scalar or consumes none (assertions, or nothing).
    enum Path {
        case consuming(RegexNode)
        case empty(RegexNode)
    }

    /// The node's matches as runs in the order they are tried (V8's rule applied within), adjacent runs
    /// of one kind merged; `nil` past ``pathLimit``.
    var paths: [Path]? {
        switch self {
        case .scalars:
            return [.consuming(self)]
        case .empty, .start, .end, .wordBoundary, .lookahead, .lookbehind:
            return [.empty(self)]
        case .backreference:
            return nil
        case .capture(let body, _):
            return body.paths
        case .alternation(let branches):
            var paths: [Path] = []
            for branch in branches {
                guard let branchPaths = branch.paths else { return nil }
                paths += branchPaths
            }
            return Self.merged(paths)
        case .sequence(let items):
            return Self.sequencePaths(items)
        case .repetition(let body, let minimum, let maximum):
            return Self.repetitionPaths(body, minimum: minimum, maximum: maximum, lazy: false)
        case .lazy(.repetition(let body, let minimum, let maximum)):
            return Self.repetitionPaths(body, minimum: minimum, maximum: maximum, lazy: true)
        case .lazy(let body):
            return body.paths
        }
    }

    /// A sequence's runs: each run of the first item followed by the rest, where a run that consumes
    /// takes the whole rest and one that does not takes each of the rest's runs in turn.
    private static func sequencePaths(_ items: [RegexNode]) -> [Path]? {
        var rest: RegexNode = .empty
        var restPaths: [Path] = [.empty(.empty)]
        for item in items.reversed() {
            guard let itemPaths = item.paths else { return nil }
            var paths: [Path] = []
            for path in itemPaths {
                switch path {
                case .consuming(let head):
                    paths.append(.consuming(.sequence([head, rest])))
                case .empty(let head):
                    for tail in restPaths {
                        switch tail {
                        case .consuming(let tail): paths.append(.consuming(.sequence([head, tail])))
                        case .empty(let tail): paths.append(.empty(.sequence([head, tail])))
                        }
                    }
                }
            }
            guard let merged = merged(paths) else { return nil }
            restPaths = merged
            rest = .sequence([item, rest])
        }
        return restPaths
    }

    /// A repetition's runs, as V8 reads it: the iterations up to the minimum, then each optional one
    /// (greedy: an iteration of the body's non-empty runs before leaving; lazy: leaving first).
    private static func repetitionPaths(_ body: RegexNode, minimum: Int, maximum: Int?, lazy: Bool) -> [Path]? {
        if minimum > 0 {
            let rest: RegexNode =
                lazy
                ? .lazy(.repetition(body, minimum: 0, maximum: maximum.map { $0 - minimum }))
                : .repetition(body, minimum: 0, maximum: maximum.map { $0 - minimum })
            return sequencePaths(Array(repeating: body, count: minimum) + [rest])
        }
        guard maximum != 0 else { return [.empty(.empty)] }
        guard let bodyPaths = body.paths else { return nil }
        guard let nonEmpty = consumingRuns(of: bodyPaths) else { return [.empty(.empty)] }
        let remaining: RegexNode =
            lazy
            ? .lazy(.repetition(body, minimum: 0, maximum: maximum.map { $0 - 1 }))
            : .repetition(body, minimum: 0, maximum: maximum.map { $0 - 1 })
        let iterate = Path.consuming(.sequence([nonEmpty, remaining]))
        return lazy ? [.empty(.empty), iterate] : [iterate, .empty(.empty)]
    }

    /// The runs of `paths` that consume, in their order, as one node: an iteration that must read
    /// something; `nil` when every run reads nothing.
    private static func consumingRuns(of paths: [Path]) -> RegexNode? {
        let consuming = paths.compactMap { if case .consuming(let node) = $0 { node } else { nil } }
        guard !consuming.isEmpty else { return nil }
        return consuming.count == 1 ? consuming[0] : .alternation(consuming)
    }

    /// `paths` with adjacent runs of one kind joined into one alternation (the order within kept), `nil`
    /// past ``pathLimit``.
    private static func merged(_ paths: [Path]) -> [Path]? {
        var merged: [Path] = []
        for path in paths {
            switch (merged.last, path) {
            case (.consuming(let first)?, .consuming(let next)):
                merged[merged.count - 1] = .consuming(.alternation(first.branches + next.branches))
            case (.empty(let first)?, .empty(let next)):
                merged[merged.count - 1] = .empty(.alternation(first.branches + next.branches))
            default:
                merged.append(path)
            }
        }
        return merged.count <= pathLimit ? merged : nil
    }

    private var branches: [RegexNode] {
        if case .alternation(let branches) = self { branches } else { [self] }
    }
}
