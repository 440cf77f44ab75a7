/// A rule whose answer must be waited for: a server's "is this username free?", "is this email already
/// registered?". A ``FormField`` runs its asynchronous rules only once every synchronous rule says
/// ``Verdict/valid``, after a pause in typing (``FormField/debounce``), and never applies an answer to a
/// value the user has since changed (``FormField/runAsyncChecks(clock:debounced:)``).
public protocol AsyncValidationRule<Value>: Sendable {
    associatedtype Value

    /// The error to show for `value`, or `nil` when it passes.
    ///
    /// Runs on the caller's actor (`nonisolated(nonsending)`), so that the value never crosses to another
    /// one. Check `Task.isCancelled` or call cancellable APIs (`URLSession`'s are): an edit cancels the
    /// check in flight.
    ///
    /// - Throws: When no answer could be had (the network is down, the server failed): the field's check
    ///   is then ``AsyncCheckState/failed(_:)``, which is never a verdict of invalid.
    nonisolated(nonsending) func check(_ value: Value) async throws -> (any Error)?
}

/// An ``AsyncValidationRule`` written as a closure.
///
/// ```swift
/// let username = FormField("", rules: [MinLengthRule(3)], asyncRules: [
///     AsyncRule { name in try await api.isFree(name) ? nil : SignUpError.usernameTaken }
/// ])
/// ```
public struct AsyncRule<Value>: AsyncValidationRule {
    private let body: nonisolated(nonsending) @Sendable (Value) async throws -> (any Error)?

    /// The rule that answers with `body`: the error to show, or `nil` when the value passes.
    public init(_ body: nonisolated(nonsending) @escaping @Sendable (Value) async throws -> (any Error)?) {
        self.body = body
    }

    public nonisolated(nonsending) func check(_ value: Value) async throws -> (any Error)? {
        try await body(value)
    }
}
