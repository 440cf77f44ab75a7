import Testing

@testable import PatternRules

/// The built-in rules' names come from one table of families: every spelling it lists gives a rule, the
/// one-pattern rules give their pattern, and a name of no family gives none.
@Suite struct BuiltinRuleNameTests {
    /// A spelling with its placeholders filled in (`phone:XX:TYPE` as `phone:GB:mobile`).
    func example(_ spelling: String) -> String {
        spelling.replacingOccurrences(of: "XX", with: "GB").replacingOccurrences(of: "TYPE", with: "mobile")
    }

    @Test func everySpellingOfTheTableGivesARuleOfItsFamily() throws {
        #expect(BuiltinRules.names == BuiltinRules.families.flatMap(\.spellings))
        for family in BuiltinRules.families {
            for spelling in family.spellings {
                let name = example(spelling)
                #expect(BuiltinRules.family(of: name)?.name == family.name, "\(name)")
                #expect(throws: Never.self, "\(name)") { try BuiltinRules.rule(named: name) }
            }
        }
    }

    @Test func theOnePatternRulesGiveTheirPatternAndTheOthersNone() {
        #expect(BuiltinRules.patternSource(named: "email") == EmailLevel.practical.patternSource)
        #expect(BuiltinRules.patternSource(named: "email:html5") == EmailLevel.html5.patternSource)
        #expect(BuiltinRules.patternSource(named: "calling-code") == CallingCodeRule.patternSource)
        for name in ["card", "iban", "password", "phone:GB", "email:nope", "emails"] {
            #expect(BuiltinRules.patternSource(named: name) == nil, "\(name)")
        }
    }

    @Test func aNameOfNoFamilyOrWithTooManySettingsIsUnknown() {
        for name in ["emails", "card:visa", "phone:GB:mobile:x", "calling-code:1", "nope"] {
            #expect(throws: BuiltinRules.NameError.self, "\(name)") { try BuiltinRules.rule(named: name) }
        }
        #expect(BuiltinRules.family(of: "emails") == nil)
        #expect(BuiltinRules.family(of: "email:html5")?.name == "email")
    }
}
