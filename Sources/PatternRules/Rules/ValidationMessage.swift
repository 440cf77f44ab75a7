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

    /// An error carrying `message`.
    public init(message: String) {
        self.message = message
    }

    public var errorDescription: String? { message }
    public var description: String { message }
}
