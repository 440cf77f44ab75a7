/// How many ways a pattern's NFA can read one input, the cause of a backtracking engine's worst case:
/// exponential degree of ambiguity (EDA) makes it exponential, infinite polynomial ambiguity (IDA) of
/// degree d makes it O(n^(d+1)) (Weideman, van der Merwe, Berglund and Watson, "Analyzing matching time
/// behavior of backtracking regular expression matchers by using ambiguity of NFA", 2016).
///
/// The NFA is the pattern's Thompson automaton, whose paths are the backtracking engine's choices:
/// positions are its character-consuming states, and an edge counts once per ε-path, so `(a|a)` and
/// `(a?)*` have two ways where `a` has one. EDA: some position `q` has two different paths back to
/// itself on one word (a pair graph `(q, q) →* (q, q)` through a divergent step). IDA: two different
/// loops read one word in turn (`(p, p) →* (p, q) →* (q, q)` for `p ≠ q`); its degree is the longest
/// chain of such loops. The pair graph is charged to the compile budget.
struct Ambiguity {
    enum Complexity: Equatable {
        case linear
        /// `O(n^degree)` steps for an input of n characters.
        case polynomial(degree: Int)
        case exponential
    }

    /// One character-consuming state of the NFA and where it can go next.
    struct Edge: Hashable {
        let target: Int
        /// The transition's set number in ``NFA/sets``.
        let set: Int
        /// 1, or 2 when two ε-paths lead to the same target (two ways to read the same character).
        let ways: Int
    }

    let complexity: Complexity
    /// An input that shows the worst case: `prefix`, then `pump` repeated, then `suffix`, which makes
    /// the whole input fail so that every way is tried.
    let attack: (prefix: [UInt32], pump: [UInt32], suffix: [UInt32])?

    /// The analysis of `graph`, the NFA's positions as one engine family walks them; `dfa` (the
    /// pattern's minimal automaton) picks a suffix that fails.
    init(graph: PositionGraph, dfa: DFA, budget: CompileBudget) throws(AutomatonRefusal) {
        let pairs = try PairGraph(graph, budget: budget)
        if let loop = try pairs.exponentialLoop(budget: budget) {
            complexity = .exponential
            attack = Self.attack(prefix: graph.shortestWord(to: loop.position), pump: loop.word, dfa: dfa)
            return
        }
        let chain = try pairs.longestOverlappingChain(budget: budget)
        guard chain.count > 1 else {
            complexity = .linear
            attack = nil
            return
        }
        complexity = .polynomial(degree: chain.count)
        attack = Self.attack(prefix: graph.shortestWord(to: chain.first), pump: chain.word, dfa: dfa)
    }

    /// The attack with a suffix the DFA rejects after the prefix and any pumps: every way is tried.
    static func attack(prefix: [UInt32]?, pump: [UInt32], dfa: DFA) -> (
        prefix: [UInt32], pump: [UInt32], suffix: [UInt32]
    )? {
        guard let prefix, !pump.isEmpty else { return nil }
        let candidates: [UInt32] = [0x21, 0x00, 0x0A, 0x20, 0x40, 0x7E, 0x2E, 0x2D, 0x5F, 0x30, 0x61, 0xFFFF]
        // A failing character followed by the language's shortest string first: an engine that checks
        // for a required character (PCRE2 does) finds it, and still has to try every way.
        var shortest = ShortestStrings(dfa, maximumLength: 64)
        let tail = shortest.next().map { Array($0.unicodeScalars.map(\.value)) } ?? []
        for suffix in candidates.map({ [$0] + tail }) + candidates.map({ [$0] }) + [[]] {
            let fails = (1...3).allSatisfy { count in
                !dfa.accepts(prefix + Array([[UInt32]](repeating: pump, count: count).joined()) + suffix)
            }
            if fails { return (prefix, pump, suffix) }
        }
        return nil
    }
}
