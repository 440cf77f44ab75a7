import Observation

/// What ``ValidatableForm`` needs of a field whatever its value type.
public protocol AnyFormField: AnyObject {
    var errors: [any Error] { get }
    var isValid: Bool { get }
    var isDirty: Bool { get }
    func reset()
}

extension FormField: AnyFormField {}

/// What a submit needs of a field beside ``AnyFormField``: its asynchronous checks. Internal, so that
/// ``AnyFormField`` keeps the requirements it was released with; ``FormField`` is the one conformer.
protocol AsyncCheckingField: AnyFormField {
    /// Whether the synchronous and asynchronous rules all accept the value (``FormField/isChecked``).
    var isChecked: Bool { get }
    var checkState: AsyncCheckState { get }
    func markSubmitAttempted()
    /// Runs the asynchronous rules now, without the pause, unless they answered for this value.
    nonisolated(nonsending) func answerAsyncChecks() async
}

extension FormField: AsyncCheckingField {
    nonisolated(nonsending) func answerAsyncChecks() async {
        await runAsyncChecks(clock: ContinuousClock(), debounced: false)
    }
}
