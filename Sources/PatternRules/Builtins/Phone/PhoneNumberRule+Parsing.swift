/// The one reading libphonenumber's parser gives typed digits, which decides validity and the E.164
/// form. The verdict's other readings (every way of stripping a prefix, every international prefix
/// length) only keep `incomplete` sound while a number is typed; they never make a number valid.
extension PhoneNumberRule {
    /// The calling code and national significant number libphonenumber's `parse` reads from `typed`,
    /// with this rule's region as the default region; `nil` where it fails to parse.
    func parsedReading(_ typed: PhoneInput) -> (callingCode: String, nationalNumber: String)? {
        var digits = Substring(typed.digits)
        var fromDefaultRegion = !typed.startsWithPlus
        if fromDefaultRegion, let regional, let end = regional.internationalPrefixEnd(String(digits)) {
            // An international prefix is read greedily, and never when a 0 follows it.
            let rest = digits.dropFirst(end)
            if let first = rest.first, first != "0" {
                digits = rest
                fromDefaultRegion = false
            }
        }
        if fromDefaultRegion {
            guard let regional else { return nil }
            return nationalReading(String(digits), regional)
        }
        // libphonenumber needs more than 2 digits after `+` or an international prefix.
        guard digits.utf8.count > 2, digits.first != "0" else { return nil }
        for length in 1...PhoneMetadata.longestCallingCode {
            let code = String(digits.prefix(length))
            guard let main = mainMatcher(forCallingCode: code) else { continue }
            // The national prefix rules of the code's main region (`+1 441…` is read with the US rules,
            // even with Bermuda as the default region).
            let rules = regional.flatMap { $0.territory.index == main.territory.index ? $0 : nil } ?? main
            return (code, rules.parsedNationalNumber(String(digits.dropFirst(length))))
        }
        return nil
    }

    /// Digits without `+` or an international prefix: the region's calling code without `+` when
    /// libphonenumber would take it as one (the number as typed fits the general pattern less well, or
    /// is too long), else a national number.
    private func nationalReading(_ digits: String, _ regional: PhoneTerritoryMatcher) -> (String, String) {
        let code = regional.territory.callingCode
        if digits.hasPrefix(code) {
            let rest = regional.strippingNationalPrefix(String(digits.dropFirst(code.utf8.count)))
            let codeFits = !regional.matchesGeneralPattern(digits) && regional.matchesGeneralPattern(rest)
            if codeFits || regional.lengthCheck(digits) == .tooLong {
                let main = mainMatcher(forCallingCode: code) ?? regional
                let rules = main.territory.index == regional.territory.index ? regional : main
                return (code, rules.parsedNationalNumber(rest))
            }
        }
        return (code, regional.parsedNationalNumber(digits))
    }

    private func mainMatcher(forCallingCode code: String) -> PhoneTerritoryMatcher? {
        PhoneMatcherCache.shared.mainMatcher(forCallingCode: code, engine: engine)
    }

    /// The number libphonenumber's reading of `typed` makes valid under this rule, or `nil`.
    ///
    /// `valid` is a valid match of another reading of the same input. With a region, every reading is
    /// evaluated by the region's matcher: when libphonenumber's reading is the same national number, its
    /// match is `valid` itself, and the number is not evaluated twice (the common case, and half the cost
    /// of a valid number).
    func parsedMatch(_ typed: PhoneInput, valid: PhoneNumberMatch) -> PhoneNumberMatch? {
        guard let (code, national) = parsedReading(typed), national.utf8.count >= 2 else { return nil }
        let candidates: [PhoneTerritoryMatcher]
        if let regional {
            guard regional.territory.callingCode == code else { return nil }
            if valid.number?.nationalNumber == national { return valid }
            candidates = [regional]
        } else {
            candidates = PhoneMatcherCache.shared.matchers(forCallingCode: code, engine: engine)
        }
        for matcher in candidates {
            let match = matcher.evaluate(significant: national, requiring: type)
            if match.verdict == .valid { return match }
        }
        return nil
    }
}
