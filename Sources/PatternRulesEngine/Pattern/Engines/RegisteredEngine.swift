/// An engine as the product knows it: its name, what its answers are worth, whether it runs here, and
/// how it compiles a pattern. Each engine declares this on a type of its own, and the registry
/// (``Engine/registry``) lists those types in chain order: the chain, `patterns engines`, `risk`,
/// `check`, the catalogue and the benchmarks all read the facts from here, so an engine joins the
/// product with its type and one registry line.
package protocol RegisteredEngine: Sendable {
    /// The engine's identity and command-line name.
    static var engine: Engine { get }
    /// One line on what the engine is, for `patterns engines`.
    static var summary: String { get }
    /// What its answers are worth and how it is measured.
    static var facts: EngineFacts { get }
    /// Whether it runs in this process, and why not when it does not.
    static var availability: EngineAvailability { get }
    /// Compiles the request's pattern, or refuses it with the reason.
    static func compile(_ request: CompileRequest) throws(EngineRefusal) -> any PatternProgram
    /// Why the automatic chain's choice of this engine needs saying, given what the engines before it
    /// refused (``Pattern/fallbackReason``): `nil` when it does not.
    static func fallbackReason(for request: CompileRequest, after refusals: [EngineRefusal]) -> String?
    /// Compiles the request's pattern for search (every match in a text, one after another as its
    /// dialect finds them), or refuses it with the reason. The search chain (``SearchCompiler``) asks the
    /// registry's engines in order, as validation's chain does; an engine that does not search refuses
    /// every pattern (the default).
    static func compileSearch(_ request: SearchRequest) throws(EngineRefusal) -> any SearchProgram
}

extension RegisteredEngine {
    package static var availability: EngineAvailability { .available }

    package static func compileSearch(_ request: SearchRequest) throws(EngineRefusal) -> any SearchProgram {
        throw EngineRefusal(
            engine, pattern: request.pattern.source, reason: "\(engine) does not search",
            message: "the engine \(engine) does not search text")
    }

    package static func fallbackReason(for request: CompileRequest, after refusals: [EngineRefusal]) -> String? {
        nil
    }
}

/// Whether an engine runs in this process.
package struct EngineAvailability: Sendable, Hashable {
    package let isAvailable: Bool
    /// The error a user who asks for the engine gets when it is not available.
    package let refusal: String?

    package static let available = EngineAvailability(isAvailable: true, refusal: nil)

    package static func unavailable(_ refusal: String) -> EngineAvailability {
        EngineAvailability(isAvailable: false, refusal: refusal)
    }
}

/// What an engine's answers are worth, as the product reports and checks them.
package struct EngineFacts: Sendable, Hashable {
    /// How its verdicts stand to PCRE2's, the reference.
    package enum Verdicts: Sendable, Hashable {
        /// PCRE2 itself: the answers others are held to.
        case reference
        /// Held to the reference's answers, with ``Verdict/incomplete`` exactly when a continuation can
        /// match (the automaton).
        case exact
        /// Held to the reference's answers; ``Verdict/incomplete`` is a partial match (PCRE2's JIT and
        /// interpreter: a partial match is not proof that a completion exists).
        case exactMatches
        /// May answer differently where its syntax or semantics differ, and a catalogue entry may declare
        /// where (Foundation's ICU).
        case mayDiffer
    }

    /// How a backtracking engine's worst case is measured by `patterns risk`.
    package enum RiskMeasure: Sendable, Hashable {
        /// Not measured: the engine does not backtrack, and each input costs time linear in its length.
        case linear
        /// In the engine's own steps, the same on any machine (PCRE2's match limit).
        case steps
        /// In time, the fastest of three runs (an engine with no step count of its own).
        case time
    }

    package var verdicts: Verdicts
    package var risk: RiskMeasure
    /// The dialects it runs as written, when forced (in the chain, PCRE2 also runs JavaScript patterns
    /// through the automaton's parse).
    package var dialects: Set<Pattern.Dialect>
    /// Whether it runs only some patterns of its dialects, the chain moving on past the rest (the
    /// automaton): its refusal of a pattern is no failure.
    package var runsASubset: Bool
    /// The engine whose verdicts this one must equal, example for example (PCRE2's interpreter and JIT).
    package var agreesWith: Engine?

    package init(
        verdicts: Verdicts, risk: RiskMeasure, dialects: Set<Pattern.Dialect> = [.pcre2], runsASubset: Bool = false,
        agreesWith: Engine? = nil
    ) {
        (self.verdicts, self.risk, self.dialects) = (verdicts, risk, dialects)
        (self.runsASubset, self.agreesWith) = (runsASubset, agreesWith)
    }

    /// Whether a verdict against a catalogue example is a failure here, declared or not.
    package var isHeldToReference: Bool { verdicts != .mayDiffer }
    /// Whether a catalogue entry may declare that this engine answers differently.
    package var mayDeclareDifferences: Bool { verdicts == .mayDiffer }
    /// Whether ``Verdict/invalid`` here means that no continuation can match.
    package var hasExactIncomplete: Bool { verdicts == .exact }
}
