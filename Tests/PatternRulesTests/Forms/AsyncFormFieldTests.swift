import Foundation
import PatternRules
import Testing

/// Asynchronous rules on a field, on a clock the tests advance by hand: one check per pause in typing,
/// no answer landing on a value it was not asked about, a failed check that is not a verdict, a submit
/// that waits for the checks.
@MainActor @Suite struct AsyncFormFieldTests {
    enum Problem: Error, Equatable { case short, long, taken }
    struct Offline: Error {}

    @Test func editsInsideTheIntervalRunOneCheck() async {
        let clock = ManualClock()
        let asked = AskedValues()
        let field = FormField(
            "", rules: [MinLengthRule(3, error: Problem.short)],
            asyncRules: [AsyncRule { name in asked.append(name) }], debounce: .milliseconds(400))
        var task: Task<Void, Never>?
        // Each edit cancels the check before it, as SwiftUI's `.task(id:)` does, 399 ms into its pause.
        for name in ["ann", "anna", "annab"] {
            field.value = name
            task?.cancel()
            task = Task { await field.runAsyncChecks(clock: clock) }
            await eventually { clock.sleeperCount == 1 }
            #expect(field.checkState.isPending)
            clock.advance(by: .milliseconds(399))
        }
        #expect(asked.values.isEmpty, "no pause was long enough yet")
        clock.advance(by: .milliseconds(1))
        await task?.value
        #expect(asked.values == ["annab"], "one check, for the value the typing stopped at")
        #expect(field.checkState.passed && field.isChecked)
    }

    @Test func anAnswerForAnOlderValueNeverLands() async {
        let gate = AnswerGate()
        let field = FormField("", asyncRules: [AsyncRule { name in await gate.answer(for: name) }], debounce: .zero)
        field.value = "ann"
        let first = Task { await field.runAsyncChecks(clock: ManualClock()) }
        await eventually { gate.isAsked("ann") }
        guard case .running = field.checkState else {
            Issue.record("the check for ann is running: \(field.checkState)")
            return
        }
        field.value = "anna"
        first.cancel()
        #expect(!field.checkState.isPending, "an edit drops the check in flight")
        let second = Task { await field.runAsyncChecks(clock: ManualClock()) }
        await eventually { gate.isAsked("anna") }
        // The server answers out of order: the newer value first, then the older one, which it ignores
        // the cancellation of.
        gate.answer("anna", with: nil)
        await second.value
        #expect(field.checkState.passed)
        gate.answer("ann", with: Problem.taken)
        await first.value
        #expect(field.checkState.passed, "the late answer for ann is dropped")
        #expect(field.errors.isEmpty)
    }

    @Test func aCheckThatCannotAnswerIsNotAVerdict() async {
        let field = FormField("ann", asyncRules: [AsyncRule { _ in throw Offline() }], debounce: .zero)
        await field.runAsyncChecks(clock: ManualClock())
        guard case .failed(let error) = field.checkState else {
            Issue.record("failed, not \(field.checkState)")
            return
        }
        #expect(error is Offline)
        #expect(field.isValid && !field.isChecked)
        #expect(field.errors.isEmpty && field.shownErrors.isEmpty, "the network being down is not the user's error")
        field.value = "anna"
        guard case .notStarted = field.checkState else {
            Issue.record("an edit clears the failure: \(field.checkState)")
            return
        }
    }

    @Test func nothingRunsWhileASynchronousRuleSaysNo() async {
        let asked = AskedValues()
        let field = FormField(
            "an", rules: [MinLengthRule(3, error: Problem.short)],
            asyncRules: [AsyncRule { name in asked.append(name) }], debounce: .zero)
        await field.runAsyncChecks(clock: ManualClock())
        #expect(asked.values.isEmpty)
        guard case .notStarted = field.checkState else {
            Issue.record("not started: \(field.checkState)")
            return
        }
        field.value = "ann"
        await field.runAsyncChecks(clock: ManualClock())
        await field.runAsyncChecks(clock: ManualClock())
        #expect(asked.values == ["ann"], "asked once: an answered value is not asked again")
    }

    @Test func aTakenNameIsAnErrorOfTheField() async {
        let field = FormField(
            "admin", asyncRules: [AsyncRule { name in name == "admin" ? Problem.taken : nil }], debounce: .zero)
        await field.runAsyncChecks(clock: ManualClock())
        #expect(field.errors.map { $0 as? Problem } == [.taken])
        #expect(field.isValid && !field.isChecked)
    }

    final class SignUp: ValidatableForm {
        let gate = AnswerGate()
        let email = FormField("", rules: [MinLengthRule(3, error: Problem.short)])
        let username: FormField<String>

        init() {
            let gate = self.gate
            username = FormField(
                "", rules: [MinLengthRule(3, error: Problem.short)],
                asyncRules: [AsyncRule { name in await gate.answer(for: name) }])
        }
    }

    @Test func aSubmitWaitsForTheChecks() async {
        let form = SignUp()
        form.email.value = "a@b.c"
        form.username.value = "ann"
        #expect(form.isValid && !form.canSubmit, "the username is not checked yet")
        let submitted = Task { await form.submit() }
        await eventually { form.gate.isAsked("ann") }
        form.gate.answer("ann", with: Problem.taken)
        #expect(await submitted.value == false)
        #expect(form.username.shownErrors.map { $0 as? Problem } == [.taken], "a submit shows every message")

        form.username.value = "anna"
        let again = Task { await form.submit() }
        await eventually { form.gate.isAsked("anna") }
        form.gate.answer("anna", with: nil)
        #expect(await again.value == true)
        #expect(form.canSubmit)
    }

    @Test func aSubmitRunsNoCheckForAnInvalidField() async {
        let form = SignUp()
        form.username.value = "an"
        #expect(await form.submit() == false)
        #expect(form.gate.askedValues.isEmpty)
        #expect(form.username.shownErrors.map { $0 as? Problem } == [.short])
    }

    /// Waits, yielding, until `condition` holds (the tasks under test run on this actor).
    func eventually(_ condition: () -> Bool) async {
        for _ in 0..<10_000 where !condition() { await Task.yield() }
        #expect(condition())
    }
}

/// The values a rule was asked about, in order.
final class AskedValues: @unchecked Sendable {
    private let lock = NSLock()
    private var asked: [String] = []
    var values: [String] { lock.withLock { asked } }

    /// Records `value`; accepts it.
    func append(_ value: String) -> (any Error)? {
        lock.withLock { asked.append(value) }
        return nil
    }
}

/// A server the test answers by hand: each value asked waits until ``answer(_:with:)``, and ignores
/// cancellation, as a request already sent does.
final class AnswerGate: @unchecked Sendable {
    private let lock = NSLock()
    private var waiting: [String: CheckedContinuation<(any Error)?, Never>] = [:]
    private var asked: [String] = []

    var askedValues: [String] { lock.withLock { asked } }
    func isAsked(_ value: String) -> Bool { lock.withLock { waiting[value] != nil } }

    func answer(for value: String) async -> (any Error)? {
        await withCheckedContinuation { continuation in
            lock.withLock {
                asked.append(value)
                waiting[value] = continuation
            }
        }
    }

    func answer(_ value: String, with error: (any Error)?) {
        let continuation = lock.withLock { waiting.removeValue(forKey: value) }
        continuation?.resume(returning: error)
    }
}
