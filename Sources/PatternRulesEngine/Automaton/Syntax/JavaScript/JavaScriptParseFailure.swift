/// Why a JavaScript pattern has no automaton: it is not a pattern at all in its dialect (V8 would throw a
/// `SyntaxError`), or it is one whose language the automaton does not model.
package enum JavaScriptParseFailure: Error, Sendable, Hashable {
    /// V8's message (`Invalid escape`, `Nothing to repeat`, …) and the scalar offset where reading stopped.
    case syntax(message: String, offset: Int)
    case unsupported(AutomatonRefusal)

    /// The failure as a refusal, for callers that have already accepted the pattern's syntax.
    package var refusal: AutomatonRefusal {
        switch self {
        case .syntax(let message, _): AutomatonRefusal("invalid JavaScript pattern: \(message)")
        case .unsupported(let refusal): refusal
        }
    }
}
