/// The automaton as a search engine, first in ``SearchCompiler``'s order; its `firstMatch` never
/// throws, as no limit stops a linear scan.
extension AutomatonSearchProgram: SearchProgram {
    package var engine: Engine { .automaton }
    package var automatonRefusal: String? { nil }
}
