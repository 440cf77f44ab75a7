/// The built-in rules by name, as the CLI, the catalogue and rule sets refer to them: `email`
/// (= `email:practical`), `email:html5`, `email:rfc5322`, `email:international`, `calling-code`,
/// `card`, `iban`, `password`, `phone`, `phone:XX`, `phone:XX:TYPE`.
public enum BuiltinRules {
    /// The names, with `XX` and `TYPE` standing for a region and a number type.
    public static let names = [
        "calling-code", "card", "email", "email:html5", "email:international", "email:practical", "email:rfc5322",
        "iban", "password", "phone", "phone:XX", "phone:XX:TYPE",
    ]

    /// Why a name does not give a rule.
    public enum NameError: Error, Sendable, Hashable, CustomStringConvertible {
        /// No built-in rule has this name (it may still be a catalogue id).
        case unknownRule(String)
        /// `email:LEVEL` with a level that does not exist.
        case unknownEmailLevel(String)
        /// `phone:XX:TYPE` with a type that does not exist.
        case unknownPhoneType(String)
        /// A phone rule that cannot be built: an unknown region, a type the region does not use, or a
        /// forced engine that cannot run here.
        case phoneConfiguration(PhoneNumberRule.ConfigurationError)
        /// The forced engine cannot run here.
        case engineUnavailable(PatternError)

        public var description: String {
            switch self {
            case .unknownRule(let name): "unknown rule '\(name)'"
            case .unknownEmailLevel(let level):
                "unknown email level '\(level)' (expected one of \(EmailLevel.allCases.map(\.rawValue).joined(separator: ", ")))"
            case .unknownPhoneType(let type):
                "unknown phone number type '\(type)' (expected one of \(PhoneNumberType.allCases.map(\.rawValue).joined(separator: ", ")))"
            case .phoneConfiguration(let error): error.description
            case .engineUnavailable(let error): error.description
            }
        }
    }

    /// The rule called `name`, compiled for `engine` (the password rule has no pattern to compile).
    ///
    /// - Throws: ``NameError`` naming what is wrong: an unknown rule, email level, region or number type,
    ///   or a forced engine that cannot run here.
    public static func rule(named name: String, engine: Engine? = nil) throws(NameError)
        -> any ValidationRule<String> & Sendable
    {
        let parts = name.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        switch (parts[0], parts.count) {
        case ("calling-code", 1):
            return try onEngine { () throws(PatternError) in try CallingCodeRule(engine: engine) }
        case ("email", 1):
            return try onEngine { () throws(PatternError) in try EmailRule(.practical, engine: engine) }
        case ("email", 2):
            guard let level = EmailLevel(rawValue: parts[1].lowercased()) else {
                throw .unknownEmailLevel(parts[1])
            }
            return try onEngine { () throws(PatternError) in try EmailRule(level, engine: engine) }
        case ("password", 1):
            return PasswordRule()
        case ("card", 1):
            return CardNumberRule()
        case ("iban", 1):
            return IBANRule()
        case ("phone", 1...3):
            return try phoneRule(
                region: parts.count > 1 ? parts[1] : nil, type: parts.count > 2 ? parts[2] : nil, engine: engine)
        default:
            throw .unknownRule(name)
        }
    }

    /// A rule built on a forced engine, its error named as a ``NameError``.
    private static func onEngine<Rule>(_ make: () throws(PatternError) -> Rule) throws(NameError) -> Rule {
        do {
            return try make()
        } catch {
            throw .engineUnavailable(error)
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
                throw .unknownPhoneType(typeName)
            }
            type = known
        }
        do {
            return try PhoneNumberRule(region: region, type: type, engine: engine)
        } catch {
            throw .phoneConfiguration(error)
        }
    }
}
