import Foundation

/// The errors the built-in rules report when none is given, each with a clear English message.
public enum BuiltinRuleError: Error, Sendable, Hashable, LocalizedError {
    /// Not `+` and an assigned country calling code.
    case callingCode
    /// Not a valid email address.
    case email
    /// Not a valid phone number.
    case phoneNumber

    public var errorDescription: String? {
        switch self {
        case .callingCode: "Enter a country calling code such as +351."
        case .email: "Enter a valid email address."
        case .phoneNumber: "Enter a valid phone number."
        }
    }
}

extension BuiltinRuleError: KnownMessage {
    var knownMessage: String { errorDescription ?? String(describing: self) }
}
