/// What an engine's compiled program answers, whichever engine it is: the engine, and the whole-input
/// verdict and match for UTF-8 text. An engine is its folder, with a program type that conforms, a
/// ``RegisteredEngine`` type that compiles it and declares the engine's facts, and one line in the
/// registry (``Engine/builtInRegistry``). The chain (`Pattern+EngineChain.swift`) is the only place that
/// chooses an engine.
///
/// The automaton answers more than this (a typing cursor, completions, a line scan), so ``Pattern``
/// holds it in a case of its own (`Pattern.Program.automaton`) for those and for its hot path.
package protocol PatternProgram: AnyObject, Sendable {
    /// The engine that runs the program.
    var engine: Engine { get }
    /// The verdict for the whole of `text`, which is UTF-8.
    func verdict(text: UnsafeBufferPointer<UInt8>) throws(MatchError) -> Verdict
    /// Whether the whole of `text`, which is UTF-8, matches.
    func matches(text: UnsafeBufferPointer<UInt8>) throws(MatchError) -> Bool
}
