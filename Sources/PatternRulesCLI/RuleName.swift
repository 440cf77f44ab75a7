import PatternRules

/// The built-in rules by their command-line names: `email` (= `email:practical`), `email:html5`,
/// `email:rfc5322`, `email:international`, `calling-code`.
enum RuleName {
    static let all = [
        "calling-code", "email", "email:html5", "email:international", "email:practical", "email:rfc5322",
    ]

    /// The rule called `name`, compiled for `engine`; `nil` for an unknown name.
    static func rule(named name: String, engine: Engine?) -> (any ValidationRule<String>)? {
        switch name {
        case "calling-code":
            return CallingCodeRule(engine: engine)
        case "email":
            return EmailRule(.practical, engine: engine)
        case _ where name.hasPrefix("email:"):
            return EmailLevel(rawValue: String(name.dropFirst("email:".count))).map { EmailRule($0, engine: engine) }
        default:
            return nil
        }
    }
}
