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
        runs()?.matchesSomeRun(ofASCII: text)
    }

    /// The pattern's runs, for a caller that asks about many texts (``Runs``); `nil` on the engines
    /// without a state per scalar.
    package func runs() -> Runs? { program.automaton.map(Runs.init) }

    /// ``Pattern/matchesSomeRun(ofASCII:)`` held for many texts: the automaton's tables read directly, so
    /// that a call copies no pattern and counts no reference (the phone screen asks it of millions of
    /// candidates, where copying the pattern each time was a twentieth of a scan).
    package final class Runs: Sendable {
        /// Holds the tables ``step`` reads.
        private let program: AutomatonProgram
        private let step: AutomatonStep
        private let start: Int
        /// The fewest bytes of a non-empty ASCII text the pattern matches whole (`Int.max`: none): a run
        /// starting closer than this to the text's end is not read.
        private let shortestWord: Int

        init(_ program: AutomatonProgram) {
            (self.program, step, start) = (program, program.keystrokeStep, program.start)
            shortestWord = Self.shortestWord(step: step, start: start)
        }

        /// The length of the shortest non-empty ASCII word, breadth first over the live states.
        private static func shortestWord(step: AutomatonStep, start: Int) -> Int {
            var seen: Set<Int> = []
            var frontier = [start]
            var length = 0
            while !frontier.isEmpty {
                length += 1
                var next: [Int] = []
                for state in frontier {
                    for byte in UInt32(0)..<0x80 {
                        let reached = step.advance(state, scalar: byte)
                        switch step.verdict(of: reached) {
                        case .valid: return length
                        case .invalid: continue
                        case .incomplete: if seen.insert(reached).inserted { next.append(reached) }
                        }
                    }
                }
                frontier = next
            }
            return .max
        }

        /// Whether a non-empty run of `text` matches the pattern whole.
        package func matchesSomeRun(ofASCII text: UnsafeBufferPointer<UInt8>) -> Bool {
            guard text.count >= shortestWord else { return false }
            for first in 0...(text.count - shortestWord) {
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
}
