/// How much of a pattern's minimal automaton a set of test inputs exercises, and the inputs that would
/// exercise the rest.
///
/// A state is covered when some input passes through it; a transition (a state, and the class of
/// scalars that leads to one successor, the dead state included) when some input takes it. Each
/// transition no input takes is reported with the shortest input that takes it and that input's
/// verdict: a test to add.
///
/// ```swift
/// let code = try Pattern("[A-Z]{2}[0-9]+")
/// let coverage = try code.coverage(of: ["AB1", "A"])
/// coverage.transitions                 // 3 of 8
/// coverage.uncovered.first?.input      // "a": a first character that is not a capital
/// ```
public struct PatternCoverage: Sendable {
    /// How many of something the inputs reached, of how many there are.
    public struct Count: Sendable, Hashable, CustomStringConvertible {
        public let covered: Int
        public let total: Int

        /// `covered ÷ total` as a percentage; 100 when there is nothing to cover.
        public var percentage: Double { total == 0 ? 100 : Double(covered) * 100 / Double(total) }

        public var description: String { "\(covered) of \(total)" }
    }

    /// An input a test set lacks, with the pattern's verdict for it.
    public struct Gap: Sendable, Hashable {
        public let input: String
        public let verdict: Verdict
    }

    /// The states of the minimal automaton that the start reaches, the dead state among them when some
    /// input is rejected.
    public let states: Count
    /// The transitions out of those states (none leaves the dead state).
    public let transitions: Count
    /// For each transition no input takes, the shortest input that takes it, shortest first.
    public let uncovered: [Gap]

    let graph: TransitionGraph
    let coveredTransitions: [Bool]

    /// The coverage of `graph` by `inputs`.
    init(_ graph: TransitionGraph, inputs: some Sequence<String>) {
        var coveredTransitions = [Bool](repeating: false, count: graph.transitions.count)
        var anyInput = false
        for input in inputs {
            anyInput = true
            graph.walk(input) { coveredTransitions[$0] = true }
        }
        var coveredStates = Set<Int>()
        if anyInput { coveredStates.insert(Int(graph.dfa.start)) }
        for (index, transition) in graph.transitions.enumerated() where coveredTransitions[index] {
            coveredStates.insert(transition.target)
        }
        let uncovered = graph.transitions.indices.filter { !coveredTransitions[$0] }.map { index in
            Gap(input: graph.input(taking: index), verdict: graph.dfa.verdict(of: graph.transitions[index].target))
        }
        states = Count(covered: coveredStates.count, total: graph.states.count)
        transitions = Count(covered: coveredTransitions.count { $0 }, total: graph.transitions.count)
        self.uncovered = uncovered.sorted { $0.input.unicodeScalars.count < $1.input.unicodeScalars.count }
        self.graph = graph
        self.coveredTransitions = coveredTransitions
    }
}
