extension DFA {
    /// The same automaton with its states renumbered: the dead state 0, then the states that do not
    /// accept, then those that do (see ``AutomatonProgram``).
    package func acceptingLast() -> DFA {
        let order = [0] + (1..<stateCount).filter { !accepting[$0] } + (1..<stateCount).filter { accepting[$0] }
        var newIndex = [Int32](repeating: 0, count: stateCount)
        for (index, state) in order.enumerated() { newIndex[state] = Int32(index) }
        var result = self
        for (index, state) in order.enumerated() {
            result.accepting[index] = accepting[state]
            for scalarClass in 0..<classCount {
                result.transitions[index * classCount + scalarClass] =
                    newIndex[Int(transitions[state * classCount + scalarClass])]
            }
        }
        result.start = newIndex[Int(start)]
        return result
    }
}
