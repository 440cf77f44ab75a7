import PatternRules
import Testing

/// The finders' registry (``Finders``): each finder is made from its names and finds what its rule's
/// own search finds, its candidates' pattern holds every value it finds, and a name no finder has, or a
/// setting its finder refuses, is an error that says which.
@Suite struct FinderRegistryTests {
    static let text = """
        Call 020 7946 0958 or +1 650-253-0000, mail bob@example.com or "x"@y (not looked for), \
        pay DE89 3704 0044 0532 0130 00 or GB82 WEST 1234 5698 7654 32, card 4111 1111 1111 1111 \
        or 4111-1111-1111-1112 (a bad Luhn digit), IBAN DE89 3704 0044 0532 0130 01 (bad check digits).
        """

    static func values(_ finder: any TextFinder, in text: String = text) throws -> [String] {
        let bytes = Array(text.utf8)
        return try bytes.withUnsafeBufferPointer { buffer in
            try finder.values(inUTF8: buffer).map { String(decoding: bytes[$0.utf8Range], as: UTF8.self) }
        }
    }

    @Test func familiesAreUniqueAndEverySpellingNamesItsFinder() throws {
        let families = Finders.builtIn.map { $0.family }
        #expect(
            families == [
                "card", "email", "iban", "phone", "au.abn", "au.tfn", "be.nn", "bic", "bitcoin", "br.cpf", "ca.sin",
                "ch.ssn", "cn.ric", "de.idnr",
                "dk.cpr", "es.dni", "es.nie", "es.nif", "fi.hetu", "fr.nir", "gb.nhs", "imei", "in.aadhaar", "in.pan",
                "ip",
                "it.codicefiscale", "kr.rrn", "mac", "mx.curp", "nl.bsn", "no.fodselsnummer", "pl.pesel", "pt.nif",
                "se.personnummer",
                "tr.tckimlik", "url", "us.itin", "us.ssn", "za.idnr",
            ])
        #expect(Set(families).count == families.count)
        for finder in Finders.builtIn {
            #expect(!finder.summary.isEmpty)
            for spelling in finder.spellings {
                #expect(spelling == finder.family || spelling.hasPrefix(finder.family + ":"), "\(spelling)")
                #expect(Finders.registered(named: spelling) == finder, "\(spelling)")
                let name = spelling.replacingOccurrences(of: "XX", with: "GB").replacingOccurrences(
                    of: "TYPE", with: "mobile")
                _ = try Finders.finder(named: name)
            }
        }
    }

    @Test func eachFinderFindsWhatItsRuleFinds() throws {
        #expect(try Self.values(Finders.finder(named: "card")) == ["4111 1111 1111 1111"])
        #expect(
            try Self.values(Finders.finder(named: "iban")) == [
                "DE89 3704 0044 0532 0130 00", "GB82 WEST 1234 5698 7654 32",
            ])
        #expect(try Self.values(Finders.finder(named: "email")) == ["bob@example.com"])
        #expect(try Self.values(Finders.finder(named: "phone:GB")) == ["020 7946 0958", "+1 650-253-0000"])
        // `phone` alone finds only what is written with +.
        #expect(try Self.values(Finders.finder(named: "phone")) == ["+1 650-253-0000"])
        let rule = try PhoneNumberRule(region: "GB")
        let expected = try rule.matches(in: Self.text).map(\.e164)
        let bytes = Array(Self.text.utf8)
        let found = try bytes.withUnsafeBufferPointer { try Finders.finder(named: "phone:GB").values(inUTF8: $0) }
        #expect(found.map(\.canonical) == expected)
        #expect(found.map(\.fields) == expected.map { [FoundValue.Field("e164", $0)] })
    }

    @Test func theLeniencyOptionReachesThePhoneFinder() throws {
        let text = "ref 3704 0044"
        #expect(try Self.values(Finders.finder(named: "phone:GB"), in: text).isEmpty)
        let possible = try Finders.finder(named: "phone:GB", options: FinderOptions(leniency: .possible))
        #expect(try !Self.values(possible, in: text).isEmpty)
        #expect(PhoneNumberFinder.options == ["leniency"])
        #expect(Finders.builtIn.filter { $0.options.contains("leniency") }.map { $0.family } == ["phone"])
    }

    @Test func everyValueHoldsAMatchOfItsFindersCandidates() throws {
        for name in ["card", "email", "iban", "phone:GB", "phone"] {
            let finder = try Finders.finder(named: name)
            for value in try Self.values(finder) {
                #expect(try finder.candidates.containsMatch(in: value), "\(name): \(value)")
            }
        }
    }

    @Test func unknownNamesAndSettingsAreErrorsThatSayWhich() {
        #expect(throws: BuiltinRules.NameError.unknownRule("cards")) { try Finders.finder(named: "cards") }
        #expect(throws: BuiltinRules.NameError.unknownRule("password")) { try Finders.finder(named: "password") }
        #expect(throws: BuiltinRules.NameError.unknownEmailLevel("loose")) { try Finders.finder(named: "email:loose") }
        #expect(Finders.registered(named: "calling-code") == nil)
        do {
            _ = try Finders.finder(named: "phone:QQ")
            Issue.record("phone:QQ was made")
        } catch {
            #expect("\(error)".contains("QQ"))
        }
    }
}

/// `requiresContext`: a finder's values only where one of its context words stands, whole, in the line.
@Suite struct ContextWordsTests {
    static func found(_ finder: any TextFinder, in text: String) throws -> [String] {
        let bytes = Array(text.utf8)
        return try bytes.withUnsafeBufferPointer { buffer in
            try finder.values(inUTF8: buffer).map { String(decoding: bytes[$0.utf8Range], as: UTF8.self) }
        }
    }

    @Test func aValueNeedsAWordForItInItsLine() throws {
        let text =
            "SSN 123-45-6789\nref 123-45-6790\nmy Social Security no. 123456791; 123-45-6792\nunssn 123-45-6793\n"
        let plain = try Finders.finder(named: "us.ssn")
        #expect(try Self.found(plain, in: text).count == 5)
        let withContext = try Finders.finder(named: "us.ssn", options: FinderOptions(requiresContext: true))
        #expect(try Self.found(withContext, in: text) == ["123-45-6789", "123456791", "123-45-6792"])
        // A word in another script is matched as written.
        let hetu = try Finders.finder(named: "fi.hetu", options: FinderOptions(requiresContext: true))
        #expect(try Self.found(hetu, in: "henkilötunnus 131052-308T\n131052-308T") == ["131052-308T"])
    }

    @Test func everyIdentifierFinderHasContextWordsAndReadsTheOption() {
        for finder in Finders.builtIn {
            let isIdentifier = finder is any IdentifierFinder.Type
            #expect(isIdentifier == !finder.contextWords.isEmpty, "\(finder.family)")
            #expect(finder.options.contains("context") == isIdentifier, "\(finder.family)")
        }
    }
}
