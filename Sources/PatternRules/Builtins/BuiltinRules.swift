/// The built-in rules by name, as the CLI, the catalogue and rule sets refer to them: `email`
/// (= `email:practical`), `email:html5`, `email:rfc5322`, `email:international`, `calling-code`,
/// `password`, `phone`, `phone:XX`, `phone:XX:TYPE`.
public enum BuiltinRules {
    /// The names, with `XX` and `TYPE` standing for a region and a number type.
    public static let names = [
        "calling-code", "email", "email:html5", "email:international", "email:practical", "email:rfc5322", "password",
        "phone", "phone:XX", "phone:XX:TYPE",
    ]

    /// Why a name does not name a rule.
    public struct NameError: Error, Sendable, Hashable, CustomStringConvertible {
        public let description: String
    }

    /// The rule called `name`, compiled for `engine` (the password rule has no pattern to compile).
    ///
    /// - Throws: ``NameError`` naming what is wrong: an unknown rule, email level, region or number type.
    public static func rule(named name: String, engine: Engine? = nil) throws(NameError) -> any ValidationRule<String> {
        let parts = name.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        switch (parts[0], parts.count) {
        case ("calling-code", 1):
            return CallingCodeRule(engine: engine)
        case ("email", 1):
            return EmailRule(.practical, engine: engine)
        case ("email", 2):
            guard let level = EmailLevel(rawValue: parts[1].lowercased()) else {
                let levels = EmailLevel.allCases.map(\.rawValue).joined(separator: ", ")
                throw NameError(description: "unknown email level '\(parts[1])' (expected one of \(levels))")
            }
            return EmailRule(level, engine: engine)
        case ("password", 1):
            return PasswordRule()
        case ("phone", 1...3):
            return try phoneRule(
                region: parts.count > 1 ? parts[1] : nil, type: parts.count > 2 ? parts[2] : nil, engine: engine)
        default:
            throw NameError(description: "unknown rule '\(name)'")
        }
    }

    /// The pattern text behind the rule called `name`, for the rules that are one pattern (email levels,
    /// calling codes); `nil` for the others.
    public static func patternSource(named name: String) -> String? {
        switch name {
        case "calling-code": CallingCodeRule.patternSource
        case "email": EmailLevel.practical.patternSource
        case _ where name.hasPrefix("email:"): EmailLevel(rawValue: String(name.dropFirst(6)))?.patternSource
        default: nil
        }
    }

    private static func phoneRule(region: String?, type typeName: String?, engine: Engine?) throws(NameError)
        -> PhoneNumberRule
    {
        var type: PhoneNumberType?
        if let typeName {
            guard let known = PhoneNumberType(rawValue: typeName.lowercased()) else {
                let types = PhoneNumberType.allCases.map(\.rawValue).joined(separator: ", ")
                throw NameError(description: "unknown phone number type '\(typeName)' (expected one of \(types))")
            }
            type = known
        }
        do {
            return try PhoneNumberRule(region: region, type: type, engine: engine)
        } catch {
            throw NameError(description: "\(error)")
        }
    }
}
