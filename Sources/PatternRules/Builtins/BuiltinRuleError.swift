import Foundation

/// The errors the built-in rules report when none is given, each with a clear English message.
public enum BuiltinRuleError: Error, Sendable, Hashable, LocalizedError {
    /// Not `+` and an assigned country calling code.
    case callingCode
    /// Not a valid email address.
    case email
    /// Not a valid phone number.
    case phoneNumber
    /// Not a valid IBAN.
    case iban
    /// Not a valid payment card number.
    case cardNumber

    public var errorDescription: String? { message(in: .english) }
}

extension BuiltinRuleError: CodedFailure {
    public var code: FailureCode {
        switch self {
        case .callingCode: .callingCode
        case .email: .email
        case .phoneNumber: .phoneNumber
        case .iban: .iban
        case .cardNumber: .cardNumber
        }
    }

    public var parameters: [String: FailureParameter] { [:] }
}
