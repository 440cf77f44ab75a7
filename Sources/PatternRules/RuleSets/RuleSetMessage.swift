import Foundation

/// A field's own message, reported instead of its checks' errors.
public struct RuleSetMessage: Error, Sendable, Hashable, LocalizedError {
    public let message: String
    public var errorDescription: String? { message }
}
