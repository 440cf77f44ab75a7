extension CatalogueEntry {
    /// The standard every entry on the automaton is held to: its examples cover at least this share of
    /// the transitions of its minimal automaton (in percent)…
    public static let transitionCoverageStandard = 95.0
    /// …and kill every mutant that is not equivalent.
    public static let mutationScoreStandard = 100.0

    /// Every example, as the tests of the pattern: matching, non-matching, incomplete and invalid.
    public var examples: [String] { matching + nonMatching + incomplete + invalid }

    /// How well the examples test the pattern: coverage of its minimal automaton and mutation analysis.
    ///
    /// - Returns: `nil` for a built-in rule that is not one pattern.
    /// - Throws: ``PatternError`` when the automaton does not read the pattern exactly.
    public func testQuality() throws(PatternError) -> (coverage: PatternCoverage, mutants: MutationAnalysis)? {
        guard !pattern.isEmpty else { return nil }
        return try compiledPattern().testQuality(of: examples)
    }
}
