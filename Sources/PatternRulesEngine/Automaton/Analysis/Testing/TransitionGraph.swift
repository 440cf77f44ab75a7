/// A minimal automaton seen as the behaviours a pattern's tests should exercise: its states, and its
/// transitions, where a transition joins a state to one successor and is labelled with every scalar
/// that takes it (so a state has as many transitions as successors). A step into the dead state is a
/// transition too: each way an input can be rejected is a behaviour. Only what the start reaches
/// counts, and nothing leaves the dead state.
struct TransitionGraph {
    struct Transition {
        let source: Int
        let target: Int
        /// The most readable scalar that takes it (``ReadableScalars``).
        let scalar: UInt32
    }

    let dfa: DFA
    /// Transitions in breadth-first order from the start; within a state, most readable label first.
    private(set) var transitions: [Transition] = []
    /// `transitionOf[state * classCount + class]`: the transition a class takes, -1 from the dead state.
    private var transitionOf: [Int32]
    /// The states the start reaches, in breadth-first order (the dead state among them when reachable).
    private(set) var states: [Int] = []
    /// For each reached state, the transition that first reached it (`nil` for the start): the last step
    /// of the shortest, most readable input that leads there.
    private var arrival: [Int?]

    init(_ dfa: DFA) {
        self.dfa = dfa
        let classCount = dfa.classCount
        transitionOf = [Int32](repeating: -1, count: dfa.stateCount * classCount)
        arrival = [Int?](repeating: nil, count: dfa.stateCount)
        let scalarOfClass = dfa.alphabet.setsByClass().map(ReadableScalars.best(in:))
        var reached = [Bool](repeating: false, count: dfa.stateCount)
        reached[Int(dfa.start)] = true
        states = [Int(dfa.start)]
        var next = 0
        while next < states.count {
            let state = states[next]
            next += 1
            guard state != 0 else { continue }
            var bestByTarget: [Int: UInt32] = [:]
            for scalarClass in 0..<classCount {
                guard let scalar = scalarOfClass[scalarClass] else { continue }
                let target = Int(dfa.transitions[state * classCount + scalarClass])
                if let known = bestByTarget[target], !ReadableScalars.precedes(scalar, known) { continue }
                bestByTarget[target] = scalar
            }
            let ordered = bestByTarget.sorted { ReadableScalars.precedes($0.value, $1.value) }
            var indexOfTarget: [Int: Int32] = [:]
            for (target, scalar) in ordered {
                indexOfTarget[target] = Int32(transitions.count)
                if !reached[target] {
                    reached[target] = true
                    arrival[target] = transitions.count
                    states.append(target)
                }
                transitions.append(Transition(source: state, target: target, scalar: scalar))
            }
            for scalarClass in 0..<classCount where scalarOfClass[scalarClass] != nil {
                let target = Int(dfa.transitions[state * classCount + scalarClass])
                transitionOf[state * classCount + scalarClass] = indexOfTarget[target]!
            }
        }
    }

    /// The verdict of `input`, telling `visit` each transition it takes.
    func verdict(for input: some StringProtocol, visit: (Int) -> Void = { _ in }) -> Verdict {
        dfa.verdict(of: walk(input, visit: visit))
    }

    /// Walks `input`, telling `visit` each transition taken; stops in the dead state.
    /// - Returns: The state the input ends in.
    @discardableResult
    func walk(_ input: some StringProtocol, visit: (Int) -> Void = { _ in }) -> Int {
        var state = Int(dfa.start)
        for scalar in input.unicodeScalars where state != 0 {
            let index = Int(transitionOf[state * dfa.classCount + Int(dfa.alphabet.classOf(scalar.value))])
            visit(index)
            state = transitions[index].target
        }
        return state
    }

    /// The shortest, most readable input that takes `transition` last.
    func input(taking transition: Int) -> String {
        var scalars: [Unicode.Scalar] = []
        var step: Int? = transition
        while let index = step {
            scalars.append(Unicode.Scalar(transitions[index].scalar)!)
            step = arrival[transitions[index].source]
        }
        return String(String.UnicodeScalarView(scalars.reversed()))
    }
}
