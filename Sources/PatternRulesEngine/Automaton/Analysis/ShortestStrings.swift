/// The strings a DFA accepts, shortest first and, among strings of one length, in code-point order:
/// the examples a language comparison shows.
///
/// A depth-first walk for each length in turn, pruned by the states from which acceptance is reachable
/// in exactly the scalars left (computed one length at a time), so that every branch it enters yields a
/// string: the next string costs the length times the alphabet's intervals, whatever the language.
/// Lengths stop where the language does: after as many lengths in a row without a string as the DFA
/// has states, no longer string exists (a longer one would pump down into that gap).
package struct ShortestStrings: IteratorProtocol, Sequence {
    /// A run of consecutive scalars of one class, in ascending order; surrogates are left out.
    private struct Interval {
        let low: UInt32
        let high: UInt32
        let scalarClass: Int
    }

    /// One scalar of the string being built: which interval it is from, and the state it leads to.
    private struct Step {
        var interval: Int
        var scalar: UInt32
        var target: Int
    }

    private let dfa: DFA
    private let intervals: [Interval]
    /// Whether a class holds a scalar (a class of surrogates alone holds none).
    private let classHasScalars: [Bool]
    /// `exactly[r][state]`: a string of exactly `r` scalars leads from `state` to acceptance.
    private var exactly: [[Bool]]
    private var length = 0
    private var steps: [Step] = []
    private var startedLength = false
    private var lengthsWithoutStrings = 0
    /// The longest string looked for; past it the sequence ends.
    let maximumLength: Int

    package init(_ dfa: DFA, maximumLength: Int = 4_096) {
        self.dfa = dfa
        self.maximumLength = maximumLength
        var intervals: [Interval] = []
        for (index, start) in dfa.alphabet.starts.enumerated() {
            let end =
                index + 1 < dfa.alphabet.starts.count ? dfa.alphabet.starts[index + 1] - 1 : ScalarSet.maximumScalar
            let scalarClass = Int(dfa.alphabet.classes[index])
            for range in ScalarSet(ranges: [start...end]).ranges {
                intervals.append(Interval(low: range.lowerBound, high: range.upperBound, scalarClass: scalarClass))
            }
        }
        self.intervals = intervals
        var classHasScalars = [Bool](repeating: false, count: dfa.classCount)
        for interval in intervals { classHasScalars[interval.scalarClass] = true }
        self.classHasScalars = classHasScalars
        exactly = [dfa.accepting]
    }

    package mutating func next() -> String? {
        while length <= maximumLength {
            if advance() { return String(String.UnicodeScalarView(steps.map { Unicode.Scalar($0.scalar)! })) }
            lengthsWithoutStrings = exactly[length][Int(dfa.start)] ? 0 : lengthsWithoutStrings + 1
            if lengthsWithoutStrings > dfa.stateCount { return nil }
            length += 1
            startedLength = false
            steps.removeAll()
            layer(length)
        }
        return nil
    }

    /// `exactly[r]`, from `exactly[r - 1]`.
    private mutating func layer(_ remaining: Int) {
        while exactly.count <= remaining {
            let previous = exactly[exactly.count - 1]
            var current = [Bool](repeating: false, count: dfa.stateCount)
            for state in 0..<dfa.stateCount {
                for scalarClass in 0..<dfa.classCount
                where classHasScalars[scalarClass]
                    && previous[Int(dfa.transitions[state * dfa.classCount + scalarClass])]
                {
                    current[state] = true
                    break
                }
            }
            exactly.append(current)
        }
    }

    private func target(_ state: Int, _ interval: Interval) -> Int {
        Int(dfa.transitions[state * dfa.classCount + interval.scalarClass])
    }

    /// The first interval from `first` on that leads from `state` to a state with a string of exactly
    /// `remaining - 1` scalars.
    private func firstInterval(from state: Int, remaining: Int, startingAt first: Int) -> Int? {
        var index = first
        while index < intervals.count {
            if exactly[remaining - 1][target(state, intervals[index])] { return index }
            index += 1
        }
        return nil
    }

    /// Moves to the next string of the current length; `false` when there is none.
    private mutating func advance() -> Bool {
        if !startedLength {
            startedLength = true
            guard exactly[length][Int(dfa.start)] else { return false }
            return descend()
        }
        while let last = steps.popLast() {
            let state = steps.last?.target ?? Int(dfa.start)
            let remaining = length - steps.count
            var step = last
            if step.scalar < intervals[step.interval].high {
                step.scalar += 1
            } else if let interval = firstInterval(from: state, remaining: remaining, startingAt: step.interval + 1) {
                step = Step(
                    interval: interval, scalar: intervals[interval].low, target: target(state, intervals[interval]))
            } else {
                continue
            }
            steps.append(step)
            return descend()
        }
        return false
    }

    /// Fills the string up to the current length with the smallest scalars that keep it completable.
    private mutating func descend() -> Bool {
        while steps.count < length {
            let state = steps.last?.target ?? Int(dfa.start)
            guard let interval = firstInterval(from: state, remaining: length - steps.count, startingAt: 0) else {
                return false
            }
            steps.append(
                Step(interval: interval, scalar: intervals[interval].low, target: target(state, intervals[interval])))
        }
        return true
    }
}
