import PatternRules

/// `--engine NAME` as every command reads it: a registered engine by the name users spell it, or `auto`
/// (the chain, `nil`); any other name is an error that lists the choices.
enum EngineChoice {
    static func engine(named name: String?) throws(UsageError) -> Engine? {
        guard let name else { return nil }
        guard let choice = Engine.choice(named: name) else {
            throw UsageError("unknown engine '\(name)' (expected one of \(Engine.choiceNames))")
        }
        return choice
    }
}
