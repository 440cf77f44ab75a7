import Foundation

/// An unmet ``PasswordRequirement``, as the error a ``PasswordRule`` reports.
public struct UnmetPasswordRequirement: Error, Sendable, Hashable, LocalizedError {
    public let requirement: PasswordRequirement
    public var errorDescription: String? { requirement.description }
}
