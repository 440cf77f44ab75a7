import PatternRules

/// The built-in rules by their command-line names: `email` (= `email:practical`), `email:html5`,
/// `email:rfc5322`, `email:international`, `calling-code`, `password`, `phone`, `phone:XX`, `phone:XX:TYPE`.
enum RuleName {
    static let all = [
        "calling-code", "email", "email:html5", "email:international", "email:practical", "email:rfc5322", "password",
        "phone",
        "phone:XX", "phone:XX:TYPE",
    ]

    /// The rule called `name`, compiled for `engine`.
    ///
    /// - Throws: ``UsageError`` naming what is wrong: an unknown rule, region or number type.
    static func rule(named name: String, engine: Engine?) throws(UsageError) -> any ValidationRule<String> {
        let parts = name.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        switch (parts[0], parts.count) {
        case ("calling-code", 1):
            return CallingCodeRule(engine: engine)
        case ("email", 1):
            return EmailRule(.practical, engine: engine)
        case ("email", 2):
            guard let level = EmailLevel(rawValue: parts[1]) else {
                throw UsageError(
                    "unknown email level '\(parts[1])' (expected one of \(EmailLevel.allCases.map(\.rawValue).joined(separator: ", ")))"
                )
            }
            return EmailRule(level, engine: engine)
        case ("password", 1):
            return PasswordRule()
        case ("phone", 1...3):
            return try phoneRule(
                region: parts.count > 1 ? parts[1] : nil, type: parts.count > 2 ? parts[2] : nil, engine: engine)
        default:
            throw UsageError("unknown rule '\(name)' (expected --regex or one of \(all.joined(separator: ", ")))")
        }
    }

    private static func phoneRule(region: String?, type typeName: String?, engine: Engine?) throws(UsageError)
        -> PhoneNumberRule
    {
        var type: PhoneNumberType?
        if let typeName {
            guard let known = PhoneNumberType(rawValue: typeName) else {
                throw UsageError(
                    "unknown phone number type '\(typeName)' (expected one of \(PhoneNumberType.allCases.map(\.rawValue).joined(separator: ", ")))"
                )
            }
            type = known
        }
        do {
            return try PhoneNumberRule(region: region, type: type, engine: engine)
        } catch {
            throw UsageError("\(error)")
        }
    }
}
