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
        var messages = FailureMessages()
        return failures(messages: &messages)
    }

    /// ``failures``, with messages taken from `messages` as ``forEachFailure(messages:_:)`` does.
    package func failures(messages: inout FailureMessages) -> [Failure] {
        var failures: [Failure] = []
        forEachFailure(messages: &messages) { failures.append(Failure(field: $0, message: $1)) }
        return failures
    }

    /// Calls `body` with the field and message of each failure, in the order of ``failures``, without
    /// collecting them: a bulk run writes them straight out for every failing record.
    package func forEachFailure(_ body: (_ field: String, _ message: String) -> Void) {
        var messages = FailureMessages()
        forEachFailure(messages: &messages, body)
    }

    /// ``forEachFailure(_:)``, with the messages of the built-in rules' errors taken from `messages`
    /// once spelled there.
    package func forEachFailure(messages: inout FailureMessages, _ body: (_ field: String, _ message: String) -> Void) {
        for field in fields where !field.validation.errors.isEmpty {
            for error in field.validation.errors { body(field.name, messages.message(for: error)) }
        }
        for name in unknownFields { body(name, "not a field of this rule set") }
    }

    /// `field: message` for every failure, in field order, then the unknown fields.
    public var messages: [String] {
        failures.map { "\($0.field): \($0.message)" }
    }
}

/// The messages of failures, each spelled once: a bulk run reports the same few errors (`Must be at most
/// 8 characters long.`) for millions of records, and spelling one costs more than finding it.
package struct FailureMessages {
    /// Past this many distinct errors, messages are spelled each time (a pattern rule's errors can name
    /// many patterns; memory stays bounded).
    static let limit = 1_024
    private var spelled: [RuleError: String] = [:]

    package init() {}

    /// The message of `error`, as ``RuleSetValidation/failures`` gives it.
    package mutating func message(for error: any Error) -> String {
        guard let ruleError = error as? RuleError else { return error.validationMessage }
        if let message = spelled[ruleError] { return message }
        let message = ruleError.message
        if spelled.count < Self.limit { spelled[ruleError] = message }
        return message
    }
}
