/// Phone numbers in free text, found as libphonenumber's `PhoneNumberMatcher` finds them.
extension PhoneNumberRule {
    /// A pattern every number ``matches(inUTF8:leniency:)`` finds holds a match of, whatever the region
    /// and leniency: a decimal digit of any script. A text without one holds no number, which a scan of
    /// many rules (`patterns find`) learns in its one pass.
    package static let candidatePattern = BuiltinPattern.compileLeniently(#"\p{Nd}"#)

    /// The phone numbers written in `text`, in order: the spans libphonenumber's `PhoneNumberMatcher`
    /// reports with this rule's region as the default region (numbers written nationally are read as
    /// that region's; a rule for any region finds only numbers written with `+`).
    ///
    /// ```swift
    /// let rule = try PhoneNumberRule(region: "GB")
    /// let found = try rule.matches(in: "Call 020 7946 0958 or +1 650-253-0000 ext. 12.")
    /// found.map(\.e164)             // ["+442079460958", "+16502530000"]
    /// found[1].extensionNumber      // "12"
    /// ```
    ///
    /// A rule that asks for a number type finds only valid numbers of that type. docs/PERSONAL-DATA.md
    /// says what is found and what is not (dates, times, prices, publication pages, digits touching
    /// letters).
    ///
    /// - Parameters:
    ///   - text: The text to search.
    ///   - leniency: How sure a number must be; ``PhoneNumberLeniency/valid``, libphonenumber's default,
    ///     unless given.
    /// - Throws: ``SearchError`` when a limit stopped a search (the patterns are bounded: not seen in
    ///   practice).
    /// - Complexity: Linear in the length of `text`: each candidate is at most a few hundred characters,
    ///   and after 65,535 candidates that are not numbers the rest of a text is not searched, as
    ///   libphonenumber's matcher does.
    public func matches(in text: String, leniency: PhoneNumberLeniency = .valid) throws(SearchError)
        -> [PhoneNumberInText]
    {
        try PhoneTextPatterns.withUTF8(text[...]) { bytes throws(SearchError) in
            try matches(inUTF8: bytes, leniency: leniency)
        }
    }

    /// The phone numbers in UTF-8 `text`, as ``matches(in:leniency:)`` finds them; a byte that is not
    /// UTF-8 is read as U+FFFD and is never part of a number.
    ///
    /// - Throws: ``SearchError`` when a limit stopped a search.
    public func matches(inUTF8 text: UnsafeBufferPointer<UInt8>, leniency: PhoneNumberLeniency = .valid)
        throws(SearchError) -> [PhoneNumberInText]
    {
        try textMatcher(leniency: leniency).matches(in: text)
    }

    /// The matcher ``matches(inUTF8:leniency:)`` searches with: a caller that searches many texts (a
    /// finder, line by line) makes it once.
    func textMatcher(leniency: PhoneNumberLeniency) -> PhoneTextMatcher {
        PhoneTextMatcher(defaultRegion: regional, type: type, engine: engine, leniency: leniency)
    }
}
