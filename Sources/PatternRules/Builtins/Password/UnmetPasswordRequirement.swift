import Foundation

/// An unmet ``PasswordRequirement``, as the error a ``PasswordRule`` reports.
public struct UnmetPasswordRequirement: Error, Sendable, Hashable, LocalizedError {
    public let requirement: PasswordRequirement
    public var errorDescription: String? { requirement.description }
}

extension UnmetPasswordRequirement: CodedFailure {
    public var code: FailureCode {
        switch requirement {
        case .minimumLength: .passwordTooShort
        case .maximumLength: .passwordTooLong
        case .maximumBytes: .passwordTooManyBytes
        case .lowercaseLetters: .passwordLowercase
        case .uppercaseLetters: .passwordUppercase
        case .digits: .passwordDigits
        case .symbols: .passwordSymbols
        case .noWhitespace: .passwordWhitespace
        case .maximumRun: .passwordRepeated
        case .excludesUserInputs: .passwordContainsUserInput
        case .minimumScore: .passwordTooWeak
        }
    }

    public var parameters: [String: FailureParameter] {
        switch requirement {
        case .minimumLength(let count), .lowercaseLetters(let count), .uppercaseLetters(let count),
            .digits(let count), .symbols(let count), .minimumScore(let count):
            ["minimum": .count(count)]
        case .maximumLength(let count), .maximumBytes(let count), .maximumRun(let count): ["maximum": .count(count)]
        case .noWhitespace, .excludesUserInputs: [:]
        }
    }
}
