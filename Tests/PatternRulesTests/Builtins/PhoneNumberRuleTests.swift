import PatternRules
import Testing

@Suite struct PhoneNumberRuleTests {
    @Test(arguments: Engine.available)
    func whatPeopleTypeInGB(engine: Engine) throws {
        let rule = try PhoneNumberRule(region: "GB", engine: engine)
        for written in [
            "+44 20 7946 0958", "+44 (0)20 7946 0958", "020 7946 0958", "00 44 20 7946 0958", "020-7946-0958",
            "(020) 7946 0958", "020.7946.0958", "44 20 7946 0958",
        ] {
            #expect(rule.verdict(for: written) == .valid, "\(written)")
            #expect(rule.match(written).number?.e164 == "+442079460958", "\(written)")
        }
    }

    @Test(arguments: Engine.available.filter { $0 != .pcre2Interpreter })
    func keystrokesAreIncompleteUntilTheNumberIsWhole(engine: Engine) throws {
        let rule = try PhoneNumberRule(region: "GB", engine: engine)
        let typed = "020 7946 0958"
        for end in typed.indices.dropFirst() {
            #expect(rule.verdict(for: String(typed[..<end])) == .incomplete, "\(typed[..<end])")
        }
        #expect(rule.verdict(for: "") == .incomplete)
        #expect(rule.verdict(for: typed + "1") == .invalid, "too long")
        #expect(rule.verdict(for: "+44 (0") == .incomplete)
    }

    @Test func invalidMeansNoContinuationCanBeValid() throws {
        let rule = try PhoneNumberRule(region: "GB")
        #expect(rule.verdict(for: "020 7946 09a") == .invalid, "a letter")
        #expect(rule.verdict(for: "+1 650 253 0000") == .invalid, "another region's calling code")
        #expect(rule.verdict(for: "0 20) 7946") == .invalid, "a parenthesis closed before it opened")
        #expect(rule.verdict(for: "+44 + 20") == .invalid, "a second +")
        #expect(
            PhoneNumberRule(error: BuiltinRuleError.phoneNumber).verdict(for: "+999 1234") == .invalid,
            "unassigned code")
        #expect(PhoneNumberRule(error: BuiltinRuleError.phoneNumber).verdict(for: "+44 0") == .incomplete)
    }

    @Test func anyRegionNeedsTheInternationalForm() {
        let rule = PhoneNumberRule(error: BuiltinRuleError.phoneNumber)
        #expect(rule.verdict(for: "") == .incomplete)
        #expect(rule.verdict(for: "+") == .incomplete)
        #expect(rule.verdict(for: "+35") == .incomplete)
        #expect(rule.verdict(for: "020 7946 0958") == .invalid)
        let number = rule.match("+1 650 253 0000").number
        #expect(number?.region == "US")
        #expect(number?.callingCode == "1")
        #expect(number?.nationalNumber == "6502530000")
        #expect(number?.type == .fixedLineOrMobile)
        #expect(rule.match("+800 1234 5678").number?.region == "001", "non-geographic freephone")
        #expect(rule.match("+1 416 555 0123").number?.region == "CA", "the first region whose ranges hold it")
    }

    @Test func numberTypes() throws {
        let mobile = try PhoneNumberRule(region: "GB", type: .mobile)
        #expect(mobile.isValid("07400 123456"))
        #expect(!mobile.isValid("020 7946 0958"))
        #expect(mobile.verdict(for: "020 7946 0958") == .invalid)
        #expect(try PhoneNumberRule(region: "GB").match("0800 123 4567").number?.type == .tollFree)
        #expect(try PhoneNumberRule(region: "US", type: .mobile).isValid("(650) 253-0000"), "fixed line or mobile")
    }

    @Test func nationalPrefixRewrites() throws {
        // Antigua: a 7-digit local number gains its area code 268 (the metadata's transform rule).
        let antigua = try PhoneNumberRule(region: "AG")
        #expect(antigua.match("460 1234").number?.e164 == "+12684601234")
        // Unicode digits are read as digits, as libphonenumber does.
        #expect(try PhoneNumberRule(region: "EG").isValid("٠١٠٠٤٥١٣٧٨٩"))
    }

    /// The metadata's transform rules, as libphonenumber applies them: Argentina's national mobile form
    /// (`0` + area code + `15` + number) becomes `9` + area code + number; Brazil's carrier selection code
    /// (`0 21` before the area code) is dropped.
    @Test func transformRulesRewriteNationalForms() throws {
        let argentina = try PhoneNumberRule(region: "AR", type: .mobile)
        for written in ["011 15-2345-6789", "11 15 2345 6789", "+54 9 11 2345-6789"] {
            #expect(argentina.match(written).number?.e164 == "+5491123456789", "\(written)")
        }
        let brazil = try PhoneNumberRule(region: "BR")
        for written in ["(11) 96123-4567", "0 21 11 96123-4567", "+55 11 96123-4567"] {
            #expect(brazil.match(written).number?.e164 == "+5511961234567", "\(written)")
        }
    }

    /// Found by the phone fuzz target: Madagascar rewrites a 7-digit local number by prefixing `20`, so
    /// six digits that are a prefix of one are not invalid yet.
    @Test func invalidStaysSoundWhereTheNationalPrefixRuleRewrites() throws {
        let anyRegion = PhoneNumberRule(error: BuiltinRuleError.phoneNumber)
        #expect(anyRegion.verdict(for: "+261958798") == .incomplete)
        #expect(anyRegion.verdict(for: "+2619587980") == .valid)
        #expect(try PhoneNumberRule(region: "MG").verdict(for: "958798") == .incomplete)
    }

    @Test func extensionsAfterTheNumber() throws {
        let rule = try PhoneNumberRule(region: "GB")
        for written in [
            "020 7946 0958 ext. 123", "020 7946 0958 x123", "+44 20 7946 0958 #123", "02079460958;ext=123",
            "020 7946 0958 extension 123", "020 7946 0958 EXT 123",
        ] {
            let number = rule.match(written).number
            #expect(number?.extensionNumber == "123", "\(written)")
            #expect(number?.e164 == "+442079460958", "\(written)")
        }
        #expect(rule.match("020 7946 0958 x12").number?.formatted() == "+44 20 7946 0958 ext. 12")
        for typing in [
            "020 7946 0958 e", "020 7946 0958 ext", "020 7946 0958 exte", "020 7946 0958 x", "020 7946 0958 ;e",
        ] {
            #expect(rule.verdict(for: typing) == .incomplete, "\(typing)")
        }
        #expect(rule.verdict(for: "020 79 x12") == .invalid, "the number before an extension can no longer grow")
        #expect(rule.verdict(for: "020 7946 0958 x12345678") == .invalid, "at most 7 digits")
        #expect(rule.verdict(for: "020 7946 0958 ext 12 34") == .invalid)
        #expect(rule.formatted(asYouType: "02079460958 x12") == "020 7946 0958 x12")
    }

    @Test func configurationErrorsNameWhatIsWrong() {
        #expect(throws: PhoneNumberRule.ConfigurationError.unknownRegion("XY")) { try PhoneNumberRule(region: "XY") }
        #expect(throws: PhoneNumberRule.ConfigurationError.typeNotUsed(region: "FR", type: .pager)) {
            try PhoneNumberRule(region: "FR", type: .pager)
        }
        #expect("\(PhoneNumberRule.ConfigurationError.unknownRegion("XY"))".contains("unknown region 'XY'"))
    }

    @Test func tablesCoverEveryRegion() {
        #expect(PhoneNumberRule.regions.count == 245)
        #expect(PhoneNumberRule.metadataRelease == "9.0.43")
        #expect(PhoneNumberRule.exampleNumber(region: "gb", type: .mobile)?.e164 == "+447400123456")
    }

    @Test func compilesOnEveryEngineForEveryRegion() throws {
        for region in PhoneNumberRule.regions {
            for engine in Engine.available where engine != .pcre2Interpreter {
                let rule = try PhoneNumberRule(region: region, engine: engine)
                let example = try #require(PhoneNumberRule.exampleNumber(region: region))
                #expect(rule.isValid(example.e164), "\(region) on \(engine): \(example.e164)")
            }
        }
    }
}
