/// The built-in rules by name, as the CLI, the catalogue and rule sets refer to them: `email`
/// (= `email:practical`), `email:html5`, `email:rfc5322`, `email:international`, `calling-code`,
/// `card`, `iban`, `password`, `phone`, `phone:XX`, `phone:XX:TYPE`.
public enum BuiltinRules {
    /// The names, with `XX` and `TYPE` standing for a region and a number type (``families``).
    public static let names = families.flatMap(\.spellings)

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
        guard let (family, settings) = familyAndSettings(of: name) else { throw .unknownRule(name) }
        return try family.make(settings, engine)
    }

    /// The rule called `name` as the type its family makes (how a finder that is, or holds, a built-in rule
    /// is made from its name); ``NameError/unknownRule(_:)`` where the family makes another type.
    static func rule<Rule>(named name: String, as type: Rule.Type) throws(NameError) -> Rule {
        guard let rule = try rule(named: name) as? Rule else { throw .unknownRule(name) }
        return rule
    }

    /// A rule built on a forced engine, its error named as a ``NameError``.
    static func onEngine<Rule>(_ make: () throws(PatternError) -> Rule) throws(NameError) -> Rule {
        do {
            return try make()
        } catch {
            throw .engineUnavailable(error)
        }
    }

    /// The pattern text behind the rule called `name`, for the rules that are one pattern (email levels,
    /// calling codes); `nil` for the others.
    public static func patternSource(named name: String) -> String? {
        guard let (family, settings) = familyAndSettings(of: name) else { return nil }
        return family.pattern(settings)
    }

    static func phoneRule(region: String?, type typeName: String?, engine: Engine?) throws(NameError)
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
