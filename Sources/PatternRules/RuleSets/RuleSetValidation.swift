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

    /// One message about one field of the record.
    public struct Failure: Sendable, Hashable {
        /// The field's name.
        public let field: String
        /// What is wrong with it.
        public let message: String
    }

    /// Every failure, in field order, then the unknown fields: the data ``messages`` writes as text.
    public var failures: [Failure] {
        var failures: [Failure] = []
        forEachFailure { failures.append(Failure(field: $0, message: $1)) }
        return failures
    }

    /// Calls `body` with the field and message of each failure, in the order of ``failures``, without
    /// collecting them: a bulk run writes them straight out for every failing record.
    package func forEachFailure(_ body: (_ field: String, _ message: String) -> Void) {
        for field in fields where !field.validation.errors.isEmpty {
            for error in field.validation.errors { body(field.name, error.validationMessage) }
        }
        for name in unknownFields { body(name, "not a field of this rule set") }
    }

    /// `field: message` for every failure, in field order, then the unknown fields.
    public var messages: [String] {
        failures.map { "\($0.field): \($0.message)" }
    }
}
