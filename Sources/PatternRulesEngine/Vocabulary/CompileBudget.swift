import PatternRulesSupport

/// The work one automaton compilation may do, shared by every phase (parsing, class enumeration, the
/// alphabet, the NFA, subset construction, products, minimisation) and charged as it is spent, so that
/// a hostile pattern is refused, and runs on PCRE2, as soon as it has cost the budget and not after.
///
/// A step is an elementary operation of about a nanosecond: a transition-table cell written, an NFA state
/// visited, a byte PCRE2 scans while listing a class's scalars. What each phase charges is the size of
/// what it builds or reads, so memory is bounded with time (docs/BAD-INPUT.md gives the figures).
/// Charges do not depend on caches: the same pattern is accepted or refused in every process.
package final class CompileBudget {
    /// The steps one pattern may take to compile: 8,000,000, or the whole number of steps in
    /// ``acceptedSteps`` that `PATTERNRULES_COMPILE_BUDGET` gives (read once per process). A server
    /// compiling its users' patterns may lower it; the fuzz targets do. Any other value is an error
    /// (``environmentSetting``), which `Pattern` throws; this default is then the standard budget.
    static var defaultSteps: Int { (try? environmentSetting.get()) ?? standardSteps }

    static let environmentVariable = "PATTERNRULES_COMPILE_BUDGET"
    /// The budgets `PATTERNRULES_COMPILE_BUDGET` may set.
    static let acceptedSteps = 10_000...100_000_000

    /// `PATTERNRULES_COMPILE_BUDGET` read and checked once per process.
    static let environmentSetting: Result<Int, PatternError> = parseSetting(
        EnvironmentVariable.value(of: environmentVariable))

    /// The budget a setting gives: the standard one when there is no setting or an empty one.
    static func parseSetting(_ text: String?) -> Result<Int, PatternError> {
        guard let text, !text.isEmpty else { return .success(standardSteps) }
        guard let steps = Int(text), acceptedSteps.contains(steps) else {
            return .failure(
                PatternError(
                    .invalidCompileBudget, pattern: "", engine: nil,
                    message:
                        "\(environmentVariable)=\(text) is not a whole number of steps from \(acceptedSteps.lowerBound) to \(acceptedSteps.upperBound)"
                ))
        }
        return .success(steps)
    }
    /// The budget without `PATTERNRULES_COMPILE_BUDGET`: what the built-in rules' patterns compile with.
    static let standardSteps = 8_000_000

    let limit: Int
    /// What the budget pays for, as its refusal names it.
    let task: String
    private(set) var spent = 0
    /// The keys charged by ``spend(_:on:once:)``: work a compile repeats is charged once.
    private var chargedKeys: Set<AnyHashable> = []

    package init(steps: Int = CompileBudget.defaultSteps, task: String = "compiling the automaton") {
        limit = steps
        self.task = task
    }

    /// Charges `steps` to `phase`; throws once the total passes the limit.
    func spend(_ steps: Int, on phase: StaticString) throws(AutomatonRefusal) {
        spent += steps
        guard spent <= limit else {
            throw AutomatonRefusal(
                "\(task) would take more than its budget of \(limit) steps (spent in \(phase))")
        }
    }

    /// Charges `steps` to `phase` the first time `key` is charged in this compile.
    func spend(_ steps: Int, on phase: StaticString, once key: some Hashable) throws(AutomatonRefusal) {
        guard chargedKeys.insert(AnyHashable(key)).inserted else { return }
        try spend(steps, on: phase)
    }
}
