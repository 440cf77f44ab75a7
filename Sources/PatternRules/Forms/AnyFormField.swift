import Observation

/// What ``ValidatableForm`` needs of a field whatever its value type.
public protocol AnyFormField: AnyObject {
    var errors: [any Error] { get }
    var isValid: Bool { get }
    var isDirty: Bool { get }
    /// Whether the synchronous and asynchronous rules all accept the value (``FormField/isChecked``).
    var isChecked: Bool { get }
    var checkState: AsyncCheckState { get }
    func reset()
    func markSubmitAttempted()
    /// Runs the asynchronous rules now, without the pause, unless they answered for this value.
    nonisolated(nonsending) func answerAsyncChecks() async
}

extension FormField: AnyFormField {
    public nonisolated(nonsending) func answerAsyncChecks() async {
        await runAsyncChecks(clock: ContinuousClock(), debounced: false)
    }
}
