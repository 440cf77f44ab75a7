/// What a backtracking engine does when an iteration of an unbounded repetition reads nothing. Without
/// a rule, `(a*)*` would iterate forever; each engine family stops it, in one of two ways that give
/// different numbers of paths.
enum EmptyIterationRule: Hashable, Sendable {
    /// The repetition ends and the engine goes on after it: PCRE2, ICU (`NSRegularExpression`),
    /// Python's `re` and Java.
    case leavesTheRepetition
    /// The path fails (ECMA-262's RepeatMatcher): JavaScript engines.
    case failsThePath
}

/// The ε-paths of an NFA as a backtracking engine follows them: from a state, every sequence of
/// ε-moves up to a character-consuming state (a position), counted once per path.
///
/// A path may pass a repetition's loop state many times, as an engine's paths do: `(a*)*` can leave the
/// inner loop, end the outer iteration, start a new one and enter the inner loop again, all before the
/// next character, which is what makes it exponential. What the path may not do is repeat an iteration
/// that read nothing: arriving at a loop state whose latest visit on this path entered its body, the
/// path follows ``EmptyIterationRule``. Every ε-cycle of a Thompson NFA runs through such an iteration,
/// so every path is finite.
struct EpsilonWalk {
    private let nfa: NFA
    private let positionOf: [Int]
    private let rule: EmptyIterationRule
    /// Per loop state, whether its latest visit on the current path entered its body.
    private var enteredBody: [Bool]
    private var ways: [Int: Int] = [:]
    private var steps = 0
    private var tooLong = false

    /// The most steps one walk may take, and the longest path: past either the analysis is refused.
    static let stepLimit = 100_000
    static let depthLimit = 2_000

    init(nfa: NFA, positionOf: [Int], rule: EmptyIterationRule) {
        self.nfa = nfa
        self.positionOf = positionOf
        self.rule = rule
        enteredBody = [Bool](repeating: false, count: nfa.count)
    }

    /// The positions ε-reachable from `state`, with the number of paths to each (capped at 2).
    mutating func positions(from state: Int32, budget: CompileBudget) throws(AutomatonRefusal) -> [Int: Int] {
        ways = [:]
        steps = 0
        tooLong = false
        visit(state, depth: 0)
        try budget.spend(steps, on: "the ambiguity analysis")
        guard steps < Self.stepLimit, !tooLong else {
            throw AutomatonRefusal("the ambiguity analysis would pass its budget (too many ε-paths)")
        }
        return ways
    }

    private mutating func visit(_ state: Int32, depth: Int) {
        steps += 1
        guard steps < Self.stepLimit else { return }
        guard depth < Self.depthLimit else {
            tooLong = true
            return
        }
        let index = Int(state)
        if positionOf[index] >= 0 {
            ways[positionOf[index], default: 0] += 1
            return
        }
        guard nfa.repetitionLoops.contains(state) else {
            for next in nfa.epsilons[index] { visit(next, depth: depth + 1) }
            for move in nfa.conditionalEpsilons[index] { visit(move.target, depth: depth + 1) }
            return
        }
        let (body, exit) = (nfa.epsilons[index][0], nfa.epsilons[index][1])
        let before = enteredBody[index]
        if before {
            // The iteration since the body was entered read nothing.
            guard rule == .leavesTheRepetition else { return }
        } else {
            enteredBody[index] = true
            visit(body, depth: depth + 1)
        }
        enteredBody[index] = false
        visit(exit, depth: depth + 1)
        enteredBody[index] = before
    }
}
