/// The automaton as an engine of the chain; ``Pattern/Program/automaton(_:)`` also calls it directly.
extension AutomatonProgram: PatternProgram {
    package var engine: Engine { .automaton }
    package func verdict(text: UnsafeBufferPointer<UInt8>) -> Verdict { verdict(text) }
    package func matches(text: UnsafeBufferPointer<UInt8>) -> Bool { matches(text) }
}
