import PatternRules

/// What `patterns find` looks for in a line: a pattern's matches, the phone numbers a phone rule finds
/// (libphonenumber's matcher, with the rule's region as the default region), or the valid email
/// addresses, card numbers or IBANs standing in it.
enum LineFinder: Sendable {
    case pattern(Pattern.Searcher)
    case phone(PhoneNumberRule, PhoneNumberLeniency)
    case email(EmailRule)
    case card(CardNumberRule)
    case iban(IBANRule)

    /// Calls `body` with each match in `line`, in order, and the number's E.164 form for a phone number.
    ///
    /// - Throws: ``SearchError`` when a limit stopped a match.
    func forEachMatch(in line: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>, String?) -> Void)
        throws(SearchError)
    {
        switch self {
        case .pattern(let searcher):
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
