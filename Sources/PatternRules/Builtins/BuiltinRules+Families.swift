extension BuiltinRules {
    /// One family of built-in rules, as its names are read: `phone`, `phone:XX`, `phone:XX:TYPE` are the
    /// family `phone` with up to two settings. The one table (``families``) that the names, the rules
    /// and the patterns behind them are read from; what `patterns find` finds in text with a name is the
    /// finders' registry's (``Finders``).
    public struct Family: Sendable {
        /// The family's name, the part of a rule's name before its first `:` (`phone`).
        public let name: String
        /// Its names as the help writes them (`phone:XX:TYPE`, `XX` and `TYPE` standing for a setting).
        public let spellings: [String]
        /// How many `:` settings a name of the family may carry.
        let settings: ClosedRange<Int>
        /// The rule for a name's settings, on `engine` when one is forced.
        let make: @Sendable ([String], Engine?) throws(NameError) -> any ValidationRule<String> & Sendable
        /// The one pattern behind a name of the family, for the rules that are one pattern; `nil` for the
        /// others (a phone rule, a card's Luhn check).
        let pattern: @Sendable ([String]) -> String?

        /// Whether `name` is of this family: the family alone, or with settings (`phone:GB`).
        public func names(_ name: String) -> Bool {
            name == self.name || name.hasPrefix(self.name + ":")
        }
    }

    /// Every family, in the order the help lists them.
    public static let families: [Family] = [
        Family(
            name: "calling-code", spellings: ["calling-code"], settings: 0...0,
            make: { _, engine throws(NameError) in
                try onEngine { () throws(PatternError) in try CallingCodeRule(engine: engine) }
            },
            pattern: { _ in CallingCodeRule.patternSource }),
        Family(
            name: "card", spellings: ["card"], settings: 0...0, make: { _, _ in CardNumberRule() },
            pattern: { _ in nil }),
        Family(
            name: "email",
            spellings: ["email", "email:html5", "email:international", "email:practical", "email:rfc5322"],
            settings: 0...1,
            make: { settings, engine throws(NameError) in
                let level = try emailLevel(settings)
                return try onEngine { () throws(PatternError) in try EmailRule(level, engine: engine) }
            },
            pattern: { settings in (try? emailLevel(settings))?.patternSource }),
        Family(
            name: "iban", spellings: ["iban"], settings: 0...0, make: { _, _ in IBANRule() }, pattern: { _ in nil }),
        Family(
            name: "password", spellings: ["password"], settings: 0...0, make: { _, _ in PasswordRule() },
            pattern: { _ in nil }),
        Family(
            name: "phone", spellings: ["phone", "phone:XX", "phone:XX:TYPE"], settings: 0...2,
            make: { settings, engine throws(NameError) in
                try phoneRule(region: settings.first, type: settings.dropFirst().first, engine: engine)
            },
            pattern: { _ in nil }),
    ]

    /// The family `name` belongs to (`email` for `email:html5`), `nil` when no built-in rule has it.
    public static func family(of name: String) -> Family? {
        families.first { $0.names(name) }
    }

    /// The family `name` belongs to and the settings after its name (`["GB", "mobile"]` for
    /// `phone:GB:mobile`), `nil` when no family has it or it carries more settings than the family takes.
    static func familyAndSettings(of name: String) -> (Family, [String])? {
        let settings = Array(name.split(separator: ":", omittingEmptySubsequences: false).dropFirst().map(String.init))
        guard let family = family(of: name), family.settings.contains(settings.count) else { return nil }
        return (family, settings)
    }

    /// `email`'s level from its settings: `practical` when none is given.
    private static func emailLevel(_ settings: [String]) throws(NameError) -> EmailLevel {
        guard let given = settings.first else { return .practical }
        guard let level = EmailLevel(rawValue: given.lowercased()) else { throw .unknownEmailLevel(given) }
        return level
    }
}
