/// Resolves `^`, `\A` and `\G` before the automaton is built, where the position is known: at the start
/// of the input they match the empty string; where at least one scalar has been consumed on every path,
/// a non-multiline start anchor cannot match. Anywhere else (a multiline `^` after a line feed, an
/// anchor after something optional) the pattern is refused.
///
/// Repetitions that contain an assertion are unrolled first, so that each copy gets its own position.
enum StartAnchors {
    enum Position: Equatable {
        case start
        case later
        case unknown

        func merged(with other: Position) -> Position { self == other ? self : .unknown }
    }

    static func resolve(_ node: RegexNode) throws(AutomatonRefusal) -> RegexNode {
        var position = Position.start
        return try resolve(node, at: &position)
    }

    private static func resolve(_ node: RegexNode, at position: inout Position) throws(AutomatonRefusal) -> RegexNode {
        switch node {
        case .empty, .end, .wordBoundary:
            return node
        case .lookbehind(let body, _):
            guard !body.hasAssertions, !body.hasInputConditions else {
                throw AutomatonRefusal("an assertion inside a lookbehind")
            }
            return node
        case .lookahead(let body, let negative):
            var inner = position
            return .lookahead(try resolve(body, at: &inner), negative: negative)
        case .capture(let body, let group):
            return .capture(try resolve(body, at: &position), group: group)
        case .lazy(let body):
            return .lazy(try resolve(body, at: &position))
        case .backreference(let group):
            throw AutomatonRefusal("backreferences (\\\(group)): not a regular language")
        case .scalars(let set):
            if !set.isEmpty { position = .later }
            return node
        case .start(let multiline):
            switch position {
            case .start: return .empty
            case .later where !multiline: return .scalars(ScalarSet())
            default: throw AutomatonRefusal("a start anchor (^, \\A) that is not at the start of the input")
            }
        case .sequence(let items):
            var resolved: [RegexNode] = []
            for item in items { resolved.append(try resolve(item, at: &position)) }
            return .sequence(resolved)
        case .alternation(let branches):
            var resolved: [RegexNode] = []
            var after: Position?
            for branch in branches {
                var branchPosition = position
                resolved.append(try resolve(branch, at: &branchPosition))
                after = after.map { $0.merged(with: branchPosition) } ?? branchPosition
            }
            position = after ?? position
            return .alternation(resolved)
        case .repetition(let body, let minimum, let maximum):
            guard body.hasAssertions else {
                if minimum > 0 && body.alwaysConsumes {
                    position = .later
                } else if !body.consumesNothing {
                    position = position.merged(with: .later)
                }
                return node
            }
            guard let maximum, maximum <= RegexNode.assertionUnrollLimit else {
                throw AutomatonRefusal(
                    "an assertion inside a repetition of more than \(RegexNode.assertionUnrollLimit)")
            }
            return try resolve(unrolled(body, minimum: minimum, maximum: maximum), at: &position)
        }
    }

    /// `x{m,n}` as m copies of `x` followed by n−m nested optional copies.
    private static func unrolled(_ body: RegexNode, minimum: Int, maximum: Int) -> RegexNode {
        var optional = RegexNode.empty
        for _ in 0..<(maximum - minimum) {
            optional = .alternation([.sequence([body, optional]), .empty])
        }
        return .sequence(Array(repeating: body, count: minimum) + [optional])
    }
}
