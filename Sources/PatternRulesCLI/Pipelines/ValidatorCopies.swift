import Foundation
import PatternRules

/// Compiled copies of one validator (a rule set, a JSON Schema), lent to the threads that validate
/// records, at most one copy per thread at a time. Threads sharing one compiled validator contend for its
/// objects' reference counts: every retain is an atomic write to a count both cores hold, and the cache
/// line goes back and forth. With a copy of its own, a thread's counts stay in its core's cache.
///
/// A copy costs a compile, which pays only when the records outlast it: FHIR's schema takes a tenth of
/// a second to compile, more than its 2,000 records take to validate, and a second copy was all loss.
/// So a thread that finds no copy idle waits for one while the validation is younger than twice the
/// first compile, and compiles its own after that. A short run then compiles once; a long one loses at
/// most that wait of its second thread, and the copy, made by then, has a run at least as long again
/// ahead of it, on which it saves more time than its compile costs.
final class ValidatorCopies<Validator>: @unchecked Sendable {
    private let condition = NSCondition()
    private var idle: [Validator]
    /// The copy compiled first, lent when another cannot be made.
    let first: Validator
    private let make: @Sendable () -> Validator?
    /// How long the first copy took to compile.
    private let compileTime: Duration
    /// When the first copy was first lent: validation began.
    private var started: ContinuousClock.Instant?

    /// Lends `first`, which took `compileTime` to compile, and copies `make` compiles (from the same
    /// text) as more threads ask at once.
    init(_ first: Validator, compileTime: Duration, make: @escaping @Sendable () -> Validator?) {
        (self.first, idle, self.compileTime, self.make) = (first, [first], compileTime, make)
    }

    /// Calls `body` with a copy no other thread is using.
    func withValidator<Result>(_ body: (Validator) -> Result) -> Result {
        let validator = lend()
        defer {
            condition.withLock {
                idle.append(validator)
                condition.signal()
            }
        }
        return body(validator)
    }

    /// An idle copy; when there is none, one another thread returns before the validation has run for
    /// twice the first compile, else a copy of this thread's own.
    private func lend() -> Validator {
        let clock = ContinuousClock()
        let returned: Validator? = condition.withLock {
            let deadline = started.map { $0 + compileTime * 2 } ?? clock.now
            if started == nil { started = clock.now }
            while idle.isEmpty {
                let left = clock.now.duration(to: deadline)
                guard left > .zero else { break }
                _ = condition.wait(until: Date(timeIntervalSinceNow: left / .seconds(1)))
            }
            return idle.popLast()
        }
        // The text compiled once already; should a copy fail all the same, the threads share the first.
        return returned ?? make() ?? first
    }
}

extension ValidatorCopies where Validator: RecordContract {
    /// Compiles the first copy with `make` and lends it and the copies `make` compiles. The compile is
    /// timed with the first reader it makes, for which a schema compiles its programs.
    static func compiling<Failure: Error>(_ make: @escaping @Sendable () throws(Failure) -> Validator)
        throws(Failure) -> ValidatorCopies
    {
        let clock = ContinuousClock()
        let start = clock.now
        let first = try make()
        _ = first.recordValidator(locale: .english)
        return ValidatorCopies(first, compileTime: clock.now - start) { try? make() }
    }
}
