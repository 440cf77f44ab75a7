import PatternRules

/// What `patterns find` looks for in a line: a pattern's matches, the phone numbers a phone rule finds
/// (libphonenumber's matcher, with the rule's region as the default region), or the valid email
/// addresses, card numbers or IBANs standing in it.
enum LineFinder: Sendable {
    /// A pattern's matches, found by its searcher. `whole` is the pattern compiled whole (its validation
    /// program too), which the one pass over several operands reads; `nil` where the pattern was compiled
    /// for search alone (``Pattern/Searcher/init(_:dialect:options:engine:limits:)``).
    case pattern(Pattern.Searcher, whole: Pattern?)
    case phone(PhoneNumberRule, PhoneNumberLeniency)
    case email(EmailRule)
    case card(CardNumberRule)
    case iban(IBANRule)

    /// A pattern that matches in every line this finder finds something in, for the one pass over
    /// several operands (``LineMatcher/onePass(for:)``): the pattern itself, or the shape of a built-in
    /// rule's candidates; `nil` for a pattern compiled for search alone.
    var onePassPattern: Pattern? {
        switch self {
        case .pattern(_, let whole): whole
        case .phone: PhoneNumberRule.candidatePattern
        case .email: EmailRule.candidatePattern
        case .card: CardNumberRule.candidatePattern
        case .iban: IBANRule.candidatePattern
        }
    }

    /// The searcher of that pattern: the pattern's own, or a built-in rule's candidates'.
    ///
    /// - Throws: ``SearchError/unsupported(_:)`` when no engine searches the candidates exactly.
    func candidateSearcher() throws(SearchError) -> Pattern.Searcher {
        switch self {
        case .pattern(let searcher, _): searcher
        case .phone: try PhoneNumberRule.candidatePattern.searcher()
        case .email: try EmailRule.candidatePattern.searcher()
        case .card: try CardNumberRule.candidatePattern.searcher()
        case .iban: try IBANRule.candidatePattern.searcher()
        }
    }

    /// How the finder searches, in words (`find --strategy`): a pattern's ``Pattern/Searcher/strategy``; a
    /// built-in rule's finder, and how its candidates are searched.
    var strategy: String {
        let candidates = (try? candidateSearcher().strategy) ?? "not searchable"
        switch self {
        case .pattern: return candidates
        case .phone: return "libphonenumber's matcher over candidates found by \(candidates)"
        case .email, .card, .iban: return "the rule's finder over candidates found by \(candidates)"
        }
    }

    /// Calls `body` with each match in `line`, in order, and the number's E.164 form for a phone number.
    ///
    /// - Throws: ``SearchError`` when a limit stopped a match.
    func forEachMatch(in line: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>, String?) -> Void)
        throws(SearchError)
    {
        switch self {
        case .pattern(let searcher, _):
            try searcher.forEachMatch(in: line) { range in
                body(range, nil)
                return true
            }
        case .phone(let rule, let leniency):
            for found in try rule.matches(inUTF8: line, leniency: leniency) { body(found.utf8Range, found.e164) }
        case .email(let rule):
            for found in rule.matches(inUTF8: line) { body(found.utf8Range, nil) }
        case .card(let rule):
            for found in rule.matches(inUTF8: line) { body(found.utf8Range, nil) }
        case .iban(let rule):
            for found in rule.matches(inUTF8: line) { body(found.utf8Range, nil) }
        }
    }
}
