extension Pattern {
    /// The compiled program of a pattern: the automaton, which answers more than the protocol asks and
    /// is called without a witness table on the hot path, or any other engine's program.
    @usableFromInline
    package enum Program: Sendable {
        case automaton(AutomatonProgram)
        case other(OtherProgram)

        init(_ compiled: any PatternProgram) {
            if let automaton = compiled as? AutomatonProgram {
                self = .automaton(automaton)
            } else {
                self = .other(OtherProgram(compiled))
            }
        }

        /// The automaton, when the engine is the automaton.
        package var automaton: AutomatonProgram? {
            if case .automaton(let program) = self { return program }
            return nil
        }

        /// The program, for the questions every engine answers.
        package var compiled: any PatternProgram {
            switch self {
            case .automaton(let program): program
            case .other(let other): other.program
            }
        }

        /// The verdict for `input`, on the automaton without a call through the protocol.
        @inline(__always)
        func verdict<Input: StringProtocol>(_ input: Input) throws(MatchError) -> Verdict {
            switch self {
            case .automaton(let program): Pattern._withUTF8(input) { program.verdict($0) }
            case .other(let other):
                try Pattern._withUTF8(input) { text in
                    Result { () throws(MatchError) in try other.program.verdict(text: text) }
                }.get()
            }
        }

        /// Whether the whole of `input` matches, on the automaton without a call through the protocol.
        @inline(__always)
        func matches<Input: StringProtocol>(_ input: Input) throws(MatchError) -> Bool {
            switch self {
            case .automaton(let program): Pattern._withUTF8(input) { program.matches($0) }
            case .other(let other):
                try Pattern._withUTF8(input) { text in
                    Result { () throws(MatchError) in try other.program.matches(text: text) }
                }.get()
            }
        }
    }
}

/// Another engine's program behind one reference, so that ``Pattern/Program`` stays one word, as with
/// the automaton's case: a pattern copied on the keystroke path copies one pointer, not an existential.
@usableFromInline
package final class OtherProgram: Sendable {
    let program: any PatternProgram

    init(_ program: any PatternProgram) { self.program = program }
}
