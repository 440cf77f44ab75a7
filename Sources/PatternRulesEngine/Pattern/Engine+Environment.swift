import PatternRulesSupport

extension Engine {
    /// The engine `PATTERNRULES_ENGINE` forces for the whole process: `nil` when the variable is unset,
    /// empty or `auto`.
    ///
    /// The variable is read and checked once per process, the first time a pattern needs it. A program
    /// that takes configuration from its environment should call this at start-up and report the error,
    /// as the `patterns` CLI does: ``Pattern/init(_:options:engine:limits:)`` then throws the same error,
    /// while the built-in rules (which cannot throw for a default engine) use the automatic chain.
    ///
    /// - Throws: ``PatternError`` with reason ``PatternError/Reason/unknownEngine`` when the variable
    ///   names no engine.
    public static func environmentSetting() throws(PatternError) -> Engine? {
        try _environmentSetting.get()
    }

    /// The compile budget `PATTERNRULES_COMPILE_BUDGET` sets for the automaton (in steps of about a
    /// nanosecond each; 8,000,000 when the variable is unset or empty), read and checked once per
    /// process like `PATTERNRULES_ENGINE`.
    ///
    /// - Throws: ``PatternError`` with reason ``PatternError/Reason/invalidCompileBudget`` when the
    ///   variable is not a whole number from 10,000 to 100,000,000.
    public static func compileBudgetSetting() throws(PatternError) -> Int {
        try CompileBudget.environmentSetting.get()
    }

    private static let _environmentSetting: Result<Engine?, PatternError> = parseSetting(
        EnvironmentVariable.value(of: environmentVariable))

    /// The engine a setting names: `nil` for no setting, an empty one or `auto`.
    static func parseSetting(_ name: String?) -> Result<Engine?, PatternError> {
        guard let name, !name.isEmpty else { return .success(nil) }
        guard let choice = Engine.choice(named: name) else {
            return .failure(
                PatternError(
                    .unknownEngine, pattern: "", engine: nil,
                    message: "\(environmentVariable)=\(name) names no engine (expected one of \(choiceNames))"))
        }
        return .success(choice)
    }

    /// What a user may name to choose an engine (the command line's `--engine`, `PATTERNRULES_ENGINE`):
    /// `.some(nil)` for `auto` (the chain), the engine for its name, `nil` for any other text.
    package static func choice(named name: String) -> Engine?? {
        name == "auto" ? .some(nil) : Engine(rawValue: name).map { .some($0) }
    }

    /// The names ``choice(named:)`` accepts, for messages: `auto, automaton, pcre2-jit, pcre2, foundation`.
    package static var choiceNames: String {
        (["auto"] + allCases.map(\.rawValue)).joined(separator: ", ")
    }

    static var jitUnavailableMessage: String {
        let message = "the PCRE2 JIT is not available on this machine"
        return jitStatus.isAvailable ? message : "\(message) (\(jitStatus.reason))"
    }

    /// Throws when this engine cannot run on this machine (the JIT where PCRE2 was built without it).
    ///
    /// - Throws: ``PatternError`` with reason ``PatternError/Reason/engineUnavailable``.
    public func checkAvailable() throws(PatternError) {
        let availability = self.availability
        guard availability.isAvailable else {
            throw PatternError(
                .engineUnavailable, pattern: "", engine: self,
                message: availability.refusal ?? "the engine \(rawValue) is not available")
        }
    }
}

extension Engine {
    /// The engines that can run on this machine, in chain order: every registered engine but
    /// ``pcre2JIT`` where the JIT is off (``jitStatus``).
    public static var available: [Engine] { registry.filter { $0.availability.isAvailable }.map { $0.engine } }
}
