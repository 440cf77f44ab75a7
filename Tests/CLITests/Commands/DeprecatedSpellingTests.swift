import Testing

/// The seed articles' call shapes (`Sources/PatternRules/Compatibility/`) keep compiling, each with a
/// deprecation warning whose fix-it names the library's spelling, so their code moves unchanged.
@Suite struct DeprecatedSpellingTests {
    @Test func formidablesValidateCompilesWithAFixIt() throws {
        let result = try SwiftCompiler.typecheck(
            """
            import PatternRules
            struct SignUp: ValidatableForm { let name = FormField("", rules: [RequiredRule()]) }
            try? SignUp().validate()
            """)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("renamed to 'check()'"), "\(result.output)")
    }

    /// The seeds' error-first shapes (`RequiredRule(ValidationError.isRequired)`) compile, each with a
    /// fix-it to the labelled `error:` every rule takes.
    @Test func errorFirstInitialisersCompileWithAFixIt() throws {
        let result = try SwiftCompiler.typecheck(
            """
            import PatternRules
            enum SeedError: Error { case required, email, phone, code, password }
            let rules: [any ValidationRule<String>] = [
                RequiredRule(SeedError.required), EmailRule(SeedError.email), PhoneNumberRule(SeedError.phone),
                CallingCodeRule(SeedError.code), PasswordRule(SeedError.password),
            ]
            let labelled: [any ValidationRule<String>] = [
                RequiredRule(error: SeedError.required), EmailRule(error: SeedError.email),
                PhoneNumberRule(error: SeedError.phone), CallingCodeRule(error: SeedError.code),
                PasswordRule(error: SeedError.password),
            ]
            """)
        #expect(result.status == 0, "\(result.output)")
        // One warning per error-first call (the compiler prints each once with its place, once framed).
        let warnings = result.output.split(separator: "\n").filter {
            $0.contains(".swift:") && $0.contains("warning: 'init(_:)' is deprecated: replaced by 'init(error:)'")
        }
        #expect(warnings.count == 5, "\(result.output)")
    }
}
