extension Engine {
    /// The registered engine named `rawValue`, or `nil` when no engine has that name.
    public init?(rawValue: String) {
        guard let registered = Engine.registered(named: rawValue) else { return nil }
        self = registered.engine
    }

    /// Every registered engine, in chain order.
    public static var allCases: [Engine] { registry.map { $0.engine } }

    /// Every engine of the library, in the automatic chain's order. An engine joins the product with
    /// its ``RegisteredEngine`` type and one line here.
    package static let builtInRegistry: [any RegisteredEngine.Type] = [
        AutomatonEngine.self,
        PCRE2JITEngine.self,
        PCRE2InterpreterEngine.self,
        FoundationEngine.self,
    ]

    /// The engines this task sees, in chain order: the built-in ones, or, inside
    /// `Engine.$registry.withValue(…)`, the ones a test registers (work on other threads sees the
    /// built-in ones).
    @TaskLocal package static var registry: [any RegisteredEngine.Type] = builtInRegistry

    /// The engine the process names for patterns compiled with none named (`PATTERNRULES_ENGINE`), `nil`
    /// when it names none (or names no engine: `Pattern(_:)` then reports that): what decides whether a
    /// built-in rule's patterns run on the automatic chain.
    package static var configured: Engine? { (try? environmentSetting()) ?? nil }

    /// The first engine of the registry that runs here and answers as the reference does, by its own
    /// backtracking (PCRE2's JIT where it runs, else its interpreter): for a caller that compiles many
    /// patterns once each and runs each a few times (the phone matcher's territories and inner patterns),
    /// where building an automaton costs more than it saves.
    package static var firstReference: Engine {
        registry.first { $0.facts.verdicts == .reference && $0.availability.isAvailable }?.engine
            ?? .pcre2Interpreter
    }

    /// The registered engine named `name`.
    package static func registered(named name: String) -> (any RegisteredEngine.Type)? {
        registry.first { $0.engine.rawValue == name }
    }

    /// This engine's registered type. Every `Engine` value comes from a registered type, so only an
    /// engine registered in another task is missing here.
    package var registered: (any RegisteredEngine.Type)? { Engine.registered(named: rawValue) }

    /// What the library knows about this engine's answers; an engine not registered in this task is
    /// treated as one that may differ.
    package var facts: EngineFacts { registered?.facts ?? EngineFacts(verdicts: .mayDiffer, risk: .time) }

    /// One line on what the engine is, for `patterns engines`.
    package var summary: String { registered?.summary ?? "not registered in this task" }

    /// Whether the engine runs in this process, and the error for who asks for it when it does not.
    package var availability: EngineAvailability {
        registered?.availability ?? .unavailable("the engine \(rawValue) is not registered")
    }
}
