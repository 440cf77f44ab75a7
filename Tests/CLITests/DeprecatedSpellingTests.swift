import Testing

/// Renamed API keeps compiling, with a deprecation warning whose fix-it names the new spelling, so a
/// user's code does not break on upgrade.
@Suite struct DeprecatedSpellingTests {
    @Test func oldNamesCompileWithAFixIt() throws {
        let result = try SwiftCompiler.typecheck(
            """
            import PatternRules
            _ = PasswordPolicy.default.evaluate("Ab1!")
            _ = try PhoneNumberRule(region: "GB").formatAsYouType("0207946")
            struct SignUp: ValidatableForm { let name = FormField("", rules: [RequiredRule()]) }
            try? SignUp().validate()
            """)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("renamed to 'report(for:userInputs:)'"), "\(result.output)")
        #expect(result.output.contains("renamed to 'formatted(asYouType:)'"), "\(result.output)")
        #expect(result.output.contains("renamed to 'check()'"), "\(result.output)")
    }
}
