/// Swift's `Regex`, compiled from a pattern's text for comparison with the library's engines (the
/// `swift-regex` column of `patterns check`). Not an ``Engine``: it has no partial matching, so it
/// answers whole matches only, never ``Verdict/incomplete``.
package struct SwiftRegexProgram {
    private let regex: Regex<AnyRegexOutput>

    /// Compiles `source` with the options Swift Regex can express: case-insensitive and dot-all become
    /// `ignoresCase()` and `dotMatchesNewlines()`, extended mode an inline `(?x)`. Swift Regex's classes
    /// are Unicode-aware whatever ``PatternOptions/unicodeCharacterClasses`` says, one of the differences
    /// the catalogue declares.
    ///
    /// - Throws: ``PatternError`` (reason ``PatternError/Reason/syntax``, no engine) with Swift's message.
    package init(_ source: String, options: PatternOptions) throws(PatternError) {
        guard !options.contains(.bytes) else {
            throw PatternError(
                .engineUnavailable, pattern: source, engine: nil,
                message: "Swift Regex does not run this pattern: text read as bytes (Swift Regex reads characters)")
        }
        do {
            var regex = try Regex(options.contains(.extended) ? "(?x)" + source : source)
            if options.contains(.caseInsensitive) { regex = regex.ignoresCase() }
            if options.contains(.dotMatchesLineSeparators) { regex = regex.dotMatchesNewlines() }
            if options.contains(.multiline) { regex = regex.anchorsMatchLineEndings() }
            self.regex = regex
        } catch {
            throw PatternError(
                .syntax, pattern: source, engine: nil, message: "Swift Regex rejects the pattern: \(error)")
        }
    }

    /// Whether the whole of `input` matches.
    package func matches(_ input: String) -> Bool {
        (try? regex.wholeMatch(in: input)) != nil
    }
}
