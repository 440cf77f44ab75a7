// The seeds' error-first initialiser shapes (`EmailRule(error: ValidationError.validEmail)` and the like), for the
// rules the seeds name but do not define: each takes the error to report first.

import PatternRules
import Testing

@Suite struct SeedCallShapeTests {
    enum SeedError: Error { case countryCode, postalCode }

    /// The remaining rule names of the form-model issue with the seeds' call shapes.
    @Test func rulesTakeTheErrorFirst() throws {
        let rules: [any ValidationRule<String>] = [
            CallingCodeRule(error: SeedError.countryCode), PhoneNumberRule(error: SeedError.countryCode),
            PasswordRule(error: SeedError.countryCode),
        ]
        #expect(rules.validate("+351").firstError as? SeedError == .countryCode)
        let postcode = try RegexRule(catalogueID: "postal-code.gb", error: SeedError.postalCode)
        #expect(postcode.isValid("sw1a 1aa"), "the entry's case-insensitive flag comes along")
        #expect(postcode.validate("SW1A").firstError as? SeedError == .postalCode)
        #expect(throws: CatalogueError.self) { try RegexRule(catalogueID: "no.such.entry") }
        #expect(throws: CatalogueError.self) { try RegexRule(catalogueID: "phone.gb") }
    }
}
