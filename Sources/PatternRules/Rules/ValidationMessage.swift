import Foundation

/// An error that is just the message to show: a rule set field's own `message`, a failing
/// ``FormValidation``'s description.
///
/// ```swift
/// form.errors.first as? ValidationMessage    // ValidationMessage(message: "Name must be filled in.")
/// ```
public struct ValidationMessage: Error, Sendable, Hashable, LocalizedError, CustomStringConvertible {
    /// The message, as written by whoever declared the check.
    public let message: String

    /// The code of the failure the message stands for, where it replaces one of the library's (a rule
    /// set field's own `message`).
    let underlyingCode: FailureCode?
    let underlyingParameters: [String: FailureParameter]

    /// An error carrying `message`.
    public init(message: String) {
        self.message = message
        underlyingCode = nil
        underlyingParameters = [:]
    }

    /// `message` in place of `underlying`, whose code and parameters it keeps.
    init(message: String, replacing underlying: (any Error)?) {
        self.message = message
        let coded = underlying as? any CodedFailure
        underlyingCode = coded?.code
        underlyingParameters = coded?.parameters ?? [:]
    }

    public var errorDescription: String? { message }
    public var description: String { message }
}
