/// libphonenumber's `PhoneNumberMatcher` over one text: the candidates its pattern finds, left to right,
/// each tried whole, then in the parts its inner patterns cut it into, until a part is a number at the
/// leniency asked for.
///
/// What is not a number: a date with slashes, a time stamp, publication pages, unbalanced brackets, and
/// (from ``PhoneNumberLeniency/valid`` on) digits touching a Latin letter, `%` or a currency sign. After
/// ``maximumTries`` candidates and parts that are not numbers, the rest of the text is not searched, as
/// libphonenumber's default `max_tries` has it: the cost of a text stays linear in its length.
struct PhoneTextMatcher: Sendable {
    /// libphonenumber's default `max_tries`.
    static let maximumTries = 65535

    let defaultRegion: PhoneTerritoryMatcher?
    let type: PhoneNumberType?
    /// The engine the territories a text reaches are compiled for: the rule's, else the registry's first
    /// engine with the reference's own answers (``Engine/firstReference``: PCRE2's JIT where it runs). A text
    /// reaches many territories and reads each a few times, so compiling their automata cost more than
    /// it saved (a quarter of a scan of generated prose in many regions; 0.75 s to 0.59 s without it).
    let engine: Engine
    /// The territories compiled for ``engine``, looked up without a lock or a hash.
    let territories: PhoneTerritoryTable
    let leniency: PhoneNumberLeniency
    /// The fewest digits a number found with this default region has (``fewestDigits(defaultRegion:)``):
    /// a shorter candidate or part is not read at all.
    let fewestDigits: Int
    /// The candidates that cannot hold a valid number, told apart before they are parsed; `nil` below
    /// ``PhoneNumberLeniency/valid`` and for a default region it cannot screen for.
    let screen: PhoneCandidateScreen?

    /// `screening: false` parses every candidate, as libphonenumber does: the tests compare the two.
    init(
        defaultRegion: PhoneTerritoryMatcher?, type: PhoneNumberType?, engine: Engine?, leniency: PhoneNumberLeniency,
        screening: Bool = true
    ) {
        (self.defaultRegion, self.type, self.leniency) = (defaultRegion, type, leniency)
        self.engine = engine ?? Engine.firstReference
        territories = PhoneMatcherCache.shared.table(for: self.engine)
        fewestDigits = Self.fewestDigits(defaultRegion: defaultRegion)
        screen =
            screening && leniency.isAtLeastValid ? PhoneCandidateScreen.forDefaultRegion(defaultRegion?.territory) : nil
    }

    /// At most how many tries a candidate that holds no number spends per byte of it: the candidate
    /// itself, then for each of the six inner patterns the text before its first match and one part per
    /// match, each starting a scalar further on. A text whose bytes left, times this, are fewer than
    /// the tries left cannot run out of tries.
    static let triesPerByte = 13

    /// The fewest digits of any number `parse` reads with `defaultRegion` and the matcher then keeps, at
    /// every leniency: a number keeps a possible length of its territory (`is_possible_number`, or
    /// `is_valid_number`, whose number types' lengths are among the territory's), local-only lengths
    /// included, and all its digits come from the text. Written internationally, it has a calling code
    /// and at least two more digits (`parse`'s shortest national number); else it has the default
    /// region's calling code, and the length of one of the territories sharing it. A national prefix
    /// transform rule can add digits, so `PhoneFewestDigitsTests` also holds the bound to what
    /// libphonenumber finds in every text of one or two digits, in every region.
    static func fewestDigits(defaultRegion: PhoneTerritoryMatcher?) -> Int {
        let international = 1 + PhoneTextReading.nationalLengths.lowerBound
        return min(international, defaultRegion?.shortestNationalNumberOfCode ?? international)
    }

    /// The numbers in `text`, in order: with a ``type``, exactly the numbers found without one that are
    /// valid numbers of that type. The type is a filter on what the matcher found, never a test while it
    /// reads: a candidate that failed for its type would be cut into parts, and a part (a piece of a
    /// longer number, or the number with the space before it) could then pass on its own.
    ///
    /// - Throws: ``SearchError`` when a limit stopped a search.
    func matches(in text: UnsafeBufferPointer<UInt8>) throws(SearchError) -> [PhoneNumberInText] {
        let found = try everyNumber(in: text)
        guard let type else { return found }
        return found.filter { $0.number?.type.satisfies(type) ?? false }
    }

    /// The numbers in `text`, in order, whatever their type.
    private func everyNumber(in text: UnsafeBufferPointer<UInt8>) throws(SearchError) -> [PhoneNumberInText] {
        var scan = Scan(text: text, matcher: self)
        var found: [PhoneNumberInText] = []
        var index = 0
        let candidates = PhoneTextPatterns.candidate
        while scan.tries > 0, let match = try candidates.firstMatch(in: text, from: index) {
            let bytes = UnsafeBufferPointer(rebasing: text[match])
            let candidateEnd = match.lowerBound + (PhoneTextReading.secondNumberStart(in: bytes) ?? bytes.count)
            // Whether the whole candidate passed the screen here, so that its parse does not screen it again.
            var screened = false
            if let screen, scan.mayScreen(from: match.lowerBound) {
                guard screen.mayHoldValidNumber(UnsafeBufferPointer(rebasing: text[match.lowerBound..<candidateEnd]))
                else {
                    scan.tries -= 1
                    index = candidateEnd
                    continue
                }
                screened = true
            }
            let candidate = String(
                decoding: UnsafeBufferPointer(rebasing: text[match.lowerBound..<candidateEnd]), as: UTF8.self)[...]
            if let number = try scan.extractMatch(candidate, offset: match.lowerBound, screened: screened) {
                found.append(number)
                index = number.utf8Range.upperBound
                continue
            }
            scan.tries -= 1
            index = candidateEnd
        }
        return found
    }

    /// One text being searched, with the tries left.
    private struct Scan {
        let text: UnsafeBufferPointer<UInt8>
        let matcher: PhoneTextMatcher
        var tries = PhoneTextMatcher.maximumTries
        /// Whether the tries left can no longer run out: from then on a screened candidate need not
        /// count the tries its parts would have spent.
        var triesCannotRunOut = false

        /// Whether the candidate at byte `start` may be screened out: only where the tries cannot run
        /// out, so that skipping its parts changes nothing that follows.
        mutating func mayScreen(from start: Int) -> Bool {
            if !triesCannotRunOut {
                triesCannotRunOut = tries > PhoneTextMatcher.triesPerByte * (text.count - start)
            }
            return triesCannotRunOut
        }

        /// `_extract_match`: `candidate` (found at byte `offset`) as a number, or a number inside it;
        /// `screened` when the whole candidate already passed the screen.
        mutating func extractMatch(_ candidate: Substring, offset: Int, screened: Bool) throws(SearchError)
            -> PhoneNumberInText?
        {
            if try PhoneTextPatterns.firstMatch(PhoneTextPatterns.slashSeparatedDate, in: candidate) != nil {
                return nil
            }
            if try PhoneTextPatterns.firstMatch(PhoneTextPatterns.timeStamp, in: candidate) != nil,
                minutesFollow(offset + candidate.utf8.count)
            {
                return nil
            }
            if let number = try parseAndVerify(candidate, offset: offset, screened: screened) { return number }
            return try extractInnerMatch(candidate, offset: offset)
        }

        /// `_extract_inner_match`: for each inner pattern in turn, the text before its first match, then
        /// the part each of its matches picks out.
        private mutating func extractInnerMatch(_ candidate: Substring, offset: Int) throws(SearchError)
            -> PhoneNumberInText?
        {
            let utf8 = candidate.utf8
            func slice(_ range: Range<Int>) -> Substring {
                candidate[
                    utf8.index(
                        utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(
                            utf8.startIndex, offsetBy: range.upperBound)]
            }
            let present = try PhoneTextPatterns.withUTF8(candidate) { PhoneTextPatterns.innerMatchSet.scan($0) }
            for (index, inner) in PhoneTextPatterns.innerMatches.enumerated() where present.matches(index) != false {
                var groups = try PhoneTextPatterns.captures(inner, in: candidate, from: 0)
                var isFirst = true
                while let found = groups, let whole = found[0], let part = found[1], tries > 0 {
                    if isFirst {
                        let before = PhoneTextReading.trimmingUnwantedEnd(slice(0..<whole.lowerBound))
                        if let number = try parseAndVerify(before, offset: offset) { return number }
                        tries -= 1
                        isFirst = false
                    }
                    let trimmed = PhoneTextReading.trimmingUnwantedEnd(slice(part))
                    if let number = try parseAndVerify(trimmed, offset: offset + part.lowerBound) { return number }
                    tries -= 1
                    // The next match starts one scalar further on.
                    let start = utf8.index(utf8.startIndex, offsetBy: whole.lowerBound)
                    let next = whole.lowerBound + UTF8.width(candidate.unicodeScalars[start])
                    groups = try PhoneTextPatterns.captures(inner, in: candidate, from: next)
                }
            }
            return nil
        }

        /// `_parse_and_verify`: `candidate`, at byte `offset` of the text, as a number at the leniency;
        /// `screened` when it already passed the screen (a whole candidate, screened as it was found).
        private func parseAndVerify(_ candidate: Substring, offset: Int, screened: Bool = false) throws(SearchError)
            -> PhoneNumberInText?
        {
            // Letters count as digits here: `parse` reads a number with three letters as a vanity number,
            // each letter a digit.
            let digitsAndLetters = candidate.unicodeScalars.count {
                PhoneTextScalars.isDigit($0) || PhoneTextScalars.isAlphabetic($0)
            }
            // The screen holds for a part as for a whole candidate, and the tries a failed part spends are
            // its caller's to count: a part it turns away is not parsed, with nothing else changed.
            guard digitsAndLetters >= matcher.fewestDigits else { return nil }
            if !screened, let screen = matcher.screen {
                guard try PhoneTextPatterns.withUTF8(candidate, { screen.mayHoldValidNumber($0) }) else { return nil }
            }
            guard PhoneTextPatterns.matchingBrackets._matchesOrFalse(candidate),
                try PhoneTextPatterns.firstMatch(PhoneTextPatterns.publicationPages, in: candidate) == nil
            else { return nil }
            let end = offset + candidate.utf8.count
            if matcher.leniency.isAtLeastValid {
                if offset > 0, !(candidate.unicodeScalars.first.map(PhoneTextScalars.isLead) ?? false),
                    let previous = scalar(before: offset), Self.mayNotTouch(previous)
                {
                    return nil
                }
                if end < text.count, let next = scalar(at: end), Self.mayNotTouch(next) { return nil }
            }
            guard
                let reading = try PhoneTextReading(
                    candidate, defaultRegion: matcher.defaultRegion, territories: matcher.territories)
            else { return nil }
            let verification = PhoneTextVerification(reading: reading, candidate: candidate, matcher: matcher)
            guard let number = try verification.verified() else { return nil }
            return PhoneNumberInText(
                utf8Range: offset..<end, callingCode: reading.callingCode, nationalNumber: reading.nationalNumber,
                extensionNumber: reading.extensionNumber, number: number.valid)
        }

        private static func mayNotTouch(_ scalar: Unicode.Scalar) -> Bool {
            PhoneTextScalars.isInvalidNeighbour(scalar) || PhoneTextScalars.isLatinLetter(scalar)
        }

        /// Whether `:` and minutes (`:[0-5]\d`) follow byte `offset`: the candidate was a time stamp's hour.
        private func minutesFollow(_ offset: Int) -> Bool {
            guard offset < text.count, text[offset] == UInt8(ascii: ":"), offset + 1 < text.count,
                (UInt8(ascii: "0")...UInt8(ascii: "5")).contains(text[offset + 1]),
                let minute = scalar(at: offset + 2)
            else { return false }
            return PhoneTextScalars.isDigit(minute)
        }

        /// The scalar that starts at byte `offset`; U+FFFD for bytes that are not UTF-8, as Python decodes
        /// them.
        private func scalar(at offset: Int) -> Unicode.Scalar? {
            guard offset < text.count else { return nil }
            return UTF8Scalar.starting(at: offset, in: text)?.scalar ?? "\u{FFFD}"
        }

        /// The scalar that ends at byte `offset`; U+FFFD for bytes that are not UTF-8.
        private func scalar(before offset: Int) -> Unicode.Scalar? {
            guard offset > 0 else { return nil }
            return UTF8Scalar.ending(at: offset, in: text) ?? "\u{FFFD}"
        }
    }
}
