import PatternRules

/// What `patterns find` looks for in a line: a pattern's matches, or the values a finder of the
/// library's registry finds (``Finders``: phone numbers, email addresses, card numbers, IBANs).
enum LineFinder: Sendable {
    /// A pattern's matches, found by its searcher. `whole` is the pattern compiled whole (its validation
    /// program too), which the one pass over several operands reads; `nil` where the pattern was compiled
    /// for search alone (``Pattern/Searcher/init(_:dialect:options:engine:limits:)``).
    case pattern(Pattern.Searcher, whole: Pattern?)
    /// A finder made from the registry, and its registered type (its family, the options it reads).
    case finder(any TextFinder, registered: any RegisteredFinder.Type)

    /// Whether the finder reads the ``FinderOptions`` named `option` (`leniency`); a pattern reads none.
    func reads(_ option: String) -> Bool {
        if case .finder(_, let registered) = self { registered.options.contains(option) } else { false }
    }

    /// A pattern that matches in every line this finder finds something in, for the one pass over
    /// several operands (``LineMatcher/onePass(for:)``): the pattern itself, or a finder's candidates;
    /// `nil` for a pattern compiled for search alone.
    var onePassPattern: Pattern? {
        switch self {
        case .pattern(_, let whole): whole
        case .finder(let finder, _): finder.candidates
        }
    }

    /// The searcher of that pattern: the pattern's own, or a finder's candidates'.
    ///
    /// - Throws: ``SearchError/unsupported(_:)`` when no engine searches the candidates exactly.
    func candidateSearcher() throws(SearchError) -> Pattern.Searcher {
        switch self {
        case .pattern(let searcher, _): searcher
        case .finder(let finder, _): try finder.candidates.searcher()
        }
    }

    /// How the finder searches, in words (`find --strategy`): a pattern's ``Pattern/Searcher/strategy``; a
    /// finder's name, and how its candidates are searched.
    var strategy: String {
        let candidates = (try? candidateSearcher().strategy) ?? "not searchable"
        switch self {
        case .pattern: return candidates
        case .finder(_, let registered): return "the \(registered.family) finder over candidates found by \(candidates)"
        }
    }
}
