/// Requires a phone number that libphonenumber's metadata says is valid: the national significant number
/// must match one of its region's number ranges, not merely have a plausible length.
///
/// Without a region the number must be written internationally (`+44 20 7946 0958`); with one it may also
/// be written nationally (`020 7946 0958`), with the calling code but no `+` (`44 20 7946 0958`), or
/// after the region's international prefix (`00 44 20 7946 0958`). Spaces, `-`, `.` and parentheses may separate the digits, and a national
/// prefix in parentheses is understood (`+44 (0)20 7946 0958`).
///
/// ```swift
/// let rule = try PhoneNumberRule(region: "GB")
/// rule.verdict(for: "020 7946")            // .incomplete: a prefix of valid numbers
/// rule.verdict(for: "020 7946 0958")       // .valid
/// rule.verdict(for: "020 7946 0958 1")     // .invalid: too long
/// rule.match("07400 123456").number?.e164  // "+447400123456", type .mobile
/// ```
///
/// The tables are generated from libphonenumber's metadata (release ``metadataRelease``) by
/// `scripts/generate/phone-metadata.py`; each region's patterns compile on first use. A regional rule
/// then runs as one automaton over the digits typed (shipped for a rule of any type; built on first use,
/// about 35 ms for GB, for one type): a keystroke costs about what an email keystroke does, and the
/// answers are the rule's own (207 of the 245 regions; docs/PHONE.md says which are left to the rule's
/// reading, and why).
public struct PhoneNumberRule: ValidationRule, Sendable {
    /// Why a rule cannot be built.
    public enum ConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
        /// The metadata has no region with this ISO 3166 code.
        case unknownRegion(String)
        /// The region has no numbers of this type (for example no pagers in France).
        case typeNotUsed(region: String, type: PhoneNumberType)
        /// The forced engine cannot run on this machine.
        case engineUnavailable(PatternError)

        public var description: String {
            switch self {
            case .engineUnavailable(let error): error.description
            case .unknownRegion(let region): "unknown region '\(region)' (expected an ISO 3166 code such as GB)"
            case .typeNotUsed(let region, let type): "region \(region) has no \(type) numbers"
            }
        }
    }

    /// The region national forms are read for; `nil` accepts any region, written internationally.
    public let region: String?
    /// The number type required; `nil` accepts any.
    public let type: PhoneNumberType?
    /// The error reported for an input that is not a valid number.
    public let error: any Error
    let engine: Engine?
    /// The territory national forms are read for; `nil` for a rule for any region.
    let territory: PhoneTerritory?
    /// The territory's patterns, compiled when the rule is made unless a shipped digit automaton answers
    /// for it: then only input the automaton leaves to the rule's own reading (a Unicode digit, an
    /// extension) compiles them, on first use, through the shared cache.
    private let compiledMatcher: PhoneTerritoryMatcher?
    /// The rule as one automaton over the digits typed, where its region allows (see
    /// ``PhoneDigitAutomaton``); `nil` for a rule for any region or a forced engine.
    private(set) var digitAutomaton: PhoneDigitAutomaton?

    /// The territory's patterns compiled for the rule's engine: the rule's own reading of numbers.
    var regional: PhoneTerritoryMatcher? {
        if let compiledMatcher { return compiledMatcher }
        return territory.map { PhoneMatcherCache.shared.matcher(for: $0, engine: engine) }
    }

    /// The libphonenumber release the tables come from.
    public static let metadataRelease = PhoneMetadata.release

    /// Every region code the rule knows, sorted (245 regions; non-geographic entities such as `+800`
    /// are reached through ``init(_:)`` and the international form).
    public static let regions: [String] = PhoneMetadata.byRegion.keys.sorted()

    /// A rule for `region` (any when `nil`), requiring `type` when given.
    ///
    /// - Parameters:
    ///   - region: An ISO 3166 region code (`GB`), any case; `nil` accepts any region, written
    ///     internationally.
    ///   - type: The number type required; `nil` accepts any.
    ///   - engine: An engine to force; `nil` uses the one `PATTERNRULES_ENGINE` names when it is valid and
    ///     can run here, else the automatic chain.
    ///   - error: The error reported for an input that is not a valid number.
    /// - Throws: ``ConfigurationError`` for an unknown region, a type the region does not use, or a
    ///   forced engine that cannot run here.
    public init(
        region: String? = nil, type: PhoneNumberType? = nil, engine: Engine? = nil,
        error: any Error = BuiltinRuleError.phoneNumber
    ) throws(ConfigurationError) {
        do {
            try engine?.checkAvailable()
        } catch {
            throw .engineUnavailable(error)
        }
        var territory: PhoneTerritory?
        if let region {
            guard let found = PhoneMetadata.byRegion[region.uppercased()] else {
                throw .unknownRegion(region)
            }
            if let type, !found.ranges.contains(where: { $0.type.satisfies(type) || type.satisfies($0.type) }) {
                throw .typeNotUsed(region: found.region, type: type)
            }
            territory = found
        }
        self.region = territory?.region
        self.type = type
        self.engine = engine
        self.error = error
        self.territory = territory
        let shipped = Self.shippedDigitAutomaton(territory: territory, type: type, engine: engine)
        compiledMatcher =
            shipped == nil ? territory.map { PhoneMatcherCache.shared.matcher(for: $0, engine: engine) } : nil
        digitAutomaton = shipped ?? Self.digitAutomaton(for: self)
    }

    /// A rule for any region, written internationally (`+44 20 7946 0958`), reporting `error`; unlike
    /// ``init(region:type:engine:error:)`` it cannot fail.
    public init(error: any Error) {
        self.region = nil
        self.type = nil
        self.engine = nil
        self.error = error
        self.territory = nil
        self.compiledMatcher = nil
    }

    /// The verdict for `input`, and the number when it is valid.
    ///
    /// An extension may follow the number (`ext. 123`, `x123`, `#123`, `;ext=123`, up to 7 digits): the
    /// number before it must then be valid, and the extension is in ``PhoneNumber/extensionNumber``.
    public func match(_ input: String) -> PhoneNumberMatch {
        if let territory, let found = digitAutomaton?.match(input, territory) { return found }
        return matchReadingItsOwnWay(input)
    }

    /// The answer for `input` as the rule reads it, extension included: for input the digit automaton
    /// leaves to the rule, and for rules without one.
    private func matchReadingItsOwnWay(_ input: String) -> PhoneNumberMatch {
        let (text, typedExtension) = PhoneExtension.split(input)
        guard let typedExtension else { return matchNumber(String(text)) }
        // Once an extension starts, the number before it can no longer change.
        let number = matchNumber(String(text))
        guard let found = number.number, number.verdict == .valid else { return .invalid }
        switch typedExtension {
        case .marker: return .incomplete
        case .unreadable: return .invalid
        case .digits(let digits): return PhoneNumberMatch(verdict: .valid, number: found.with(extensionNumber: digits))
        }
    }

    /// The answer for `input` without an extension, as the rule reads it: what the digit automaton is
    /// built from.
    func matchNumber(_ input: String) -> PhoneNumberMatch {
        guard let typed = PhoneInput(input) else { return .invalid }
        let result: PhoneNumberMatch
        if typed.startsWithPlus {
            result = international(typed.digits)
        } else if let regional {
            result = national(typed.digits, regional)
        } else {
            // Any region: only the international form names one.
            result = input.isEmpty ? .incomplete : .invalid
        }
        guard result.verdict == .valid else { return result }
        // Valid only as libphonenumber reads the digits; another reading that would be valid (a dropped
        // digit, a prefix read another way) leaves the input incomplete.
        guard !typed.hasOpenParenthesis, let parsed = parsedMatch(typed, valid: result) else { return .incomplete }
        return parsed
    }

    /// An example number from the metadata, for a placeholder: the type's when given, else a fixed-line
    /// or mobile one.
    public static func exampleNumber(region: String, type: PhoneNumberType? = nil) -> PhoneNumber? {
        guard let territory = PhoneMetadata.byRegion[region.uppercased()] else { return nil }
        let range = type.map { territory.range($0) } ?? territory.range(.fixedLine) ?? territory.range(.mobile)
        guard let range, !range.example.isEmpty else { return nil }
        return PhoneNumber(
            region: territory.region, callingCode: territory.callingCode, nationalNumber: range.example,
            type: range.type)
    }

    public func verdict(for value: String) -> Verdict {
        digitAutomaton?.verdict(for: value) ?? matchReadingItsOwnWay(value).verdict
    }

    public func validate(_ value: String) -> Validation {
        Validation(verdict(for: value), error: error)
    }

    /// `+` and the digits after it: the calling code picks the territories.
    private func international(_ digits: String) -> PhoneNumberMatch {
        if let regional {
            let code = regional.territory.callingCode
            if digits.utf8.count < code.utf8.count { return code.hasPrefix(digits) ? .incomplete : .invalid }
            guard digits.hasPrefix(code) else { return .invalid }
            let national = String(digits.dropFirst(code.utf8.count))
            var best = regional.evaluate(nationalDigits: national, requiring: type)
            // After `+CC`, libphonenumber applies the code's main region's prefix rules: read that way too.
            if best.verdict != .valid,
                let main = PhoneMatcherCache.shared.mainMatcher(forCallingCode: code, engine: engine),
                main !== regional
            {
                for number in main.significantNumbers(national) where best.verdict != .valid {
                    best = .better(best, regional.evaluate(significant: number, requiring: type))
                }
                if best.verdict == .invalid && main.mayStillBeRewritten(national) { best = .incomplete }
            }
            return best
        }
        for length in 1...max(1, min(PhoneMetadata.longestCallingCode, digits.utf8.count)) {
            let code = String(digits.prefix(length))
            guard PhoneMetadata.byCallingCode[code] != nil else { continue }
            // As libphonenumber parses: the main region's national prefix rules read the number, then the
            // first region of the code whose ranges hold it owns it.
            let matchers = PhoneMatcherCache.shared.matchers(forCallingCode: code, engine: engine)
            var best = PhoneNumberMatch.invalid
            let national = String(digits.dropFirst(length))
            for number in matchers[0].significantNumbers(national) {
                for matcher in matchers where best.verdict != .valid {
                    best = .better(best, matcher.evaluate(significant: number, requiring: type))
                }
            }
            return best.verdict == .invalid && matchers[0].mayStillBeRewritten(national) ? .incomplete : best
        }
        return PhoneMetadata.callingCodePrefixes.contains(digits) ? .incomplete : .invalid
    }

    /// Digits typed without `+`: a national number, the calling code without its `+` (`44 20 7946 0958`,
    /// which libphonenumber also reads), or the region's international prefix and then an international
    /// number (`00 44 …` from GB, `011 44 …` from the US).
    private func national(_ digits: String, _ regional: PhoneTerritoryMatcher) -> PhoneNumberMatch {
        var best = regional.evaluate(nationalDigits: digits, requiring: type)
        let code = regional.territory.callingCode
        // The calling code without `+` (`44 20 7946 0958`) while it is still being typed.
        if digits.utf8.count <= code.utf8.count && code.hasPrefix(digits) { best = .better(best, .incomplete) }
        if best.verdict != .valid && digits.hasPrefix(code) && digits.utf8.count > code.utf8.count {
            best = .better(best, international(digits))
        }
        guard best.verdict != .valid, let internationalPrefix = regional.internationalPrefix else { return best }
        // `invalid` stays invalid whatever follows: once a prefix of the digits can no longer begin the
        // international prefix, no longer one can either.
        prefixes: for length in 1...max(1, min(digits.utf8.count, 10)) where best.verdict != .valid {
            let prefix = digits[..<digits.utf8.index(digits.startIndex, offsetBy: min(length, digits.utf8.count))]
            switch internationalPrefix._verdictOrIncomplete(for: prefix) {
            case .valid: best = .better(best, international(String(digits.dropFirst(length))))
            case .incomplete where length == digits.utf8.count: best = .better(best, .incomplete)
            case .invalid: break prefixes
            default: break
            }
        }
        return best
    }
}
