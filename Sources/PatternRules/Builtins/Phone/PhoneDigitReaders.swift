/// The patterns a regional phone rule consults while it reads typed digits, as digit tables, with the
/// role each plays: where a match of a prefix (national, international, calling code) ends, another
/// reading of the digits starts.
///
/// The readers cover every test the rule makes (``PhoneNumberRule`` and its parsing): the number ranges,
/// the general description, the national prefixes of the region and of its calling code's main region,
/// the international prefix, the calling code, and a leading `0`. A region is refused when a
/// pattern runs on another engine, when a national prefix rewrites the number (a transform rule), or
/// when a prefix could end in two places of the same digits: the readings would then depend on more
/// than these states.
struct PhoneDigitReaders {
    /// Where a reading of the digits starts: at the first digit, or after a prefix matched from an
    /// earlier start. libphonenumber's parser strips a national prefix from a number read from the first
    /// digit or after a calling code, and reads a number typed with its calling code but no `+` with the
    /// national prefix rules twice: once to decide that the calling code is one, once to parse the rest.
    enum Start: Int8, CaseIterable {
        case first, afterCallingCode, afterInternationalPrefix, afterInternationalPrefixAndCode
        case afterNationalPrefix, afterCodeAndNationalPrefix, afterSecondNationalPrefix

        var readsCallingCode: Bool { self == .first || self == .afterInternationalPrefix }

        /// The reading that starts where a national prefix read from here ends, if one is stripped here.
        var afterStrippingNationalPrefix: Start? {
            switch self {
            case .first, .afterInternationalPrefixAndCode: .afterNationalPrefix
            case .afterCallingCode: .afterCodeAndNationalPrefix
            case .afterCodeAndNationalPrefix: .afterSecondNationalPrefix
            case .afterInternationalPrefix, .afterNationalPrefix, .afterSecondNationalPrefix: nil
            }
        }
    }

    /// For each start (by raw value), the readers it consults run as one machine.
    let classifiers: [PhoneDigitClassifier]
    /// The rule tries international prefixes of up to this many digits.
    static let longestInternationalPrefix = 10
    /// The most states of one start's readers run side by side, before they are merged.
    static let classifierStateLimit = 200_000

    init(regional: PhoneTerritoryMatcher, main: PhoneTerritoryMatcher) throws(PhoneDigitAutomaton.Refusal) {
        guard regional.territory.transformRule.isEmpty, main.territory.transformRule.isEmpty else {
            throw .unreadablePrefixes("a national prefix rewrites the number")
        }
        var numberTables: [PhoneDigitTable] = []
        for pattern in regional.numberPatterns + (main === regional ? [] : main.numberPatterns) {
            guard let table = PhoneDigitTable(pattern) else { throw .unreadablePrefixes("a pattern runs on PCRE2") }
            numberTables.append(table)
        }
        var nationalPrefixes: [PhoneDigitTable] = []
        for matcher in main === regional ? [regional] : [regional, main] {
            guard let pattern = matcher.nationalPrefixWhole else { continue }
            guard let table = PhoneDigitTable(pattern), table.isPrefixFree else {
                throw .unreadablePrefixes("a national prefix can end in two places")
            }
            nationalPrefixes.append(table)
        }
        var internationalPrefix: [PhoneDigitTable] = []
        if let pattern = regional.internationalPrefix {
            guard let table = PhoneDigitTable(pattern), table.isPrefixFree,
                let longest = table.longestMatch, longest <= Self.longestInternationalPrefix
            else { throw .unreadablePrefixes("the international prefix can end in two places") }
            internationalPrefix = [table]
        }
        let callingCode = [PhoneDigitTable(literal: regional.territory.callingCode), PhoneDigitTable(literal: "0")]
        // Each start's readers: the number patterns everywhere, the national prefixes where they are
        // stripped, the calling code and a leading `0` where a calling code may follow, the international
        // prefix at the first digit. Starts that read the same patterns share one classifier.
        struct Configuration: Hashable {
            let stripsNationalPrefix: Bool
            let readsCallingCode: Bool
            let readsInternationalPrefix: Bool
        }
        var built: [Configuration: PhoneDigitClassifier] = [:]
        var classifiers: [PhoneDigitClassifier] = []
        for start in Start.allCases {
            let configuration = Configuration(
                stripsNationalPrefix: start.afterStrippingNationalPrefix != nil,
                readsCallingCode: start.readsCallingCode, readsInternationalPrefix: start == .first)
            if let classifier = built[configuration] {
                classifiers.append(classifier)
                continue
            }
            let strips = configuration.stripsNationalPrefix ? nationalPrefixes : []
            let tables =
                numberTables + strips + (configuration.readsCallingCode ? callingCode : [])
                + (configuration.readsInternationalPrefix ? internationalPrefix : [])
            let prefixes = numberTables.count..<(numberTables.count + strips.count)
            let code = configuration.readsCallingCode ? prefixes.upperBound : nil
            let international =
                configuration.readsInternationalPrefix && !internationalPrefix.isEmpty ? tables.count - 1 : nil
            let classifier = try PhoneDigitClassifier(tables, stateLimit: Self.classifierStateLimit) { verdicts in
                var ends: PhoneDigitClassifier.PrefixEnds = []
                if prefixes.contains(where: { verdicts[$0] == .valid }) { ends.insert(.nationalPrefix) }
                if let code, verdicts[code] == .valid { ends.insert(.callingCode) }
                if let international, verdicts[international] == .valid { ends.insert(.internationalPrefix) }
                return ends
            }
            built[configuration] = classifier
            classifiers.append(classifier)
        }
        self.classifiers = classifiers
    }

    /// The readings that start where a reading from `start` has reached `state` after `length` digits.
    func readingsStarting(after start: Start, state: Int32, length: Int, internationalForm: Bool) -> [Start] {
        let ends = classifiers[Int(start.rawValue)].prefixEnds[Int(state)]
        guard !ends.isEmpty else { return [] }
        var starts: [Start] = []
        if ends.contains(.nationalPrefix), let next = start.afterStrippingNationalPrefix { starts.append(next) }
        if ends.contains(.callingCode) {
            if start == .first { starts.append(.afterCallingCode) }
            if start == .afterInternationalPrefix { starts.append(.afterInternationalPrefixAndCode) }
        }
        if start == .first, !internationalForm, length <= Self.longestInternationalPrefix,
            ends.contains(.internationalPrefix)
        {
            starts.append(.afterInternationalPrefix)
        }
        return starts
    }
}
