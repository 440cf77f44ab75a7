extension PhoneNumberRule {
    /// The shipped digit automaton for a rule of `territory` and `type`: for any number type, where the
    /// patterns run on the automaton (as they did when it was built).
    static func shippedDigitAutomaton(territory: PhoneTerritory?, type: PhoneNumberType?, engine: Engine?)
        -> PhoneDigitAutomaton?
    {
        guard let territory, type == nil, engine == nil else { return nil }
        guard Engine.configured == nil || Engine.configured == .automaton else { return nil }
        return ShippedPhoneAutomata.automaton(region: territory.region)
    }

    /// The digit automaton of `rule` built from its patterns, once per region and type and shared; `nil`
    /// for a rule for any region, a forced engine, or a region the construction refuses.
    static func digitAutomaton(for rule: PhoneNumberRule) -> PhoneDigitAutomaton? {
        guard let territory = rule.territory, rule.engine == nil else { return nil }
        return PhoneMatcherCache.shared.digitAutomaton(territory: territory.index, type: rule.type) {
            try? constructedDigitAutomaton(for: rule)
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
