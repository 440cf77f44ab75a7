extension PhoneNumberRule {
    /// The digit automaton of `rule`, built once per region and type and shared; `nil` for a rule for any
    /// region, a forced engine, or a region the construction refuses.
    static func digitAutomaton(for rule: PhoneNumberRule) -> PhoneDigitAutomaton? {
        guard let regional = rule.regional, rule.engine == nil else { return nil }
        return PhoneMatcherCache.shared.digitAutomaton(territory: regional.territory.index, type: rule.type) {
            let territory = regional.territory
            let main =
                PhoneMatcherCache.shared.mainMatcher(forCallingCode: territory.callingCode, engine: nil) ?? regional
            return try? PhoneDigitAutomaton.constructed(
                readers: PhoneDigitReaders(regional: regional, main: main), territory: territory,
                answer: rule.matchNumber)
        }
    }
}
