import Testing

@testable import PatternRules

/// The catalogue's examples are tests of its patterns, held to a standard: on every entry the automaton
/// reads, they cover at least 95% of the minimal automaton's transitions and kill every mutant that is
/// not equivalent. An entry whose automaton is too large for that names the reason and its figures in
/// its notes (under "Test coverage:"), and is measured by `patterns check --coverage` rather than here.
@Suite struct CatalogueTestQualityTests {
    static let entries = Result { try PatternCatalogue.shipped().entries }
    static let exemption = "Test coverage:"

    static var measured: [String] {
        ((try? entries.get()) ?? []).filter { !$0.pattern.isEmpty && !$0.notes.contains(exemption) }.map(\.id)
    }

    @Test(arguments: measured)
    func examplesMeetTheStandard(id: String) throws {
        let entry = try #require(try Self.entries.get().first { $0.id == id })
        // An entry the automaton does not run (a backreference) has no automaton to cover.
        guard try entry.compiledPattern().engine == .automaton, let (coverage, mutants) = try entry.testQuality() else {
            return
        }
        #expect(
            coverage.transitions.percentage >= CatalogueEntry.transitionCoverageStandard,
            "\(id): \(coverage.transitions) transitions; add \(coverage.uncovered.prefix(5).map(\.input))")
        let survivors = mutants.surviving.map(\.source)
        #expect(mutants.score >= CatalogueEntry.mutationScoreStandard, "\(id): surviving \(survivors.prefix(5))")
    }

    @Test func exemptEntriesSayWhy() throws {
        for entry in try Self.entries.get() where entry.notes.contains(Self.exemption) {
            let reason = entry.notes.split(separator: Self.exemption).last ?? ""
            #expect(reason.contains("transitions"), "\(entry.id): the note names the figure")
            #expect(reason.count > 60, "\(entry.id): the note gives the reason")
        }
    }
}
