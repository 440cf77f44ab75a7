import Foundation
import PatternRules
import PatternRulesSupport

extension CommandLineTool {
    /// The environment variable that points the CLI at another catalogue directory.
    static let catalogueVariable = "PATTERNRULES_CATALOGUE"

    /// The catalogue: `$PATTERNRULES_CATALOGUE` when set, else the one shipped with the library.
    ///
    /// - Throws: ``CatalogueError`` with every problem, each with its file and field.
    func catalogue() throws -> PatternCatalogue {
        if let path = EnvironmentVariable.value(of: Self.catalogueVariable), !path.isEmpty {
            return try PatternCatalogue(directory: URL(fileURLWithPath: path, isDirectory: true))
        }
        return try PatternCatalogue.shipped()
    }

    /// Whether `value` names an entry of the catalogue, by its file alone: the catalogue is not loaded.
    func namesCatalogueEntry(_ value: String) -> Bool {
        let path = EnvironmentVariable.value(of: Self.catalogueVariable).flatMap { $0.isEmpty ? nil : $0 }
        return PatternCatalogue.hasEntryFile(
            id: value, in: path.map { URL(fileURLWithPath: $0, isDirectory: true) })
    }

    /// The entry with `id`, or a usage error naming the id.
    func catalogueEntry(_ id: String) throws -> CatalogueEntry {
        guard let entry = try catalogue().entry(id: id) else {
            throw UsageError("unknown catalogue id '\(id)' (see 'patterns list' or 'patterns search WORDS')")
        }
        return entry
    }
}

extension CommandLineTool {
    /// The pattern an operand names: a `--regex` value read as `reading` says, a built-in rule that is one
    /// pattern (`email`), or a catalogue entry's pattern. What `diff`, `risk`, `export`, `test`, `tests`
    /// and `find` take as a pattern.
    ///
    /// - Throws: ``UsageError`` for a rule that is not one pattern or an unknown id; ``PatternError`` when
    ///   the pattern does not compile.
    func pattern(_ operand: (option: String?, value: String), reading: PatternReading = PatternReading()) throws
        -> Pattern
    {
        if operand.option != nil { return try reading.pattern(operand.value) }
        if let source = BuiltinRules.patternSource(named: operand.value) { return try Pattern(source) }
        if BuiltinRules.family(of: operand.value) != nil {
            throw UsageError("the rule '\(operand.value)' is not one pattern")
        }
        let entry = try catalogueEntry(operand.value)
        if let rule = entry.rule, BuiltinRules.patternSource(named: rule) == nil {
            throw UsageError("the entry '\(entry.id)' is the rule '\(rule)', not one pattern")
        }
        return try entry.compiledPattern()
    }
}
