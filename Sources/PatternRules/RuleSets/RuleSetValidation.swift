import Foundation

/// The outcome of one record.
public struct RuleSetValidation: Sendable {
    public struct FieldResult: Sendable {
        public let name: String
        public let validation: Validation
    }

    /// Every field, in rule-set order.
    public let fields: [FieldResult]
    /// Fields of the record the set does not name, when it does not allow them.
    public let unknownFields: [String]

    /// The verdict of all fields (an unknown field makes it invalid).
    public var verdict: Verdict {
        unknownFields.isEmpty ? Verdict.all(fields.lazy.map(\.validation.verdict)) : .invalid
    }

    public var isValid: Bool { verdict == .valid }

    /// `field: message` for every failure, in field order, then the unknown fields.
    public var messages: [String] {
        fields.flatMap { field in field.validation.messages.map { "\(field.name): \($0)" } }
            + unknownFields.map { "\($0): not a field of this rule set" }
    }
}
