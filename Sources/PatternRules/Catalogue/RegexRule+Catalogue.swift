extension RegexRule {
    /// The pattern of the shipped catalogue's entry `catalogueID` (`"postal-code.gb"`), with its flags.
    ///
    /// ```swift
    /// let postcode = try RegexRule(catalogueID: "postal-code.gb", error: SignUpError.postcode)
    /// ```
    ///
    /// - Throws: ``CatalogueError`` when the id is unknown, names a built-in rule with no single pattern
    ///   (use ``CatalogueEntry/rule(engine:)`` for those), or its pattern does not compile on the engine
    ///   `PATTERNRULES_ENGINE` forces; the problem names the entry's file and field.
    public init(catalogueID: String, error: (any Error)? = nil) throws(CatalogueError) {
        guard let entry = try PatternCatalogue.shipped().entry(id: catalogueID) else {
            throw CatalogueError(problems: [
                .init(file: catalogueID, field: nil, message: "no catalogue entry has this id")
            ])
        }
        guard !entry.pattern.isEmpty else {
            throw CatalogueError(problems: [
                .init(
                    file: "\(catalogueID).json", field: "rule",
                    message: "a built-in rule with no single pattern; use entry.rule()")
            ])
        }
        do {
            self.init(try entry.compiledPattern(), error: error)
        } catch {
            throw CatalogueError(problems: [
                .init(file: "\(catalogueID).json", field: "pattern", message: error.description)
            ])
        }
    }
}
