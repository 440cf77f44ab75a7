import Foundation

/// Compiled copies of one validator (a rule set, a JSON Schema), lent to the threads that validate
/// records, at most one copy per thread at a time. Threads sharing one compiled validator contend for its
/// objects' reference counts: every retain is an atomic write to a count both cores hold, and the cache
/// line goes back and forth. With a copy of its own, a thread's counts stay in its core's cache.
final class ValidatorCopies<Validator>: @unchecked Sendable {
    private let lock = NSLock()
    private var idle: [Validator]
    /// The copy compiled first, lent when another cannot be made.
    let first: Validator
    private let make: @Sendable () -> Validator?

    /// Lends `first`, and copies `make` compiles (from the same text) as more threads ask at once.
    init(_ first: Validator, make: @escaping @Sendable () -> Validator?) {
        (self.first, idle, self.make) = (first, [first], make)
    }

    /// Calls `body` with a copy no other thread is using, compiling one when none is idle.
    func withValidator<Result>(_ body: (Validator) -> Result) -> Result {
        // The text compiled once already; should a copy fail all the same, the threads share the first.
        let validator = lock.withLock { idle.popLast() } ?? make() ?? first
        defer { lock.withLock { idle.append(validator) } }
        return body(validator)
    }
}
