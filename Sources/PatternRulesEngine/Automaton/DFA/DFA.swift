/// A deterministic automaton over classes of scalars: `transitions[state * classCount + class]`.
/// State 0 is dead (rejects, and every transition from it returns to it).
package struct DFA {
    /// The most states one automaton may have while it is built; a larger one is refused.
    static let stateBudget = 50_000

    var alphabet: Alphabet
    var transitions: [Int32]
    var accepting: [Bool]
    var start: Int32

    var classCount: Int { alphabet.classCount }
    var stateCount: Int { accepting.count }

    /// The verdict an input ending in `state` gets: every state of a minimised automaton but the dead
    /// one reaches acceptance, so a state that does not accept is incomplete.
    func verdict(of state: Int) -> Verdict {
        state == 0 ? .invalid : accepting[state] ? .valid : .incomplete
    }

    init(alphabet: Alphabet, transitions: [Int32], accepting: [Bool], start: Int32) {
        (self.alphabet, self.transitions, self.accepting, self.start) = (alphabet, transitions, accepting, start)
    }
}

extension DFA {
    /// Whether the automaton accepts the scalars `input`.
    package func accepts(_ input: [UInt32]) -> Bool {
        var state = Int(start)
        for scalar in input {
            state = Int(transitions[state * classCount + Int(alphabet.classOf(scalar))])
            if state == 0 { return false }
        }
        return accepting[state]
    }

    /// Whether the automaton accepts `input`, scalar by scalar.
    package func accepts(_ input: String) -> Bool { accepts(input.unicodeScalars.map(\.value)) }

    /// Whether `other` has this automaton's table: the same states, numbered alike, with the same
    /// transitions, acceptance and start (two builds of one language, minimised, compare so).
    package func hasSameTable(as other: DFA) -> Bool {
        transitions == other.transitions && accepting == other.accepting && start == other.start
    }
}
