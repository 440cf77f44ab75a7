/// The patterns libphonenumber's `PhoneNumberMatcher` and `parse` read text with (phonenumbers 9.0.43's
/// `phonenumbermatcher.py` and `phonenumberutil.py`), in PCRE2 syntax.
///
/// Python's classes are spelled out where PCRE2's differ: `\d` is `\p{Nd}`; `\s` is Python's
/// `str.isspace`, which also holds U+001C to U+001F; `\w` is a letter or a number (PCRE2's also holds
/// combining marks). Python's `re.IGNORECASE` is PCRE2's caseless matching, which folds the same letters
/// (`ſ` with `s`, `K` with `k`).
enum PhoneTextPatterns {
    static let digit = #"\p{Nd}"#
    static let space =
        #"[\t-\r\x{1C}-\x{20}\x{85}\x{A0}\x{1680}\x{2000}-\x{200A}\x{2028}\x{2029}\x{202F}\x{205F}\x{3000}]"#
    static let notSpace =
        #"[^\t-\r\x{1C}-\x{20}\x{85}\x{A0}\x{1680}\x{2000}-\x{200A}\x{2028}\x{2029}\x{202F}\x{205F}\x{3000}]"#
    /// `VALID_PUNCTUATION`: what may separate the digits of a number.
    static let punctuation =
        #"\-x\x{2010}-\x{2015}\x{2212}\x{30FC}\x{FF0D}-\x{FF0F} \x{A0}\x{AD}\x{200B}\x{2060}\x{3000}()\x{FF08}\x{FF09}\x{FF3B}\x{FF3D}.\[\]/~\x{2053}\x{223C}\x{FF5E}"#
    static let openingBrackets = #"(\[\x{FF08}\x{FF3B}"#
    static let closingBrackets = #")\]\x{FF09}\x{FF3D}"#
    static let plusSigns = #"+\x{FF0B}"#

    /// The extensions the matcher takes at the end of a candidate (`EXTN_PATTERNS_FOR_MATCHING`).
    static let extensionsForMatching =
        #";ext=\p{Nd}{1,20}|[ \x{A0}\t,]*(?:e?xt(?:ensi(?:o\x{301}?|\x{F3}))?n?|\x{FF45}?\x{FF58}\x{FF54}\x{FF4E}?|\x{434}\x{43E}\x{431}|anexo)[:\.\x{FF0E}]?[ \x{A0}\t,-]*\p{Nd}{1,20}#?|[ \x{A0}\t,]*(?:[x\x{FF58}#\x{FF03}~\x{FF5E}]|int|\x{FF49}\x{FF4E}\x{FF54})[:\.\x{FF0E}]?[ \x{A0}\t,-]*\p{Nd}{1,9}#?|[- ]+\p{Nd}{1,6}#"#
    /// The extensions `parse` strips: those, and two more written with commas or a semicolon
    /// (`EXTN_PATTERNS_FOR_PARSING`).
    static let extensionsForParsing =
        extensionsForMatching
        + #"|[ \x{A0}\t]*(?:,{2}|;)[:\.\x{FF0E}]?[ \x{A0}\t,-]*\p{Nd}{1,15}#?|[ \x{A0}\t]*(?:,)+[:\.\x{FF0E}]?[ \x{A0}\t,-]*\p{Nd}{1,9}#?"#

    /// A candidate: at most two leading brackets or plus signs, then up to 21 blocks of up to 20 digits
    /// separated by up to four punctuation characters, then an extension (`PATTERN`).
    ///
    /// It runs on PCRE2: its automata (21 counted blocks of counted digits) take about 200 ms to build,
    /// PCRE2's compilation well under one, and its backtracking stays within one candidate of at most
    /// a few hundred characters, so a text still costs time linear in its length.
    static let candidate = searcher(
        "(?:[\(openingBrackets)\(plusSigns)][\(punctuation)]{0,4}){0,2}\(digit){1,20}(?:[\(punctuation)]{0,4}\(digit){1,20}){0,20}(?:\(extensionsForMatching))?",
        caseless: true, onPCRE2: true)
    /// Text that could be a number at all, read whole (`VALID_PHONE_NUMBER_PATTERN`).
    static let viableNumber = pattern(
        "\(digit){2}|[\(plusSigns)]*(?:[\(punctuation)*]*\(digit)){3,}[\(punctuation)*A-Za-z\(digit)]*(?:\(extensionsForParsing))?",
        caseless: true)
    /// An extension at the end of a number (`EXTN_PATTERN`).
    static let extensionAtEnd = searcher("(?:\(extensionsForParsing))$", caseless: true)
    /// Brackets that open and close properly, read whole (`MATCHING_BRACKETS`).
    static let matchingBrackets: Pattern = {
        let other = "[^\(openingBrackets)\(closingBrackets)]"
        return pattern(
            "(?:[\(openingBrackets)])?(?:\(other)+[\(closingBrackets)])?\(other)+(?:[\(openingBrackets)]\(other)+[\(closingBrackets)]){0,3}\(other)*"
        )
    }()
    /// A publication's pages, `211-227 (2003)` (`PUB_PAGES`).
    static let publicationPages = searcher(#"\p{Nd}{1,5}-+\p{Nd}{1,5}"# + "\(space){0,4}" + #"\(\p{Nd}{1,4}"#)
    /// A date written with slashes, `31/10/96` (`SLASH_SEPARATED_DATES`).
    static let slashSeparatedDate = searcher(
        #"(?:(?:[0-3]?\p{Nd}/[01]?\p{Nd})|(?:[01]?\p{Nd}/[0-3]?\p{Nd}))/(?:[12]\p{Nd})?\p{Nd}{2}"#)
    /// A time stamp up to its hour, `2012-01-02 08` (`TIME_STAMPS`); the minutes after it are read
    /// separately.
    static let timeStamp = searcher(#"[12]\p{Nd}{3}[-/]?[01]\p{Nd}[-/]?[0-3]\p{Nd} +[0-2]\p{Nd}$"#)

    /// Where a candidate that failed may hold a number, most specific first (`INNER_MATCHES`): after
    /// slashes, from a bracket, after a spaced hyphen, after a wide dash, after full stops, after spaces.
    /// Group 1 is the part tried.
    static let innerMatches: [Pattern.Searcher] = innerPatterns.map { pattern in
        do {
            return try pattern.searcher()
        } catch {
            preconditionFailure("libphonenumber's inner pattern cannot be searched: \(error)")
        }
    }
    /// The inner patterns, read in one pass over a candidate to learn which of them match in it at all:
    /// most candidates (a date, an order number) hold none, and each search that finds nothing costs more
    /// than the pass. None reads around its match, so the pass decides every one (the tests check).
    static let innerMatchSet = PatternSet(innerPatterns)
    private static let innerPatterns: [Pattern] = [
        #"/+(.*)"#, #"(\([^(]*)"#, "(?:\(space)-|-\(space))\(space)*(.+)",
        "[\\x{2012}-\\x{2015}\\x{FF0D}]\(space)*(.+)", "\\.+\(space)*([^.]+)", "\(space)+(\(notSpace)+)",
    ].map { pattern($0, onPCRE2: true) }

    /// The leftmost match of `searcher` in `text` at or after the byte offset `start`, in bytes from the
    /// start of `text`.
    static func firstMatch(_ searcher: Pattern.Searcher, in text: Substring, from start: Int = 0)
        throws(SearchError) -> Range<Int>?
    {
        try withUTF8(text) { bytes throws(SearchError) in try searcher.firstMatch(in: bytes, from: start) }
    }

    /// The leftmost match of `searcher` in `text` at or after `start`, with its groups (index 0 the
    /// whole match), in bytes from the start of `text`.
    static func captures(_ searcher: Pattern.Searcher, in text: Substring, from start: Int) throws(SearchError)
        -> [Range<Int>?]?
    {
        try withUTF8(text) { bytes throws(SearchError) in try searcher.captures(in: bytes, from: start) }
    }

    /// `body` with the UTF-8 of `text`: the string's own storage where it is contiguous (a slice of a
    /// native string always is), else a copy.
    static func withUTF8<Answer>(
        _ text: Substring, _ body: (UnsafeBufferPointer<UInt8>) throws(SearchError) -> Answer
    ) throws(SearchError) -> Answer {
        let answer = text.utf8.withContiguousStorageIfAvailable { bytes in
            Result { () throws(SearchError) in try body(bytes) }
        }
        if let answer { return try answer.get() }
        var copy = String(text)
        return try copy.withUTF8 { bytes in Result { () throws(SearchError) in try body(bytes) } }.get()
    }

    /// The search of one of libphonenumber's patterns, compiled once.
    private static func searcher(_ source: String, caseless: Bool = false, onPCRE2: Bool = false) -> Pattern.Searcher {
        do {
            return try pattern(source, caseless: caseless, onPCRE2: onPCRE2).searcher()
        } catch {
            // Fixed patterns, every one searched by the tests: a failure is a bug.
            preconditionFailure("libphonenumber's matcher pattern cannot be searched: \(error)")
        }
    }

    /// A pattern of libphonenumber's, on the automatic chain, or on PCRE2 (where its groups are read, or
    /// its automata would cost more to build than they save).
    private static func pattern(_ source: String, caseless: Bool = false, onPCRE2: Bool = false) -> Pattern {
        let options: Pattern.Options = caseless ? [.caseInsensitive] : []
        // The process's PATTERNRULES_ENGINE does not apply: these are fixed patterns, like a built-in's.
        let engine: Engine? = onPCRE2 ? Engine.firstReference : nil
        do {
            return try Pattern(source, options: options, engine: engine, environment: false)
        } catch {
            // Fixed patterns, every one compiled by the tests: a failure is a bug.
            preconditionFailure("libphonenumber's matcher pattern does not compile: \(error)")
        }
    }
}
