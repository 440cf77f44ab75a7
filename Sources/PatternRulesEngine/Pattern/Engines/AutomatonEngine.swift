/// The automaton as the product knows it: first in the chain, exact, linear, and the one engine that
/// reads every dialect as written.
package enum AutomatonEngine: RegisteredEngine {
    package static let engine = Engine.automaton
    package static var summary: String {
        "minimal DFA over Unicode scalars (regular patterns); search prefilters on \(SIMDKernel.status)"
    }
    package static let facts = EngineFacts(
        verdicts: .exact, risk: .linear, dialects: Set(Pattern.Dialect.allCases), runsASubset: true)

    /// A PCRE2 pattern is first read by PCRE2 (the reference syntax: the automaton takes only what PCRE2
    /// accepts), then built; a JavaScript one from the request's tree.
    package static func compile(_ request: CompileRequest) throws(EngineRefusal) -> any PatternProgram {
        let source = request.source
        let dfa: DFA
        do {
            if request.dialect == .pcre2 {
                do {
                    try PCRE2Program.checkSyntax(source, options: request.options, engine: engine)
                } catch {
                    throw EngineRefusal(syntax: error, engine: engine)
                }
                dfa = try DFA(minimalFor: source, options: request.options, budget: request.budget)
            } else {
                dfa = try DFA(minimalFor: try request.javaScriptTree.get(), budget: request.budget)
            }
        } catch let refusal as EngineRefusal {
            throw refusal
        } catch {
            let dialect = request.dialect == .pcre2 ? "" : " \(request.dialect.rawValue)"
            throw EngineRefusal(
                engine, pattern: source, reason: "\(error)",
                message: "the automaton engine does not run this\(dialect) pattern: \(error)")
        }
        return AutomatonProgram(dfa: dfa)
    }
}
