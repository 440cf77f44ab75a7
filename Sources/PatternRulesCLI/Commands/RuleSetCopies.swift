import Foundation
import PatternRules

/// Compiled copies of one rule set, lent to the threads that validate records, at most one copy per
/// thread at a time. Threads sharing one compiled rule set contend for its objects' reference counts:
/// every retain is an atomic write to a count both cores hold, and the cache line goes back and forth.
/// With a copy of its own, a thread's counts stay in its core's cache.
final class RuleSetCopies: @unchecked Sendable {
    private let lock = NSLock()
    private var idle: [RuleSet]
    private let first: RuleSet
    private let json: Data
    private let engine: Engine?
    /// The rule set's field names, in order (every copy's).
    let fieldNames: [String]

    /// Lends `rules`, compiled from `json` with `engine`, and compiles further copies from the same
    /// text as more threads ask at once.
    init(_ rules: RuleSet, json: Data, engine: Engine?) {
        (first, idle, self.json, self.engine) = (rules, [rules], json, engine)
        fieldNames = rules.fields.map(\.name)
    }

    /// Calls `body` with a copy no other thread is using, compiling one when none is idle.
    func withRuleSet<Result>(_ body: (RuleSet) -> Result) -> Result {
        // The text compiled once already; should a copy fail all the same, the threads share the first.
        let rules = lock.withLock { idle.popLast() } ?? (try? RuleSet(json: json, engine: engine)) ?? first
        defer { lock.withLock { idle.append(rules) } }
        return body(rules)
    }
}
