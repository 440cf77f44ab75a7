extension PhoneNumberRule {
    /// The digit automaton of `rule`, built once per region and type and shared (for any number type,
    /// the shipped one where the patterns run on the automaton, as it was built with them); `nil` for a
    /// rule for any region, a forced engine, or a region the construction refuses.
    static func digitAutomaton(for rule: PhoneNumberRule) -> PhoneDigitAutomaton? {
        guard let regional = rule.regional, rule.engine == nil else { return nil }
        return PhoneMatcherCache.shared.digitAutomaton(territory: regional.territory.index, type: rule.type) {
            let territory = regional.territory
            let configured = (try? Engine.environmentSetting()) ?? nil
            if rule.type == nil, configured == nil || configured == .automaton,
                let shipped = ShippedPhoneAutomata.automaton(region: territory.region)
            {
                return shipped
            }
            return try? constructedDigitAutomaton(for: rule)
        }
    }

    /// The digit automaton of `rule` built from its patterns (see ``PhoneDigitAutomaton``).
    static func constructedDigitAutomaton(for rule: PhoneNumberRule, checkingEveryPath: Bool = false)
        throws(PhoneDigitAutomaton.Refusal) -> PhoneDigitAutomaton
    {
        guard let regional = rule.regional else { throw .unreadablePrefixes("a rule for any region") }
        let territory = regional.territory
        let main = PhoneMatcherCache.shared.mainMatcher(forCallingCode: territory.callingCode, engine: nil) ?? regional
        return try PhoneDigitAutomaton.constructed(
            readers: PhoneDigitReaders(regional: regional, main: main), territory: territory,
            checkingEveryPath: checkingEveryPath, answer: rule.matchNumber)
    }
}
