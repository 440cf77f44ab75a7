/// The work one automaton compilation may do, shared by every phase (parsing, class enumeration, the
/// alphabet, the NFA, subset construction, products, minimisation) and charged as it is spent, so that
/// a hostile pattern is refused, and runs on PCRE2, as soon as it has cost the budget and not after.
///
/// A step is an elementary operation of about a nanosecond: a transition-table cell written, an NFA state
/// visited, a byte PCRE2 scans while listing a class's scalars. What each phase charges is the size of
/// what it builds or reads, so memory is bounded with time (docs/BAD-INPUT.md gives the figures).
/// Charges do not depend on caches: the same pattern is accepted or refused in every process.
final class CompileBudget {
    /// The steps one pattern may take to compile.
    static let defaultSteps = 8_000_000

    let limit: Int
    private(set) var spent = 0
    /// The keys charged by ``spend(_:on:once:)``: work a compile repeats is charged once.
    private var chargedKeys: Set<AnyHashable> = []

    init(steps: Int = CompileBudget.defaultSteps) { limit = steps }

    /// Charges `steps` to `phase`; throws once the total passes the limit.
    func spend(_ steps: Int, on phase: StaticString) throws(AutomatonRefusal) {
        spent += steps
        guard spent <= limit else {
            throw AutomatonRefusal(
                "compiling the automaton would take more than its budget of \(limit) steps (spent in \(phase))")
        }
    }

    /// Charges `steps` to `phase` the first time `key` is charged in this compile.
    func spend(_ steps: Int, on phase: StaticString, once key: some Hashable) throws(AutomatonRefusal) {
        guard chargedKeys.insert(AnyHashable(key)).inserted else { return }
        try spend(steps, on: phase)
    }
}
