extension Pattern {
    /// Whether a non-empty run of `text` (some `text[i..<j]`) matches the pattern whole: the automaton
    /// runs from each position until a run matches or no longer can (the state reached is dead); `nil` on
    /// the engines without a state per scalar. For a short text searched for words of a finite language
    /// (the phone matcher's screen of candidates), where an unanchored search would build its automaton
    /// for every overlap of the words.
    ///
    /// - Complexity: O(n × m) table look-ups for n scalars and words of at most m scalars (n × n for a
    ///   language without a longest word).
    package func matchesSomeRun(ofASCII text: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard let program = program.automaton else { return nil }
        let step = program.keystrokeStep
        let start = program.start
        for first in text.indices {
            var state = start
            reading: for byte in text[first...] {
                state = step.advance(state, scalar: UInt32(byte))
                switch step.verdict(of: state) {
                case .valid: return true
                case .invalid: break reading
                case .incomplete: continue
                }
            }
        }
        return false
    }
}
